import roboto300 from '@fontsource/roboto/files/roboto-latin-300-normal.woff2';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import type { DemoTheme } from '../domain/demo/types';

/**
 * The font files each demo theme declares, as their public URLs (webpack asset modules): Roboto's Latin weights for the
 * Material demo theme (declared by src/demos/robotoFontFaces.ts); none for Joy's, whose stack falls back to the
 * system's fonts. The service worker keeps them with a product's main pages, whose demos ask for them offline.
 */
export const ROBOTO_FILES: ReadonlyArray<readonly [weight: number, url: string]> = [
  [300, roboto300],
  [400, roboto400],
  [500, roboto500],
  [700, roboto700],
];

export function demoFontFiles(theme: DemoTheme): string[] {
  return theme === 'material' ? ROBOTO_FILES.map(([, url]) => url) : [];
}
