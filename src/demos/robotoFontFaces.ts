import { ROBOTO_FILES } from '../theme/demoFonts';

/**
 * Roboto, Material UI's default font, for its demos and starters: self-hosted Latin subset, `optional` (used when it
 * comes within ~100 ms of the first layout that needs it, never swapped in later). Declared with the Material demo
 * theme's variables (its cached sheet, or written in the browser when a page without it gains demos), so only pages
 * that show Material demos or starters declare it: a page without them must not, since the docs' fallback stack names
 * Roboto and a declared Roboto would be downloaded there for nothing (on a cold visit, in the first paint's way).
 */
export const ROBOTO_FONT_FACES = ROBOTO_FILES.map(
  ([weight, url]) => `@font-face{font-family:'Roboto';font-style:normal;font-display:optional;font-weight:${weight};src:url(${url}) format('woff2');}`,
).join('');
