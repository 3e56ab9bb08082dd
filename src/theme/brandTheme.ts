import { alpha, createTheme } from '@mui/material/styles';
import { colorChannel, hslToRgb } from '@mui/system/colorManipulator';
import { blue, blueDark, grey } from './palette';

export const HEADER_HEIGHT = 57;
export const DRAWER_WIDTH = 300;
export const TOC_WIDTH = 242;

const systemFont = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';
/** General Sans is not on the registries here: it stays first and IBM Plex Sans (self-hosted) stands in. */
export const fontFamily = `"IBM Plex Sans", ${systemFont}`;
export const headingFontFamily = `"General Sans", "IBM Plex Sans", ${systemFont}`;
export const codeFontFamily = 'Menlo, Consolas, "Droid Sans Mono", monospace';

const heading = { fontFamily: headingFontFamily, scrollMarginTop: `calc(var(--MuiDocs-header-height) + 32px)` };

/** Compact density: small buttons and tables, dense inputs, lists and toolbars. */
const highDensity = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiTextField: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
} as const;

/**
 * Colours with their `…Channel` tokens given, not left to MUI: @mui/material 6.1.2 writes the channels it computes
 * into its module-level default palettes (createPalette's `light`/`dark`, shared by reference through deepmerge),
 * so once any other theme of a scheme was built in the process (a demo's, in the build's renderer), a later theme
 * inherited that theme's channels for its own text and background colours, and the shell sheet differed from
 * build to build.
 */
function withChannels<T extends Record<string, string>>(colors: T): T & Record<`${string & keyof T}Channel`, string> {
  const channels = Object.fromEntries(Object.entries(colors).map(([key, color]) => [`${key}Channel`, colorChannel(color.startsWith('hsl') ? hslToRgb(color) : color)]));
  return { ...colors, ...channels } as T & Record<`${string & keyof T}Channel`, string>;
}

export interface DocsThemeOptions {
  direction: 'ltr' | 'rtl';
  spacing: number;
  dense: boolean;
  paletteColors: { primary?: string; secondary?: string };
}

/**
 * The docs' own theme: light and dark schemes as CSS variables switched by a class on <html>,
 * with the reader's direction, spacing, density and colours from the theme state.
 */
export function createDocsTheme({ direction, spacing, dense, paletteColors }: DocsThemeOptions) {
  const custom = (main: string | undefined) => (main ? { main } : {});
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { ...blue, main: blue[600], ...custom(paletteColors.primary) },
          ...(paletteColors.secondary ? { secondary: { main: paletteColors.secondary } } : {}),
          grey,
          text: withChannels({ primary: grey[900], secondary: grey[800] }),
          divider: grey[200],
          background: withChannels({ default: '#fff', paper: '#fff' }),
        },
      },
      dark: {
        palette: {
          primary: { ...blue, main: blue[400], ...custom(paletteColors.primary) },
          ...(paletteColors.secondary ? { secondary: { main: paletteColors.secondary } } : {}),
          grey,
          text: withChannels({ primary: '#fff', secondary: grey[400] }),
          divider: alpha(blueDark[500], 0.5),
          background: withChannels({ default: blueDark[900], paper: blueDark[800] }),
        },
      },
    },
    spacing,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { ...heading, fontSize: 'clamp(2.25rem, 1.5rem + 2vw, 3rem)', fontWeight: 600, lineHeight: 1.15 },
      h2: { ...heading, fontSize: 'clamp(1.5rem, 0.9643rem + 1.4286vw, 2.25rem)', fontWeight: 600, lineHeight: 44 / 36 },
      h3: { ...heading, fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h4: { ...heading, fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'initial', fontWeight: 700 },
      body1: { fontSize: '1rem', lineHeight: 1.5 },
      body2: { fontSize: '0.875rem', lineHeight: 1.5 },
    },
    components: {
      ...(dense ? highDensity : {}),
      MuiButtonBase: { defaultProps: { disableRipple: true, disableTouchRipple: true } },
      MuiButton: { defaultProps: { disableElevation: true, ...(dense ? { size: 'small' as const } : {}) } },
      MuiCssBaseline: {
        styleOverrides: {
          ':root': { '--MuiDocs-header-height': `${HEADER_HEIGHT}px`, '--MuiDocs-navDrawer-width': `${DRAWER_WIDTH}px` },
          '*:focus-visible': { outline: `3px solid ${alpha(blue[500], 0.5)}`, outlineOffset: 2 },
          code: { fontFamily: codeFontFamily },
        },
      },
    },
  });
}
