import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

// A unique prefix keeps this demo's CSS variables apart from the page's `--joy-*`.
const theme = extendTheme({
  cssVarPrefix: 'typography-demo',
  fontFamily: {
    display: 'Georgia, "Times New Roman", serif',
  },
  typography: {
    h2: {
      fontWeight: 400,
      letterSpacing: '-0.01em',
    },
    'body-md': {
      lineHeight: 1.7,
    },
    'body-xs': {
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
    },
  },
});

export default function CustomTypographyTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Card variant="outlined" sx={{ maxWidth: 420 }}>
        <Typography level="body-xs">Field notes</Typography>
        <Typography level="h2">The river at dawn</Typography>
        <Typography level="body-md">
          Headings use the serif display family, body text gets more room between
          lines, and the eyebrow above the title is set in spaced capitals.
        </Typography>
      </Card>
    </CssVarsProvider>
  );
}
