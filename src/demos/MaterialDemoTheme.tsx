import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { inertColorSchemeNode } from '../theme/colorScheme';
import { rendersStyleSheets } from '../theme/styleSheets';
import { linksDemoThemeSheet } from './demoThemeSheet';
import { ROBOTO_FONT_FACES } from './robotoFontFaces';

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
export function MaterialDemoTheme({ direction, standalone = false, children }: { direction: Direction; standalone?: boolean; children: React.ReactNode }) {
  return (
    // The scheme's class is kept by the docs on <html> (src/theme/colorScheme.ts) and by FramedDemo on a frame's:
    // each live demo's provider would rewrite the page's, and the browser recompute the whole page's style each time.
    <ThemeProvider theme={demoThemeFor(direction)} disableStyleSheetGeneration={!standalone} colorSchemeNode={inertColorSchemeNode()}>
      {children}
    </ThemeProvider>
  );
}

/**
 * The demo theme's CSS variables and Roboto's faces (robotoFontFaces.ts), for every Material demo of the page. On the
 * server the page links them from `<head>` (src/gatsby/shellStylesheet.ts). In the browser they do not depend on the reader's settings (both schemes, by
 * class), so a page whose server head has them builds no demo theme at load; a page reached by client-side
 * navigation from one without them writes them here.
 */
export function MaterialDemoVariables({ styleSheets = rendersStyleSheets() }: { styleSheets?: boolean }) {
  const [needed] = React.useState(() => styleSheets && !linksDemoThemeSheet('material'));
  const styles = React.useMemo(() => (needed ? demoThemeFor('ltr').generateStyleSheets() : null), [needed]);
  return styles ? (
    <>
      <GlobalStyles styles={ROBOTO_FONT_FACES} />
      <GlobalStyles styles={styles} />
    </>
  ) : null;
}
