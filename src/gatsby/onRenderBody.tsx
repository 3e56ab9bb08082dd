import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';

/** Applies the stored colour mode before React starts, so the first paint has the right colours. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPreBodyComponents, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<link key="icon" rel="icon" type="image/svg+xml" href="/favicon.svg" />]);
  setPreBodyComponents([<InitColorSchemeScript key="init-color-scheme" attribute="class" />]);
};
