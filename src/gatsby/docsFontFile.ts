import path from 'path';
import { writeHashedFile } from '../platform/hashedFiles';
import { contentAddressedFs as fs } from '../platform/contentAddressedFs';

/** IBM Plex Sans's variable file (weights 100–700), Latin subset, from @fontsource-variable. */
const SOURCE = 'node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2';

let href: string | undefined;

/**
 * The docs' font as a content-hashed file (`/styles/ibm-plex-sans.<hash>.woff2`, cached for a year), written the first
 * time a page asks for it: the head script of every page names it (src/domain/fonts/docsFont.ts). Server only.
 */
export function getDocsFontHref(root = process.cwd()): string {
  href ??= writeHashedFile({ folder: 'styles', prefix: 'ibm-plex-sans', extension: 'woff2', content: fs.readFileSync(path.join(root, SOURCE)), keepOtherVersions: true });
  return href;
}
