import { ContentError, whereIs, type Loc } from './contentError';
import { visitNodes, type MdNode } from './mdast';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Link rules of an internal link starts with "/" (a relative one breaks as
 * soon as the page moves) and no link ends with duplicated slashes. Checks inline links,
 * autolinks and reference definitions (`[id]: url`).
 */
export function checkLinks(tree: MdNode, loc: Loc): void {
  visitNodes(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined) checkUrl(node.url, node, loc);
  });
}

function checkUrl(url: string, node: MdNode, loc: Loc): void {
  const path = url.split(/[?#]/)[0];
  if (/\/{2,}$/.test(path))
    throw new ContentError(
      `${whereIs(loc, node)}: Link "${url}" has duplicated trailing slashes. Fix: end it with a single slash: "${url.replace(/\/{2,}(?=$|[?#])/, '/')}".`,
    );
  if (url === '' || url.startsWith('/') || url.startsWith('#') || SCHEME.test(url)) return;
  const fromRoot = `/${url.replace(/^(\.{1,2}\/)+/, '')}`;
  throw new ContentError(
    `${whereIs(loc, node)}: Link "${url}" has no leading slash, so it depends on the page's own URL. Fix: write the path from the site root: "${fromRoot}".`,
  );
}
