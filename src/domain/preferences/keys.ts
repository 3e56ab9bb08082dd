/**
 * Every storage key, cookie name and allowed value of the reader's preferences, defined once:
 * the no-flash head script and the React providers both import them.
 */
export const MODE_STORAGE_KEY = 'mui-mode';
/** MUI appends '-light' / '-dark' for the scheme used in each mode. */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
/** Direction, density, spacing and docs colours (JSON). */
export const THEME_STATE_STORAGE_KEY = 'mui-docs-theme';
/** The site search's recent searches (JSON list, newest first: src/domain/search/recent.ts). */
export const RECENT_SEARCHES_STORAGE_KEY = 'docs-search-recent';
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const COOKIE_MAX_AGE = 31536000;

export const MODES = ['light', 'system', 'dark'] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MODE: Mode = 'system';
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export const CODE_STYLINGS = ['MUI System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';
/** Hash prefixes that select a styling solution (`#tailwind-Demo.js`). */
export const CODE_STYLING_HASH_PREFIX: Record<CodeStyling, string> = { 'MUI System': 'system-', Tailwind: 'tailwind-', CSS: 'css-' };

export const BODY_MODE_CLASS: Record<ColorScheme, string> = { light: 'mode-light', dark: 'mode-dark' };
/** Browser UI colour per mode (theme-color meta). */
export const THEME_COLOR: Record<ColorScheme, string> = { light: 'hsl(210, 100%, 42%)', dark: 'hsl(210, 14%, 7%)' };
