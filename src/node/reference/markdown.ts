import type { HastElement, HastNode } from '../../domain/markdown';
import { isExternal } from '../../domain/sidebar';
import { importEsm } from '../mdx/esm';

/**
 * JSDoc descriptions as page content: Markdown (GFM) → hast, block by block. Headings inside a description
 * become bold paragraphs (they must not enter the page's table of contents). Links are checked against the
 * site (siteHref): a link to a page and section of this site, written relative (`/material-ui/api/button/#…`)
 * or to mui.com, stays on the site (renderBody adds the language prefix); one this site does not have goes
 * to mui.com, where the package's authors pointed it. `[[GridRowsProp]]` (MUI X's type references) is code, a link
 * when the type has a page here (`[[GridFilterItem]]`).
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

/** The site's pages (canonical pathnames, no trailing slash) and the ids each has, as far as the build knows them. */
export type SitePages = Map<string, Set<string>>;

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());
const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/**
 * The id on this site for a fragment the packages' JSDoc uses: their links follow several generations of the
 * original's anchors (`#ButtonBase-prop-component`, `#AccordionSummary-classes-gutters`,
 * `#table-sort-label-classes-direction-desc`); this site's are `#props-component`,
 * `#accordion-summary-classes-gutters`, `#table-sort-label-classes-directionDesc`.
 */
export function siteFragment(fragment: string, ids: Set<string>): string | null {
  if (ids.has(fragment)) return fragment;
  const candidates: string[] = [];
  const prop = /^([A-Z]\w*)-prop-(.+)$/.exec(fragment);
  if (prop) candidates.push(`props-${prop[2]}`);
  const part = /^(.+)-(classes|slots)-(.+)$/.exec(fragment);
  if (part) {
    const [, owner, kind, key] = part;
    const slug = /[A-Z]/.test(owner) ? kebab(owner) : owner;
    candidates.push(`${slug}-${kind}-${key}`, `${slug}-${kind}-${camel(key)}`);
  }
  return candidates.find((c) => ids.has(c)) ?? null;
}

/**
 * A site link for `href`: a page of this site (written relative, or as a mui.com URL) stays here, its fragment
 * mapped to this site's id; a page or a section this site does not have goes to mui.com, where the package's
 * authors pointed it.
 */
export function siteHref(href: string, pages: SitePages): string {
  const url = /^https?:\/\/(next\.|v6\.)?mui\.com(\/.*)?$/.exec(href);
  const local = url ? (url[2] ?? '/') : href;
  if (isExternal(local) || !local.startsWith('/')) return href;
  const [pathAndQuery, hash] = local.split('#');
  const pathname = pathAndQuery.split('?')[0].replace(/\/+$/, '') || '/';
  const ids = pages.get(pathname);
  const page = pathname === '/' ? '/' : `${pathname}/`;
  if (!ids) return `${ORIGIN}${local}`;
  if (hash === undefined || hash === '') return page;
  const fragment = siteFragment(hash, ids);
  return fragment ? `${page}#${fragment}` : `${ORIGIN}${local}`;
}

function rewrite(node: HastNode, pages: SitePages): HastNode {
  if (node.type !== 'element') return node;
  const children = node.children.map((child) => rewrite(child, pages));
  if (/^h[1-6]$/.test(node.tagName)) return { ...node, tagName: 'p', children: [{ type: 'element', tagName: 'strong', properties: {}, children }] } as HastElement;
  if (node.tagName === 'a' && typeof node.properties.href === 'string') {
    return { ...node, properties: { ...node.properties, href: siteHref(node.properties.href, pages) }, children };
  }
  return { ...node, children };
}

/** The converter for one build, knowing the site's pages and the pages of the API reference by name (`GridColDef`). */
export async function createJsdocMarkdown(pages: SitePages, typePages: ReadonlyMap<string, string> = new Map()): Promise<JsdocMarkdown> {
  const unified = await getProcessor();
  return (md: string) => {
    const source = md.replace(/\[\[(\w+)\]\]/g, (_, name: string) => {
      const pathname = typePages.get(name);
      return pathname ? `[\`${name}\`](${pathname}/)` : `\`${name}\``;
    });
    const tree = unified.runSync(unified.parse(source));
    return tree.children.filter((n) => !(n.type === 'text' && !n.value.trim())).map((n) => rewrite(n, pages));
  };
}
