import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { rendersStyleSheets } from '../theme/styleSheets';

/**
 * Demos render with the library's default theme, not the docs' brand theme: their own CSS variables
 * (prefix `demo`, so they never overwrite the docs' `--mui-*`), light and dark schemes switched by the
 * same class on <html> as the docs, so a dark-mode reader sees dark demos from the first paint.
 */
const createDemoTheme = (direction: Direction) =>
  createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'demo' },
    colorSchemes: { light: true, dark: true },
  });

type Direction = 'ltr' | 'rtl';
type MaterialDemoTheme = ReturnType<typeof createDemoTheme>;

/**
 * One theme per direction for all demos, built on first use: building it takes a few milliseconds, which a
 * page of ten demos would otherwise spend ten times while they go live. Themes are never mutated.
 */
const demoThemes: Partial<Record<Direction, MaterialDemoTheme>> = {};
const demoThemeFor = (direction: Direction): MaterialDemoTheme => (demoThemes[direction] ??= createDemoTheme(direction));

/**
 * The demo theme around one demo. Its CSS variables (22 KB of rules) are written once per page by
 * `MaterialDemoVariables`, not once per demo; a demo in an iframe (`standalone`) writes its own, into the frame.
 */
export function MaterialDemoSandbox({ direction, standalone = false, children }: { direction: Direction; standalone?: boolean; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={demoThemeFor(direction)} disableStyleSheetGeneration={!standalone}>
      {children}
    </ThemeProvider>
  );
}

/** The demo theme's CSS variables, for every Material demo of the page (in `<head>` on the server: src/theme/styleSheets.ts). */
export function MaterialDemoVariables({ styleSheets = rendersStyleSheets() }: { styleSheets?: boolean }) {
  const styles = React.useMemo(() => demoThemeFor('ltr').generateStyleSheets(), []);
  return styleSheets ? <GlobalStyles styles={styles} /> : null;
}
