import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import JoyInitColorSchemeScript from '@mui/joy/InitColorSchemeScript';
import plexRegular from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2';
import plexSemiBold from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2';
import { getDemoTheme } from '../domain/demo';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, THEME_COLOR, buildNoFlashScript } from '../domain/preferences';
import { getProductInfoFromUrl } from '../domain/routing';

/**
 * Before React starts: our script drops invalid stored values and sets the body class and theme-color,
 * then MUI's script puts the colour-scheme class on <html>. Both read the same keys, so the first
 * paint has the right colours and server and client markup agree.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setPreBodyComponents, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <link key="icon" rel="icon" type="image/svg+xml" href="/favicon.svg" />,
    // Body text and headings: preloaded so the swap happens before first paint, not after (layout shift).
    <link key="font-400" rel="preload" href={plexRegular} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="font-600" rel="preload" href={plexSemiBold} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <meta key="theme-color-light" name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOR.light} />,
    <meta key="theme-color-dark" name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOR.dark} />,
  ]);
  setPreBodyComponents([
    <script key="no-flash" dangerouslySetInnerHTML={{ __html: buildNoFlashScript() }} />,
    <InitColorSchemeScript key="init-color-scheme" attribute="class" modeStorageKey={MODE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY} />,
    // Joy UI demos have their own provider: its attribute is set from the same keys before first paint.
    ...(getDemoTheme(getProductInfoFromUrl(pathname).productId) === 'joy'
      ? [<JoyInitColorSchemeScript key="init-joy-color-scheme" modeStorageKey={MODE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY} />]
      : []),
  ]);
};
