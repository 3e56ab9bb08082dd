import * as React from 'react';
import { CssVarsProvider } from '@mui/joy/styles';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '../domain/preferences';

/**
 * Joy UI demos get Joy's own provider, reading the docs' mode from the same storage keys (Joy keeps its
 * own mode state; `JoyModeFollower` keeps it in step within a tab). Loaded only on pages with Joy demos.
 */
export function JoyDemoSandbox({ children }: { children: React.ReactNode }) {
  return (
    <CssVarsProvider modeStorageKey={MODE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY} disableTransitionOnChange>
      {children}
    </CssVarsProvider>
  );
}
