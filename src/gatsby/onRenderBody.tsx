import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import JoyInitColorSchemeScript from '@mui/joy/InitColorSchemeScript';
import site from '../config/site.json';
import { buildGtagBootstrap } from '../domain/analytics';
import { getDemoTheme, getPageDemoTheme } from '../domain/demo';
import { LANGUAGE_INFO } from '../domain/languages';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, THEME_COLOR, buildBodyClassScript, buildNoFlashScript } from '../domain/preferences';
import { pathnameToLanguage } from '../domain/routing';
import { STARTER_CHUNK_PREFIX } from '../domain/starters';
import { takePageDemoStyles } from '../demos/serverStyles';
import { DEMO_THEME_SHEET_ATTRIBUTE } from '../demos/demoThemeSheet';
import { getDemoThemeStylesheetHref } from '../demos/demoThemeStylesheet';
import { getShellStylesheetHref } from './shellStylesheet';
import { getDocsFontHref } from './docsFontFile';
import { buildDocsFontScript } from '../domain/fonts';

/** Gatsby's name for the chunk of the template of pages that embed demos (src/templates/demo-page.tsx). */
const DEMO_PAGE_CHUNK = 'component---src-templates-demo-page-tsx';

interface PageDataFile {
  componentChunkName?: string;
  result?: { pageContext?: { productId?: string } };
}

/** The demo theme whose variables the page's demos need before they arrive, if the page has demos. */
function pageDemoTheme(loadPageDataSync: (pathname: string) => unknown, pathname: string) {
  let page: PageDataFile;
  try {
    page = loadPageDataSync(pathname) as PageDataFile;
  } catch {
    return null; // pages without page data (none today) have no demos
  }
  const productId = page.result?.pageContext?.productId;
  // The full-screen starters (src/templates/starter/<product>/) are drawn in their product's demo theme.
  if (page.componentChunkName?.startsWith(STARTER_CHUNK_PREFIX)) return productId ? getDemoTheme(productId) : null;
  return page.componentChunkName === DEMO_PAGE_CHUNK && productId ? getPageDemoTheme(productId) : null;
}

/**
 * The head: the page's language, and every style sheet the first paint needs, before any content: cached
 * files for what pages share (docs theme variables of both schemes, baseline and the shell's rules; on pages
 * with demos the demo theme's variables), inline only what is the page's own (its demos' rules).
 * Before React starts: our script (end of the head) drops invalid stored values and sets the colour-scheme class on
 * <html> and the theme-color, then at the top of the body the body class and MUI's script (the same class again). Both read the same keys, so the first
 * paint has the right colours and server and client markup agree.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  loadPageDataSync,
  setPreBodyComponents,
  setHtmlAttributes,
  setBodyAttributes,
  setHeadComponents,
}) => {
  // The direction is written in the HTML: set after hydration instead, it would make the browser recompute the
  // style of the whole page (a reader's right-to-left setting applies after hydration).
  setHtmlAttributes({ lang: LANGUAGE_INFO[pathnameToLanguage(pathname).userLanguage].tag, dir: 'ltr' });
  setBodyAttributes({ dir: 'ltr' });
  const demoTheme = pageDemoTheme(loadPageDataSync, pathname);
  // Gatsby calls this after rendering the page's body, so the styles of its server-rendered demos are known.
  const demoStyles = takePageDemoStyles(pathname);
  const measurementId = process.env.GATSBY_GA_MEASUREMENT_ID || null;
  setHeadComponents([
    // `window.gtag` and `dataLayer` on every page, first: calls made before the Google tag loads are queued.
    <script key="gtag" dangerouslySetInnerHTML={{ __html: buildGtagBootstrap(measurementId) }} />,
    // The Google tag only when a measurement id was configured at build: a local build sends nothing anywhere.
    ...(measurementId ? [<script key="gtag-js" async src={`${site.analytics.gtagScriptUrl}?id=${encodeURIComponent(measurementId)}`} />] : []),
    // The demo theme's CSS variables (one cached file per theme) and the demos' own rules, before the demos.
    ...(demoTheme ? [<link key="demo-theme-css" rel="stylesheet" href={getDemoThemeStylesheetHref(demoTheme)} {...{ [DEMO_THEME_SHEET_ATTRIBUTE]: demoTheme }} />] : []),
    ...(demoStyles ? [<style key="demo-styles" data-demo-styles="" dangerouslySetInnerHTML={{ __html: demoStyles }} />] : []),
    // The docs theme's variables and baseline, then the rules of the body, sidebar, table of contents, app bar
    // and demo frames: one cached file, before any content.
    <link key="shell-css" rel="stylesheet" href={getShellStylesheetHref()} />,
    <link key="icon" rel="icon" type="image/svg+xml" href="/favicon.svg" />,
    // No font in a cold visit's first paint: the docs' IBM Plex Sans is declared (and preloaded, from the cache) by its
    // head script below only once this browser has its file (src/domain/fonts/docsFont.ts); the Material demos'
    // Roboto, `optional`, comes with their theme (robotoFontFaces.ts). Preloads from the HTML took a slow link's
    // bandwidth from the sheet and the HTML (first paint at 1.6 Mbps, 150 ms latency, CPU x4: doc page 920 -> 770 ms,
    // component page 1,000 -> 840 ms; bench/REPORT.md).
    <script key="docs-font" dangerouslySetInnerHTML={{ __html: buildDocsFontScript(getDocsFontHref()) }} />,
    <meta key="theme-color-light" name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOR.light} />,
    <meta key="theme-color-dark" name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOR.dark} />,
    // Last in the head (the theme-color metas it sets are above): the reader's colour scheme is on <html> before
    // <body> exists, so no frame paints without it, however the HTML is split on a slow link.
    <script key="no-flash" dangerouslySetInnerHTML={{ __html: buildNoFlashScript() }} />,
  ]);
  setPreBodyComponents([
    <script key="body-class" dangerouslySetInnerHTML={{ __html: buildBodyClassScript() }} />,
    <InitColorSchemeScript key="init-color-scheme" attribute="class" modeStorageKey={MODE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY} />,
    // Joy UI demos have their own provider: its attribute is set from the same keys before first paint.
    ...(demoTheme === 'joy'
      ? [<JoyInitColorSchemeScript key="init-joy-color-scheme" modeStorageKey={MODE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY} />]
      : []),
  ]);
};
