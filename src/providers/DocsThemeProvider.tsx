import * as React from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { BODY_MODE_CLASS, COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, THEME_COLOR } from '../domain/preferences';
import { createDocsTheme } from '../theme/brandTheme';
import { applyColorScheme, inertColorSchemeNode } from '../theme/colorScheme';
import { useWritesDocsThemeSheets } from '../theme/styleSheets';
import { useThemeDispatch, useThemeState } from './ThemeStateProvider';

type Direction = 'ltr' | 'rtl';

/** The right-to-left style cache: it flips every rule (margins, positions, …). Its plugin loads on first use. */
async function createRtlCache(): Promise<EmotionCache> {
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}

/**
 * The direction the page can be styled in now, with its emotion cache. Right-to-left needs the RTL
 * plugin, which few readers ever use: it is loaded when first asked for, and until it arrives the page
 * stays left-to-right (a stored RTL preference applies after hydration anyway).
 * Caches are created per provider, never per module: during the build one process renders every page,
 * and a shared cache would leave out of each page's HTML the styles an earlier page already emitted.
 */
function useDirectionCache(direction: Direction): { cache: EmotionCache; direction: Direction } {
  // Key `css`: creating it moves every server-rendered emotion style tag to <head> (demos rely on it: serverStyles.ts).
  const [ltr] = React.useState(() => createCache({ key: 'css' }));
  const [rtl, setRtl] = React.useState<EmotionCache | null>(null);
  React.useEffect(() => {
    if (direction !== 'rtl' || rtl) return undefined;
    let active = true;
    void createRtlCache().then((cache) => active && setRtl(cache));
    return () => {
      active = false;
    };
  }, [direction, rtl]);
  return direction === 'rtl' && rtl ? { cache: rtl, direction } : { cache: ltr, direction: 'ltr' };
}

/**
 * Keeps the colour scheme's classes on <html> and <body>, the theme-color meta and the theme state's
 * paletteMode in step with the mode, and the document's direction with the styles'.
 */
function ColorModeEffects({ direction }: { direction: Direction }) {
  const { mode, systemMode } = useColorScheme();
  const dispatch = useThemeDispatch();
  const resolved = mode === 'system' ? systemMode : mode;
  const shown = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (resolved !== 'light' && resolved !== 'dark') return;
    // Only what differs is written: the head scripts set these before the first paint, and re-writing a class
    // of <html> or <body> (even to the same value) makes the browser recompute the style of the whole page.
    applyColorScheme(document, resolved, shown.current !== null && shown.current !== resolved);
    shown.current = resolved;
    document.body.classList.toggle(BODY_MODE_CLASS.light, resolved === 'light');
    document.body.classList.toggle(BODY_MODE_CLASS.dark, resolved === 'dark');
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
      if (meta.getAttribute('content') !== THEME_COLOR[resolved]) meta.setAttribute('content', THEME_COLOR[resolved]);
    });
    dispatch({ type: 'CHANGE', payload: { paletteMode: resolved } });
  }, [resolved, dispatch]);

  React.useEffect(() => {
    if (document.documentElement.dir !== direction) document.documentElement.dir = direction;
    if (document.body.dir !== direction) document.body.dir = direction;
  }, [direction]);
  return null;
}

/**
 * The MUI theme built from the theme state, colour mode with MUI's storage keys, and the direction's style cache.
 * `styleSheets`: write the theme's global styles (CSS variables, baseline); by default only in the browser and
 * only for settings other than the defaults (src/theme/styleSheets.ts): the server's are in `<head>`.
 */
export function DocsThemeProvider({ children, styleSheets: forced }: { children: React.ReactNode; styleSheets?: boolean }) {
  const state = useThemeState();
  const writes = useWritesDocsThemeSheets(state);
  const styleSheets = forced ?? writes;
  const { spacing, dense, paletteColors } = state;
  const { cache, direction } = useDirectionCache(state.direction);
  const theme = React.useMemo(() => createDocsTheme({ direction, spacing, dense, paletteColors }), [direction, spacing, dense, paletteColors]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={MODE_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        // The scheme's class on <html> is written by ColorModeEffects (src/theme/colorScheme.ts), which also
        // stops transitions during a switch: MUI's provider would do both once more after every hydration.
        colorSchemeNode={inertColorSchemeNode()}
        disableStyleSheetGeneration={!styleSheets}
      >
        {styleSheets ? <CssBaseline enableColorScheme /> : null}
        <ColorModeEffects direction={direction} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
