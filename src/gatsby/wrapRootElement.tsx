import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { brandTheme } from '../theme/brandTheme';

/** App-wide providers, identical on the server and in the browser. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ThemeProvider theme={brandTheme} defaultMode="system">
    <CssBaseline enableColorScheme />
    {element}
  </ThemeProvider>
);
