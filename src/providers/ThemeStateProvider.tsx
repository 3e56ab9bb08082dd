import * as React from 'react';
import {
  INITIAL_THEME_STATE,
  THEME_STATE_STORAGE_KEY,
  parseStoredThemeState,
  serializeThemeState,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from '../domain/preferences';
import { readStorage, writeStorage } from './storage';

const ThemeStateContext = React.createContext<ThemeState | null>(null);
ThemeStateContext.displayName = 'ThemeOptionsContext';
const ThemeDispatchContext = React.createContext<React.Dispatch<ThemeAction>>(() => {
  throw new Error('Forgot to wrap component in `ThemeProvider`');
});
ThemeDispatchContext.displayName = 'ThemeDispatchContext';

/**
 * The docs theme state (density, direction, colours, spacing, mode). The first render uses the
 * defaults, like the server; stored preferences apply right after mount and follow other tabs.
 */
export function ThemeStateProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themeReducer, INITIAL_THEME_STATE);
  const mounted = React.useRef(false);
  const { direction, dense, spacing, paletteColors } = state;

  React.useEffect(() => {
    const apply = (raw: string | null) => {
      const stored = parseStoredThemeState(raw);
      dispatch({ type: 'CHANGE', payload: { direction: stored.direction ?? 'ltr', paletteColors: stored.paletteColors ?? {} } });
      dispatch({ type: 'SET_DENSE', payload: stored.dense ?? false });
      dispatch({ type: 'SET_SPACING', payload: stored.spacing ?? INITIAL_THEME_STATE.spacing });
    };
    apply(readStorage(THEME_STATE_STORAGE_KEY));
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STATE_STORAGE_KEY) apply(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  React.useEffect(() => {
    // Skip the mount: the defaults must not overwrite what the effect above is loading.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    writeStorage(THEME_STATE_STORAGE_KEY, serializeThemeState({ direction, dense, spacing, paletteColors }));
  }, [direction, dense, spacing, paletteColors]);

  return (
    <ThemeDispatchContext.Provider value={dispatch}>
      <ThemeStateContext.Provider value={state}>{children}</ThemeStateContext.Provider>
    </ThemeDispatchContext.Provider>
  );
}

export function useThemeState(): ThemeState {
  const state = React.useContext(ThemeStateContext);
  if (!state) throw new Error('Forgot to wrap component in `ThemeProvider`');
  return state;
}

/** The theme dispatch; outside the provider it throws "Forgot to wrap component in `ThemeProvider`". */
export function useThemeDispatch(): React.Dispatch<ThemeAction> {
  return React.useContext(ThemeDispatchContext);
}

export function useChangeTheme() {
  const dispatch = useThemeDispatch();
  return React.useCallback((payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) => dispatch({ type: 'CHANGE', payload }), [dispatch]);
}
