import type { DemoTheme } from '../domain/demo';

/** Marks the link to a demo theme's style sheet that the server put in `<head>` (src/gatsby/onRenderBody.tsx). */
export const DEMO_THEME_SHEET_ATTRIBUTE = 'data-demo-theme';

/**
 * True in the browser when the page's server HTML links the demo theme's CSS variables: its sandbox then
 * writes none (writing them would insert a style tag at startup, and the browser would recompute the style
 * of the whole page). A page reached by client-side navigation from one without them writes them itself.
 */
export const linksDemoThemeSheet = (theme: DemoTheme): boolean =>
  typeof document !== 'undefined' && document.querySelector(`[${DEMO_THEME_SHEET_ATTRIBUTE}="${theme}"]`) !== null;
