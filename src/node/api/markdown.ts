import type { HastElement, HastNode } from '../../domain/markdown';
import { isExternal } from '../../domain/sidebar';
import { importEsm } from '../mdx/esm';

/**
 * JSDoc descriptions as page content: Markdown (GFM) → hast, block by block. Headings inside a description
 * become bold paragraphs (they must not enter the page's table of contents). Links are checked against the
 * site: a link to a page of this site, written relative (`/material-ui/api/button/#…`) or to mui.com, stays
 * on the site (renderBody adds the language prefix); a link to a page the site does not have goes to
 * mui.com, where the package's authors pointed it. `[[GridRowsProp]]` (MUI X's type references) is code.
 */

export type JsdocMarkdown = (md: string) => HastNode[];

const ORIGIN = 'https://mui.com';

type Processor = { parse(md: string): unknown; runSync(tree: unknown): { children: HastNode[] } };
let processor: Promise<Processor> | null = null;

function getProcessor(): Promise<Processor> {
  processor ??= Promise.all([importEsm('unified'), importEsm('remark-parse'), importEsm('remark-gfm'), importEsm('remark-rehype')]).then(
    ([{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkRehype }]) =>
      unified().use(remarkParse).use(remarkGfm).use(remarkRehype) as unknown as Processor,
  );
  return processor;
}

/** A site link for `href`, given the pages the site has (canonical pathnames, no trailing slash). */
export function siteHref(href: string, pages: Set<string>): string {
  const url = /^https?:\/\/(next\.|v6\.)?mui\.com(\/.*)?$/.exec(href);
  const local = url ? (url[2] ?? '/') : href;
  if (isExternal(local) || !local.startsWith('/')) return href;
  const [pathAndQuery, hash] = local.split('#');
  const pathname = pathAndQuery.split('?')[0].replace(/\/+$/, '') || '/';
  if (pages.has(pathname)) return `${pathname === '/' ? '/' : `${pathname}/`}${hash !== undefined ? `#${hash}` : ''}`;
  return `${ORIGIN}${local}`;
}

function rewrite(node: HastNode, pages: Set<string>): HastNode {
  if (node.type !== 'element') return node;
  const children = node.children.map((child) => rewrite(child, pages));
  if (/^h[1-6]$/.test(node.tagName)) return { ...node, tagName: 'p', children: [{ type: 'element', tagName: 'strong', properties: {}, children }] } as HastElement;
  if (node.tagName === 'a' && typeof node.properties.href === 'string') {
    return { ...node, properties: { ...node.properties, href: siteHref(node.properties.href, pages) }, children };
  }
  return { ...node, children };
}

/** The converter for one build, knowing the site's pages. */
export async function createJsdocMarkdown(pages: Set<string>): Promise<JsdocMarkdown> {
  const unified = await getProcessor();
  return (md: string) => {
    const source = md.replace(/\[\[(\w+)\]\]/g, '`$1`');
    const tree = unified.runSync(unified.parse(source));
    return tree.children.filter((n) => !(n.type === 'text' && !n.value.trim())).map((n) => rewrite(n, pages));
  };
}
