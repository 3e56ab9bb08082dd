import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { BODY_MODE_CLASS, COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, THEME_COLOR } from '../domain/preferences';
import { createDocsTheme } from '../theme/brandTheme';
import { useThemeDispatch, useThemeState } from './ThemeStateProvider';

/**
 * One emotion cache per direction; the RTL one flips every rule (margins, positions, …).
 * Created per provider, never per module: during the build one process renders every page, and a
 * shared cache would leave out of each page's HTML the styles an earlier page already emitted.
 */
function useDirectionCache(direction: 'ltr' | 'rtl') {
  const [caches] = React.useState(() => ({
    ltr: createCache({ key: 'css' }),
    rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  }));
  return caches[direction];
}

/** Keeps <body> class, theme-color meta, document direction and the theme state's paletteMode in step with the mode. */
function ColorModeEffects() {
  const { mode, systemMode } = useColorScheme();
  const { direction } = useThemeState();
  const dispatch = useThemeDispatch();
  const resolved = mode === 'system' ? systemMode : mode;

  React.useEffect(() => {
    if (resolved !== 'light' && resolved !== 'dark') return;
    document.body.classList.remove(BODY_MODE_CLASS.light, BODY_MODE_CLASS.dark);
    document.body.classList.add(BODY_MODE_CLASS[resolved]);
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', THEME_COLOR[resolved]));
    dispatch({ type: 'CHANGE', payload: { paletteMode: resolved } });
  }, [resolved, dispatch]);

  React.useEffect(() => {
    document.documentElement.dir = direction;
    document.body.dir = direction;
  }, [direction]);
  return null;
}

/** The MUI theme built from the theme state, colour mode with MUI's storage keys, and the direction's style cache. */
export function DocsThemeProvider({ children }: { children: React.ReactNode }) {
  const { direction, spacing, dense, paletteColors } = useThemeState();
  const cache = useDirectionCache(direction);
  const theme = React.useMemo(() => createDocsTheme({ direction, spacing, dense, paletteColors }), [direction, spacing, dense, paletteColors]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={MODE_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <ColorModeEffects />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
