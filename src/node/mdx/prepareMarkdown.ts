import path from 'path';
import { transformDirectives } from './callouts';
import { checkLinks } from './links';
import { resolveImages } from './images';
import type { Loc } from './contentError';
import type { MdNode } from './mdast';

export interface MarkdownLoc extends Loc {
  /** Defaults to `static/` in the working directory (the site root during a build). */
  staticDir?: string;
}

/** The markdown rules applied to a parsed page before it becomes hast (throws ContentError). */
export function prepareMarkdown(tree: MdNode, source: string, loc: MarkdownLoc): void {
  transformDirectives(tree, source, loc);
  checkLinks(tree, loc);
  resolveImages(tree, loc, { staticDir: loc.staticDir ?? path.join(process.cwd(), 'static') });
}
