import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/** `<style data-emotion="css-global name">rules</style>` as emotion writes a global style on the server. */
const STYLE_TAG = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The CSS text of the global style sheets a tree writes (CSS variables of both schemes, baseline), in order: how the
 * server renderer turns a theme provider into a cached style sheet (the docs theme, src/gatsby/headStyles.tsx; the demo
 * themes, src/demos/demoThemeStylesheet.tsx). Server only.
 */
export function globalStylesCss(tree: React.ReactElement): string {
  const markup = renderToStaticMarkup(<CacheProvider value={createCache({ key: 'css' })}>{tree}</CacheProvider>);
  return [...markup.matchAll(STYLE_TAG)].map(([, , css]) => css).join('');
}
