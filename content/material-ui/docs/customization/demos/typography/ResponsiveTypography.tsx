import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';

// Adds media queries to the variants: h3 goes from 2rem on small screens to about 3rem from the lg breakpoint.
const responsiveTheme = responsiveFontSizes(createTheme());

export default function ResponsiveTypography() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="overline" component="p">
          Default theme: fixed size
        </Typography>
        <Typography variant="h3" component="p">
          Fixed headline
        </Typography>
      </div>
      <ThemeProvider theme={responsiveTheme}>
        <div>
          <Typography variant="overline" component="p">
            responsiveFontSizes: resize the window
          </Typography>
          <Typography variant="h3" component="p">
            Responsive headline
          </Typography>
        </div>
      </ThemeProvider>
    </Stack>
  );
}
