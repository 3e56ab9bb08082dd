import * as React from 'react';
import { CssVarsProvider } from '@mui/joy/styles';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '../domain/preferences';
import { rendersStyleSheets } from '../theme/styleSheets';
import { linksDemoThemeSheet } from './demoThemeSheet';

/**
 * Joy UI demos get Joy's own provider, reading the docs' mode from the same storage keys (Joy keeps its
 * own mode state; `JoyModeFollower` keeps it in step within a tab). Loaded only on pages with Joy demos.
 */
export function JoyDemoTheme({ children, styleSheets: forced }: { children: React.ReactNode; styleSheets?: boolean }) {
  const [styleSheets] = React.useState(() => forced ?? (rendersStyleSheets() && !linksDemoThemeSheet('joy')));
  return (
    <CssVarsProvider
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      // Joy's CSS variables are a file the server links from <head> (src/gatsby/shellStylesheet.ts), not after each demo.
      disableStyleSheetGeneration={!styleSheets}
    >
      {children}
    </CssVarsProvider>
  );
}
