import * as React from 'react';
import { hasDefaultThemeStyles, type ThemeState } from '../domain/preferences';

/**
 * Whether a theme provider writes its global style sheets (CSS variables, baseline) itself. On the server it
 * does not: the same sheets are in the file `<head>` links (src/gatsby/shellStylesheet.ts), because a provider
 * writes them after its children, at the end of `<body>`, and a reader on a slow link would see the page
 * without its variables until the last bytes arrive. In the browser a provider writes them when the linked
 * sheets are not the ones it needs; its tags come later in the head, so their variables win.
 */
export const rendersStyleSheets = (): boolean => typeof document !== 'undefined';

/**
 * Whether the docs theme writes its sheets in the browser: only once the reader's settings (density, spacing,
 * colours, direction) differ from the defaults the server head was built with. Writing them anyway would
 * insert tags at startup, and each insertion makes the browser recompute the style of the whole page. Once
 * written they stay written.
 */
export function useWritesDocsThemeSheets(state: ThemeState): boolean {
  const needed = rendersStyleSheets() && !hasDefaultThemeStyles(state);
  const [writes, setWrites] = React.useState(needed);
  if (needed && !writes) setWrites(true);
  return writes || needed;
}
