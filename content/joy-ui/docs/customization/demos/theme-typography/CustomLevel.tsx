import * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Typography from '@mui/joy/Typography';

declare module '@mui/joy/styles' {
  interface TypographySystemOverrides {
    kbd: true;
  }
}

const theme = extendTheme({
  typography: {
    kbd: {
      fontFamily: 'var(--joy-fontFamily-code)',
      fontSize: '0.875em',
      fontWeight: 'var(--joy-fontWeight-md)',
      lineHeight: 'var(--joy-lineHeight-md)',
      paddingInline: '0.375em',
      borderRadius: 'var(--joy-radius-xs)',
      border: '1px solid var(--joy-palette-neutral-outlinedBorder)',
      boxShadow: '0 1px 0 var(--joy-palette-neutral-outlinedBorder)',
      color: 'var(--joy-palette-text-primary)',
    },
  },
});

export default function CustomLevel() {
  return (
    <CssVarsProvider theme={theme}>
      <Typography level="body-md">
        Press{' '}
        <Typography level="kbd" component="kbd">
          Ctrl
        </Typography>{' '}
        +{' '}
        <Typography level="kbd" component="kbd">
          K
        </Typography>{' '}
        to open the search.
      </Typography>
    </CssVarsProvider>
  );
}
