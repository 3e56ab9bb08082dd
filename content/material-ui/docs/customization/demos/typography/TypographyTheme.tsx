import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  typography: {
    // A system font stack: nothing to download.
    fontFamily: 'Georgia, Cambria, "Times New Roman", serif',
    // The base size: every variant's rem size is scaled by 15 / 14.
    fontSize: 15,
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

function Sample({ title }: { title: string }) {
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 220, alignItems: 'flex-start' }}>
      <Typography variant="overline" component="p">
        {title}
      </Typography>
      <Typography variant="h5" component="p">
        Quarterly report
      </Typography>
      <Typography variant="body1">Revenue grew in every region, led by new subscriptions.</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Figures are unaudited.
      </Typography>
      <Button variant="outlined" size="small">
        Download PDF
      </Button>
    </Stack>
  );
}

export default function TypographyTheme() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Sample title="Default typography" />
      <ThemeProvider theme={theme}>
        <Sample title="Custom typography" />
      </ThemeProvider>
    </Stack>
  );
}
