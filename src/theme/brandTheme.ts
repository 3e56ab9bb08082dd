import { alpha, createTheme } from '@mui/material/styles';
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

/** The docs' own theme: light and dark schemes as CSS variables, switched by a class on <html>. */
export const brandTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { ...blue, main: blue[600] },
        grey,
        text: { primary: grey[900], secondary: grey[800] },
        divider: grey[200],
        background: { default: '#fff', paper: '#fff' },
      },
    },
    dark: {
      palette: {
        primary: { ...blue, main: blue[400] },
        grey,
        text: { primary: '#fff', secondary: grey[400] },
        divider: alpha(blueDark[500], 0.5),
        background: { default: blueDark[900], paper: blueDark[800] },
      },
    },
  },
  spacing: 8,
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
    MuiButtonBase: { defaultProps: { disableRipple: true, disableTouchRipple: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: {
      styleOverrides: {
        ':root': { '--MuiDocs-header-height': `${HEADER_HEIGHT}px`, '--MuiDocs-navDrawer-width': `${DRAWER_WIDTH}px` },
        '*:focus-visible': { outline: `3px solid ${alpha(blue[500], 0.5)}`, outlineOffset: 2 },
        code: { fontFamily: codeFontFamily },
      },
    },
  },
});
