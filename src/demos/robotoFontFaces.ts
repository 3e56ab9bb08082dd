import roboto300 from '@fontsource/roboto/files/roboto-latin-300-normal.woff2';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';

/**
 * Roboto, Material UI's default font, for its demos and starters: self-hosted Latin subset, `optional` (used when it
 * comes within ~100 ms of the first layout that needs it, never swapped in later). Declared with the Material demo
 * theme's variables (its cached sheet, or written in the browser when a page without it gains demos), so only pages
 * that show Material demos or starters declare it: a page without them must not, since the docs' fallback stack names
 * Roboto and a declared Roboto would be downloaded there for nothing (on a cold visit, in the first paint's way).
 */
const FILES: ReadonlyArray<readonly [number, string]> = [
  [300, roboto300],
  [400, roboto400],
  [500, roboto500],
  [700, roboto700],
];

export const ROBOTO_FONT_FACES = FILES.map(
  ([weight, url]) => `@font-face{font-family:'Roboto';font-style:normal;font-display:optional;font-weight:${weight};src:url(${url}) format('woff2');}`,
).join('');
