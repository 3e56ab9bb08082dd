import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { JoyDemoSandbox } from '../demos/JoyDemoSandbox';
import { MaterialDemoVariables } from '../demos/MaterialDemoSandbox';
import type { DemoTheme } from '../domain/demo';
import { DocsThemeProvider } from '../providers/DocsThemeProvider';
import { ThemeStateProvider } from '../providers/ThemeStateProvider';

/** `<style data-emotion="css-global name">rules</style>` as emotion writes a global style on the server. */
const STYLE_TAG = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/** The CSS text of the global style sheets a tree writes (CSS variables of both schemes, baseline), in order. */
function globalStylesCss(tree: React.ReactElement): string {
  const markup = renderToStaticMarkup(<CacheProvider value={createCache({ key: 'css' })}>{tree}</CacheProvider>);
  return [...markup.matchAll(STYLE_TAG)].map(([, , css]) => css).join('');
}

/**
 * The docs theme's global styles with the default theme state: everything the first paint needs before any
 * content arrives, the same for every page (the reader's own settings apply in the browser, where the provider
 * then writes its own sheets after these, src/theme/styleSheets.ts). Rendering the real provider keeps them
 * identical to the ones the browser writes. Served in the shell style sheet (src/gatsby/shellStylesheet.ts).
 */
export function getDocsThemeCss(): string {
  return globalStylesCss(
    <ThemeStateProvider>
      <DocsThemeProvider styleSheets>{null}</DocsThemeProvider>
    </ThemeStateProvider>,
  );
}

/**
 * The CSS variables of a demo theme, for pages whose demos use it (linked before the first demo arrives). A
 * demo sandbox does not write them again in the browser when the page links them (`DEMO_THEME_SHEET_ATTRIBUTE`).
 */
export function getDemoThemeCss(theme: DemoTheme): string {
  return globalStylesCss(theme === 'joy' ? <JoyDemoSandbox styleSheets>{null}</JoyDemoSandbox> : <MaterialDemoVariables styleSheets />);
}
