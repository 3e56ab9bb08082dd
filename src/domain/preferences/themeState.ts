export type Direction = 'ltr' | 'rtl';
export interface PaletteColors {
  primary?: string;
  secondary?: string;
}
export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: 'light' | 'dark';
}

export const DEFAULT_SPACING = 8;
export const INITIAL_THEME_STATE: ThemeState = Object.freeze({
  dense: false,
  direction: 'ltr',
  paletteColors: Object.freeze({}) as PaletteColors,
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
}) as ThemeState;

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>> };

const MIN_SPACING = 2;
const MAX_SPACING = 16;
const clampSpacing = (n: number) => Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(n)));
const sameColors = (a: PaletteColors, b: PaletteColors) => a.primary === b.primary && a.secondary === b.secondary;

/** The docs theme's reducer. Actions that change nothing return the same object (no re-render). */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING': {
      const spacing = clampSpacing(action.payload);
      return spacing === state.spacing ? state : { ...state, spacing };
    }
    case 'INCREASE_SPACING':
      return themeReducer(state, { type: 'SET_SPACING', payload: state.spacing + 1 });
    case 'DECREASE_SPACING':
      return themeReducer(state, { type: 'SET_SPACING', payload: state.spacing - 1 });
    case 'SET_DENSE':
      return action.payload === state.dense ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return !state.dense && state.spacing === DEFAULT_SPACING ? state : { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return sameColors(state.paletteColors, {}) ? state : { ...state, paletteColors: {} };
    case 'CHANGE': {
      const { paletteMode, direction, paletteColors } = action.payload;
      const next = {
        ...state,
        paletteMode: paletteMode || state.paletteMode,
        direction: direction || state.direction,
        paletteColors: paletteColors || state.paletteColors,
      };
      const unchanged = next.paletteMode === state.paletteMode && next.direction === state.direction && sameColors(next.paletteColors, state.paletteColors);
      return unchanged ? state : next;
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type: unknown }).type}`);
  }
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The persisted part of the theme state (direction, density, spacing, colours) from storage; garbage is dropped. */
export function parseStoredThemeState(raw: string | null): Partial<Omit<ThemeState, 'paletteMode'>> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const out: Partial<Omit<ThemeState, 'paletteMode'>> = {};
  if (v.direction === 'ltr' || v.direction === 'rtl') out.direction = v.direction;
  if (typeof v.dense === 'boolean') out.dense = v.dense;
  if (typeof v.spacing === 'number' && Number.isFinite(v.spacing)) out.spacing = clampSpacing(v.spacing);
  if (typeof v.paletteColors === 'object' && v.paletteColors !== null) {
    const c = v.paletteColors as Record<string, unknown>;
    const colors: PaletteColors = {};
    if (typeof c.primary === 'string' && HEX.test(c.primary)) colors.primary = c.primary;
    if (typeof c.secondary === 'string' && HEX.test(c.secondary)) colors.secondary = c.secondary;
    out.paletteColors = colors;
  }
  return out;
}

export function serializeThemeState({ direction, dense, spacing, paletteColors }: Pick<ThemeState, 'direction' | 'dense' | 'spacing' | 'paletteColors'>): string {
  return JSON.stringify({ direction, dense, spacing, paletteColors });
}

/**
 * True when the theme's style sheets for this state are the ones every page's server HTML carries (the
 * default density, spacing, colours and direction; the colour mode is a class, not a sheet).
 */
export function hasDefaultThemeStyles({ direction, dense, spacing, paletteColors }: ThemeState): boolean {
  return (
    direction === INITIAL_THEME_STATE.direction &&
    dense === INITIAL_THEME_STATE.dense &&
    spacing === INITIAL_THEME_STATE.spacing &&
    sameColors(paletteColors, INITIAL_THEME_STATE.paletteColors)
  );
}
