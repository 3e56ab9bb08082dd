import { isExternal, pageToTitle, type NavNode } from '../sidebar';
import { productLlmsFullUrl, productLlmsUrl, twinUrl } from './urls';

/**
 * The llms.txt files (the llms.txt convention: a Markdown list of a site's pages for language models), written after the
 * build from the pages that exist (src/node/agents/): `/llms.txt`, one section per product with its main pages, and per
 * product `/<base path>/llms.txt`, every page with its URL and description, in sidebar order. Links point at the
 * pages' Markdown twins, absolute (a list is read away from the site). A sidebar entry without a page is left out.
 */

/** A page that exists, as its data says. */
export interface LlmsPage {
  pathname: string;
  title: string;
  description: string;
}

export interface LlmsProduct {
  name: string;
  description: string;
  basePath: string;
  /** The product's sidebar (its navigation file), or empty. */
  tree: NavNode[];
  /** Every English page of the product that the build wrote, by pathname. */
  pages: ReadonlyMap<string, LlmsPage>;
}

export interface LlmsSite {
  title: string;
  description: string;
  siteUrl: string;
  products: LlmsProduct[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const entry = (siteUrl: string, page: LlmsPage) => {
  const description = oneLine(page.description);
  return `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${siteUrl}${twinUrl(page.pathname, 'en')})${description ? `: ${description}` : ''}`;
};

const isGroup = (node: NavNode) => (node.children?.length ?? 0) > 0;

/** The pages of a list of sidebar nodes, in order, each once; external links and entries without a page dropped. */
function pagesOf(nodes: NavNode[], pages: ReadonlyMap<string, LlmsPage>, seen: Set<string>, depth = Infinity): LlmsPage[] {
  const found: LlmsPage[] = [];
  const visit = (node: NavNode, level: number) => {
    if (isExternal(node.pathname)) return;
    if (isGroup(node)) {
      if (level < depth) node.children!.forEach((child) => visit(child, level + 1));
      return;
    }
    const page = pages.get(node.pathname);
    if (page && !seen.has(page.pathname)) {
      seen.add(page.pathname);
      found.push(page);
    }
  };
  nodes.forEach((node) => visit(node, 0));
  return found;
}

/** A product's main pages: the pages at the first two levels of its sidebar (overview, guides, the component list, the API
 * index), not the pages inside sub-groups (each component, each API item). */
export function mainPages(product: LlmsProduct): LlmsPage[] {
  return pagesOf(product.tree, product.pages, new Set(), 1);
}

/** `/llms.txt`: the site, a section per product (its description, main pages, and its own lists). */
export function buildSiteLlms(site: LlmsSite): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.description)}`,
    '',
    'Every page is also Markdown: its URL without the trailing slash, plus `.md`. Each product has its own list of every page (`llms.txt`) and all its pages in one file (`llms-full.txt`).',
  ];
  for (const product of site.products) {
    const main = mainPages(product);
    if (main.length === 0) continue;
    lines.push('', `## ${product.name}`, '', oneLine(product.description), '', ...main.map((page) => entry(site.siteUrl, page)));
    lines.push(`- [${product.name}: every page](${site.siteUrl}${productLlmsUrl(product.basePath)})`);
    lines.push(`- [${product.name}: all pages in one file](${site.siteUrl}${productLlmsFullUrl(product.basePath)})`);
  }
  return `${lines.join('\n')}\n`;
}

/** A product's pages in sections: one per top-level sidebar group, the sidebar's other pages, then the pages it does not list. */
export function productSections(product: LlmsProduct): Array<{ title: string; pages: LlmsPage[] }> {
  const seen = new Set<string>();
  const sections: Array<{ title: string; pages: LlmsPage[] }> = [];
  const loose: NavNode[] = [];
  for (const node of product.tree) {
    if (isGroup(node)) sections.push({ title: pageToTitle(node), pages: pagesOf(node.children!, product.pages, seen) });
    else loose.push(node);
  }
  sections.push({ title: 'Pages', pages: pagesOf(loose, product.pages, seen) });
  const rest = [...product.pages.values()].filter((page) => !seen.has(page.pathname)).sort((a, b) => a.pathname.localeCompare(b.pathname));
  sections.push({ title: 'Other pages', pages: rest });
  return sections.filter((section) => section.pages.length > 0);
}

/** `/<base path>/llms.txt`: every page of the product with its URL and description. */
export function buildProductLlms(product: LlmsProduct, siteUrl: string): string {
  const lines = [`# ${product.name}`, '', `> ${oneLine(product.description)}`];
  for (const { title, pages } of productSections(product)) lines.push('', `## ${title}`, '', ...pages.map((page) => entry(siteUrl, page)));
  return `${lines.join('\n')}\n`;
}

/** `/<base path>/llms-full.txt`: the product's twins in the order of its llms.txt, each after its page's URL. */
export function buildProductLlmsFull(product: LlmsProduct, siteUrl: string, twinOf: (pathname: string) => string | null): string {
  const parts = [`# ${product.name}`, '', `> ${oneLine(product.description)}`];
  for (const { pages } of productSections(product)) {
    for (const page of pages) {
      const twin = twinOf(page.pathname);
      if (twin !== null) parts.push('', '---', '', `Source: ${siteUrl}${page.pathname}/`, '', twin.trimEnd());
    }
  }
  return `${parts.join('\n')}\n`;
}
