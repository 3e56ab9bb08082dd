import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';

/**
 * Demos render with the library's default theme, not the docs' brand theme: their own CSS variables
 * (prefix `demo`, so they never overwrite the docs' `--mui-*`), light and dark schemes switched by the
 * same class on <html> as the docs, so a dark-mode reader sees dark demos from the first paint.
 */
const createDemoTheme = (direction: 'ltr' | 'rtl') =>
  createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'demo' },
    colorSchemes: { light: true, dark: true },
  });

/**
 * The demo theme around one demo. Its CSS variables (22 KB of rules) are written once per page by
 * `MaterialDemoVariables`, not once per demo; a demo in an iframe (`standalone`) writes its own, into the frame.
 */
export function MaterialDemoSandbox({ direction, standalone = false, children }: { direction: 'ltr' | 'rtl'; standalone?: boolean; children: React.ReactNode }) {
  const theme = React.useMemo(() => createDemoTheme(direction), [direction]);
  return (
    <ThemeProvider theme={theme} disableStyleSheetGeneration={!standalone}>
      {children}
    </ThemeProvider>
  );
}

/** The demo theme's CSS variables, for every Material demo of the page (server and browser). */
export function MaterialDemoVariables() {
  const styles = React.useMemo(() => createDemoTheme('ltr').generateStyleSheets(), []);
  return <GlobalStyles styles={styles} />;
}
