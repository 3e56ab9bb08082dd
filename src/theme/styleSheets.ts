import * as React from 'react';
import { hasDefaultThemeStyles, type ThemeState } from '../domain/preferences';

/**
 * Whether a theme provider writes its global style sheets (CSS variables, baseline) itself. On the server it
 * does not: `onRenderBody` puts the same sheets in `<head>` (src/gatsby/headStyles.tsx), because a provider
 * writes them after its children, at the end of `<body>`, and a reader on a slow link would see the page
 * without its variables until the last bytes arrive. In the browser a provider writes them when the page's
 * server sheets are not the ones it needs; emotion adopts a server tag of the same name.
 */
export const rendersStyleSheets = (): boolean => typeof document !== 'undefined';

/**
 * Whether the docs theme writes its sheets in the browser: only once the reader's settings (density, spacing,
 * colours, direction) differ from the defaults the server head was built with. Writing them anyway would
 * adopt and move the head's tags at startup, and each move makes the browser recompute the style of the
 * whole page. Once written they stay written (their tags replace the server's when adopted).
 */
export function useWritesDocsThemeSheets(state: ThemeState): boolean {
  const needed = rendersStyleSheets() && !hasDefaultThemeStyles(state);
  const [writes, setWrites] = React.useState(needed);
  if (needed && !writes) setWrites(true);
  return writes || needed;
}
