import { hasDefaultThemeStyles, INITIAL_THEME_STATE, parseStoredThemeState, themeReducer, type ThemeAction, type ThemeState } from './themeState';

const s = (over: Partial<ThemeState> = {}): ThemeState => ({ ...INITIAL_THEME_STATE, ...over });

describe('themeReducer', () => {
  test.each<[string, ThemeState, ThemeAction, Partial<ThemeState>]>([
    ['SET_SPACING', s(), { type: 'SET_SPACING', payload: 10 }, { spacing: 10 }],
    ['SET_SPACING clamps', s(), { type: 'SET_SPACING', payload: 99 }, { spacing: 16 }],
    ['INCREASE_SPACING', s(), { type: 'INCREASE_SPACING' }, { spacing: 9 }],
    ['DECREASE_SPACING', s(), { type: 'DECREASE_SPACING' }, { spacing: 7 }],
    ['SET_DENSE', s(), { type: 'SET_DENSE', payload: true }, { dense: true }],
    ['RESET_DENSITY', s({ dense: true, spacing: 11 }), { type: 'RESET_DENSITY' }, { dense: false, spacing: 8 }],
    ['RESET_COLORS', s({ paletteColors: { primary: '#ff0000' } }), { type: 'RESET_COLORS' }, { paletteColors: {} }],
    ['CHANGE mode', s(), { type: 'CHANGE', payload: { paletteMode: 'dark' } }, { paletteMode: 'dark' }],
    ['CHANGE direction', s(), { type: 'CHANGE', payload: { direction: 'rtl' } }, { direction: 'rtl' }],
    ['CHANGE colours', s(), { type: 'CHANGE', payload: { paletteColors: { primary: '#00ff00' } } }, { paletteColors: { primary: '#00ff00' } }],
  ])('%s', (_name, state, action, expected) => {
    const next = themeReducer(state, action);
    expect(next).not.toBe(state);
    expect(next).toEqual({ ...state, ...expected });
  });

  test.each<[string, ThemeState, ThemeAction]>([
    ['SET_SPACING to the same value', s(), { type: 'SET_SPACING', payload: 8 }],
    ['DECREASE_SPACING at the minimum', s({ spacing: 2 }), { type: 'DECREASE_SPACING' }],
    ['SET_DENSE unchanged', s(), { type: 'SET_DENSE', payload: false }],
    ['RESET_DENSITY when already reset', s(), { type: 'RESET_DENSITY' }],
    ['RESET_COLORS with no colours', s(), { type: 'RESET_COLORS' }],
    ['CHANGE with equal values', s({ direction: 'rtl' }), { type: 'CHANGE', payload: { direction: 'rtl', paletteMode: 'light' } }],
    ['CHANGE with empty payload', s(), { type: 'CHANGE', payload: {} }],
    ['CHANGE with equal colours in a new object', s({ paletteColors: { primary: '#ff0000' } }), { type: 'CHANGE', payload: { paletteColors: { primary: '#ff0000' } } }],
  ])('%s returns the same object', (_name, state, action) => {
    expect(themeReducer(state, action)).toBe(state);
  });

  test('an unknown action type throws', () => {
    expect(() => themeReducer(s(), { type: 'NOPE' } as unknown as ThemeAction)).toThrow('Unrecognized type NOPE');
  });
});

describe('parseStoredThemeState', () => {
  test.each<[string | null, object]>([
    [null, {}],
    ['', {}],
    ['{bad json', {}],
    ['"rtl"', {}],
    ['null', {}],
    ['[]', {}],
    ['{"direction":"rtl","dense":true,"spacing":10}', { direction: 'rtl', dense: true, spacing: 10 }],
    ['{"direction":"up","dense":"yes","spacing":"x"}', {}],
    ['{"spacing":1e9}', { spacing: 16 }],
    ['{"paletteColors":{"primary":"#AbCdEf","secondary":"red"}}', { paletteColors: { primary: '#AbCdEf' } }],
    ['{"paletteColors":{"primary":"url(javascript:x)"}}', { paletteColors: {} }],
  ])('%j → %j', (raw, expected) => expect(parseStoredThemeState(raw)).toEqual(expected));
});

describe('hasDefaultThemeStyles', () => {
  test("the initial state, in either colour mode, has the server's sheets; any other density, spacing, colour or direction does not", () => {
    expect(hasDefaultThemeStyles(s())).toBe(true);
    expect(hasDefaultThemeStyles(s({ paletteMode: 'dark' }))).toBe(true);
    expect(hasDefaultThemeStyles(s({ paletteColors: {} }))).toBe(true);
    expect(hasDefaultThemeStyles(s({ dense: true }))).toBe(false);
    expect(hasDefaultThemeStyles(s({ spacing: 9 }))).toBe(false);
    expect(hasDefaultThemeStyles(s({ direction: 'rtl' }))).toBe(false);
    expect(hasDefaultThemeStyles(s({ paletteColors: { primary: '#ff0000' } }))).toBe(false);
    expect(hasDefaultThemeStyles(s({ paletteColors: { secondary: '#00ff00' } }))).toBe(false);
  });
});
