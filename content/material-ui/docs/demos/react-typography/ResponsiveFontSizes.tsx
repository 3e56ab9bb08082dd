import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, Theme, responsiveFontSizes } from '@mui/material/styles';

// Derive a theme from the surrounding one whose variants shrink on small screens.
const withResponsiveFonts = (outerTheme: Theme) => responsiveFontSizes(outerTheme);

export default function ResponsiveFontSizes() {
  return (
    <Stack spacing={2}>
      <ThemeProvider theme={withResponsiveFonts}>
        <Typography variant="h3" component="p">
          Responsive h3 from the theme
        </Typography>
      </ThemeProvider>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '1.25rem', sm: '1.75rem', md: '2.25rem' }, lineHeight: 1.3 }}
      >
        Font size per breakpoint with sx
      </Typography>
      <Typography component="p" sx={{ fontSize: 'clamp(1.25rem, 1rem + 1.5vw, 2.25rem)' }}>
        Fluid size with CSS clamp()
      </Typography>
    </Stack>
  );
}
