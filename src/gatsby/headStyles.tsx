import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { JoyDemoSandbox } from '../demos/JoyDemoSandbox';
import { DEMO_THEME_SHEET_ATTRIBUTE, MaterialDemoVariables } from '../demos/MaterialDemoSandbox';
import type { DemoTheme } from '../domain/demo';
import { DocsThemeProvider } from '../providers/DocsThemeProvider';
import { ThemeStateProvider } from '../providers/ThemeStateProvider';

/** `<style data-emotion="css-global name">rules</style>` as emotion writes a global style on the server. */
const STYLE_TAG = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The global style sheets a tree writes (CSS variables of both schemes, baseline), as head elements. They
 * keep emotion's `data-emotion` name, so a provider that writes the same sheet in the browser adopts the tag
 * instead of adding a second one (src/theme/styleSheets.ts). `data-s` tells emotion's runtime the tag is
 * already where it belongs: without it, emotion moves every server style tag to the end of `<head>` at startup,
 * and moving a sheet makes the browser recompute the style of the whole page.
 */
function globalStyleTags(prefix: string, tree: React.ReactElement, marker: Record<string, string> = {}): React.ReactElement[] {
  const markup = renderToStaticMarkup(<CacheProvider value={createCache({ key: 'css' })}>{tree}</CacheProvider>);
  return [...markup.matchAll(STYLE_TAG)].map(([, name, css]) => (
    <style key={`${prefix}-${name}`} data-emotion={name} data-s="" {...marker} dangerouslySetInnerHTML={{ __html: css }} />
  ));
}

/**
 * Built on first use and the same for every page (server markup uses the default theme state; the reader's
 * own settings apply in the browser). Rendering the real providers keeps the sheets identical to the ones
 * the browser writes.
 */
let docsTheme: React.ReactElement[] | undefined;
const demoThemes: Partial<Record<DemoTheme, React.ReactElement[]>> = {};

/** The docs theme's global styles: everything the first paint needs before any content arrives. */
export function getDocsThemeStyles(): React.ReactElement[] {
  docsTheme ??= globalStyleTags(
    'docs',
    <ThemeStateProvider>
      <DocsThemeProvider styleSheets>{null}</DocsThemeProvider>
    </ThemeStateProvider>,
  );
  return docsTheme;
}

/** The CSS variables of a demo theme, for pages whose demos use it (before the first demo arrives). */
export function getDemoThemeStyles(theme: DemoTheme): React.ReactElement[] {
  demoThemes[theme] ??= globalStyleTags(`demo-${theme}`, theme === 'joy' ? <JoyDemoSandbox styleSheets>{null}</JoyDemoSandbox> : <MaterialDemoVariables styleSheets />, {
    [DEMO_THEME_SHEET_ATTRIBUTE]: theme,
  });
  return demoThemes[theme]!;
}
