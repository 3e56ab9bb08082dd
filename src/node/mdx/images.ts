import fs from 'fs';
import path from 'path';
import { imageSize } from 'image-size';
import { ContentError, whereIs, type Loc } from './contentError';
import { collectDefinitions, visitNodes, type MdNode } from './mdast';

export interface ImageOptions {
  /** The folder served at the site root (Gatsby's `static/`). */
  staticDir: string;
}

/**
 * Markdown images must be files under static/ with alt text. Each gets its intrinsic width and
 * height (read from the file, so the page does not shift when it loads) and lazy, async decoding.
 * Remote images fail: pages work offline and nothing is fetched at build time.
 */
export function resolveImages(tree: MdNode, loc: Loc, { staticDir }: ImageOptions): void {
  const definitions = collectDefinitions(tree);
  visitNodes(tree, (node) => {
    if (node.type === 'image') resolveImage(node, node.url ?? '', loc, staticDir);
    else if (node.type === 'imageReference') {
      const definition = definitions.get(node.identifier ?? '');
      if (definition) resolveImage(node, definition.url ?? '', loc, staticDir);
    }
  });
}

function resolveImage(node: MdNode, url: string, loc: Loc, staticDir: string): void {
  function fail(problem: string, fix: string): never {
    throw new ContentError(`${whereIs(loc, node)}: Image "${url}" ${problem}. Fix: ${fix}.`);
  }
  const name = path.posix.basename(url.split(/[?#]/)[0]) || 'image.png';
  if (/^(https?:)?\/\//i.test(url))
    fail('is remote; pages must work offline and nothing is fetched at build time', `download it into static/ (e.g. static/images/${name}) and write "/images/${name}"`);
  if (!url.startsWith('/')) fail('is not a path under static/', `save the file under static/ and write its path from the site root, e.g. "/images/${name}"`);
  if (!node.alt?.trim()) fail('has no alt text', `describe what the image shows inside the brackets: ![A diagram of …](${url})`);

  const root = path.resolve(staticDir);
  const file = path.join(root, safeDecode(url.split(/[?#]/)[0]));
  if (!file.startsWith(root + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    fail(`was not found (looked up ${displayPath(file)})`, 'add the file at that path under static/, or correct the URL');
  const size = readSize(file);
  if (!size) fail(`has no readable width and height (${displayPath(file)})`, 'use a PNG, JPEG, GIF, WebP or an SVG with width/height or a viewBox');
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...size, loading: 'lazy', decoding: 'async' } };
}

function readSize(file: string): { width: number; height: number } | null {
  try {
    const { width, height, orientation } = imageSize(file);
    if (!width || !height) return null;
    // EXIF orientations 5 to 8 display the picture turned by 90 degrees.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}

const safeDecode = (value: string) => {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
};

const displayPath = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
};
