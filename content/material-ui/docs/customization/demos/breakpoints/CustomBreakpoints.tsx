import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

// The same five keys with other widths (new keys need TypeScript module augmentation).
const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1440 } },
});

// Highlights the breakpoint whose range contains the window width, with CSS only.
function ActiveBreakpoint() {
  const { breakpoints } = useTheme();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {breakpoints.keys.map((key) => (
        <Box
          key={key}
          sx={{
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            [breakpoints.only(key)]: { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
          }}
        >
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {key}
          </Typography>{' '}
          <Typography variant="caption" component="span">
            {breakpoints.values[key]}px
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

export default function CustomBreakpoints() {
  return (
    <Stack spacing={2}>
      <Typography variant="overline" component="p">
        Default breakpoints
      </Typography>
      <ActiveBreakpoint />
      <Typography variant="overline" component="p">
        Custom values
      </Typography>
      <ThemeProvider theme={theme}>
        <ActiveBreakpoint />
      </ThemeProvider>
    </Stack>
  );
}
