import * as React from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';

/**
 * Demos render with the library's default theme, not the docs' brand theme: their own CSS variables
 * (prefix `demo`, so they never overwrite the docs' `--mui-*`), light and dark schemes switched by the
 * same class on <html> as the docs, so a dark-mode reader sees dark demos from the first paint.
 */
export function MaterialDemoSandbox({ direction, children }: { direction: 'ltr' | 'rtl'; children: React.ReactNode }) {
  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'demo' },
        colorSchemes: { light: true, dark: true },
      }),
    [direction],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
