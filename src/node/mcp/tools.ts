import { parsePageRef, productLlmsUrl, twinUrl } from '../../domain/agents';
import type { Language } from '../../domain/languages';
import { toPageUrl } from '../../domain/routing';
import { editDistance } from '../../domain/search/rank';
import { search, snippetOf } from '../../domain/search/engine';
import type { ApiProp } from '../../domain/reference/types';
import type { DocsSite, ProductInfo } from './site';

/**
 * The MCP server's tools, as plain functions of the site (site.ts): what they answer and their errors. Every answer
 * is bounded (MAX_TEXT characters, a page continues from `offset`); an unknown page, component or product is an error
 * that says what exists instead. The SDK wiring (schemas, transports) is in server.ts.
 */

/** The most text one answer carries (about 12,000 tokens). */
export const MAX_TEXT = 48_000;
export const MAX_RESULTS = 25;

/** A tool's answer: text, or an error the client shows the model. */
export interface ToolAnswer {
  text: string;
  isError?: boolean;
}

const error = (text: string): ToolAnswer => ({ text, isError: true });
const json = (value: unknown): ToolAnswer => ({ text: JSON.stringify(value, null, 2) });
const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The product a tool was asked for, by id or name (case and punctuation ignored), or an error naming the products. */
export function resolveProduct(site: DocsSite, product: string | undefined): ProductInfo | null | ToolAnswer {
  if (product === undefined || product.trim() === '') return null;
  const wanted = normalize(product);
  const found = site.products().find((p) => normalize(p.id) === wanted || normalize(p.name) === wanted);
  return (
    found ??
    error(
      `Unknown product "${product}". Products: ${site
        .products()
        .map((p) => `${p.id} (${p.name})`)
        .join(', ')}.`,
    )
  );
}
const isAnswer = (value: unknown): value is ToolAnswer => typeof value === 'object' && value !== null && 'text' in value;

/** `search_docs`: the site search's own index and ranking, in a language, optionally within one product. */
export function searchDocs(site: DocsSite, args: { query: string; product?: string; language?: Language; limit?: number }): ToolAnswer {
  const product = resolveProduct(site, args.product);
  if (isAnswer(product)) return product;
  const language = args.language ?? 'en';
  const limit = Math.min(args.limit ?? 10, MAX_RESULTS);
  const indexes = site.searchIndexes(language);
  const pages = search(indexes, args.query, product?.id ?? null, { limit: product ? 200 : limit })
    .filter((page) => !product || page.product === product.id)
    .slice(0, limit);
  const names = new Map(site.products().map((p) => [p.id, p.name]));
  const results = pages.map((page) => {
    const pathname = page.url.replace(/\/$/, '') || '/';
    return {
      title: page.page,
      product: names.get(page.product) ?? page.product,
      url: `${site.siteUrl}${toPageUrl(pathname, language)}`,
      markdown: `${site.siteUrl}${twinUrl(pathname, language)}`,
      sections: page.hits
        .filter((hit) => hit.record.section)
        .slice(0, 3)
        .map((hit) => ({ title: hit.record.section, url: `${site.siteUrl}${toPageUrl(hit.record.url, language)}` })),
      snippet: snippetOf(indexes, page.hits[0]?.id ?? -1).slice(0, 200),
    };
  });
  return json({ query: args.query, language, product: product?.id ?? null, results });
}

/** `get_page`: a page's Markdown twin, from `offset` on, at most MAX_TEXT characters. */
export function getPage(site: DocsSite, args: { url: string; offset?: number }): ToolAnswer {
  const page = parsePageRef(args.url, site.siteUrl);
  if (!page) return error(`"${args.url}" is not a page URL of ${site.siteUrl} (for example ${site.siteUrl}/material-ui/react-button/ or /material-ui/react-button).`);
  const markdown = site.twin(page);
  if (markdown === null) {
    // The pages the search finds for the URL's last segment, the URL's product first.
    const words = (page.pathname.split('/').pop() ?? '').replace(/^react-/, '').replace(/-/g, ' ');
    const owner = site.products().find((p) => page.pathname.startsWith(`${p.basePath}/`))?.id ?? null;
    const suggestions = words
      ? search(site.searchIndexes(page.language), words, owner, { limit: 3 }).map((r) => `${site.siteUrl}${toPageUrl(r.url, page.language)}`)
      : [];
    const hint = suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : '';
    return error(`No page at ${toPageUrl(page.pathname, page.language)}.${hint} Use search_docs to find pages.`);
  }
  const offset = Math.max(0, Math.floor(args.offset ?? 0));
  if (offset >= markdown.length && markdown.length > 0) return error(`offset ${offset} is past the end of the page (${markdown.length} characters).`);
  const part = markdown.slice(offset, offset + MAX_TEXT);
  const rest = markdown.length - offset - part.length;
  return { text: rest > 0 ? `${part}\n\n[… ${rest} more characters: call get_page with offset ${offset + part.length}]` : part };
}

const propOf = (prop: ApiProp) => ({
  name: prop.name,
  type: prop.type,
  ...(prop.union ? { union: prop.union } : {}),
  default: prop.default,
  required: prop.required,
  description: prop.description,
  ...(prop.deprecated !== null ? { deprecated: prop.deprecated || true } : {}),
});

/** The names closest to a name that matched none (typos first, then names that contain it). */
function nearest(name: string, candidates: string[]): string[] {
  const wanted = normalize(name);
  return [...new Set(candidates)]
    .map((candidate) => {
      const n = normalize(candidate);
      const distance = editDistance(wanted, n, 3);
      return { candidate, score: n.includes(wanted) || wanted.includes(n) ? Math.min(distance, 2) : distance };
    })
    .filter((c) => c.score <= 3)
    .sort((a, b) => a.score - b.score || a.candidate.length - b.candidate.length)
    .slice(0, 5)
    .map((c) => c.candidate);
}

/** `get_component_api`: a component's or hook's reference as the build extracted it, with its package's installed version. */
export function getComponentApi(site: DocsSite, args: { name: string; product?: string }): ToolAnswer {
  const product = resolveProduct(site, args.product);
  if (isAnswer(product)) return product;
  const order = new Map(site.products().map((p, index) => [p.id, index]));
  const all = site.reference();
  const inScope = all.filter(({ item }) => !product || item.productId === product.id);
  const matches = inScope
    .filter(({ item }) => normalize(item.name) === normalize(args.name))
    .sort((a, b) => (order.get(a.item.productId) ?? 99) - (order.get(b.item.productId) ?? 99));
  if (matches.length === 0) {
    const close = nearest(
      args.name,
      inScope.map(({ item }) => item.name),
    );
    const where = product ? ` in ${product.name}` : '';
    return error(`Unknown component or hook "${args.name}"${where}.${close.length ? ` Did you mean: ${close.join(', ')}?` : ''} Use search_docs to find it.`);
  }
  const [{ item, version }, ...others] = matches;
  const names = new Map(site.products().map((p) => [p.id, p.name]));
  const answer = {
    name: item.name,
    kind: item.kind,
    product: names.get(item.productId) ?? item.productId,
    package: item.packageName,
    version,
    imports: item.imports,
    ...(item.description ? { description: item.description } : {}),
    ...(item.deprecated !== null ? { deprecated: item.deprecated || true } : {}),
    url: `${site.siteUrl}${toPageUrl(item.pathname, 'en')}`,
    markdown: `${site.siteUrl}${twinUrl(item.pathname, 'en')}`,
    ...(item.inherits ? { inherits: item.inherits.name } : {}),
    themeKey: item.themeName,
    props: item.props.map(propOf),
    ...(item.returns.length > 0 ? { returns: item.returns.map(propOf) } : {}),
    classes: item.classes.map((c) => ({ key: c.key, className: c.className, description: c.description, ...(c.deprecated !== null ? { deprecated: true } : {}) })),
    slots: item.slots,
    ...(others.length > 0 ? { alsoIn: others.map((o) => ({ product: o.item.productId, package: o.item.packageName, name: o.item.name })) } : {}),
  };
  const text = JSON.stringify(answer, null, 2);
  if (text.length <= MAX_TEXT) return { text };
  // A component with hundreds of props (DataGrid): descriptions shortened to their first sentence to stay in bounds.
  const short = {
    ...answer,
    props: answer.props.map((p) => ({ ...p, description: firstSentence(p.description) })),
    note: `Descriptions shortened; the full page: ${answer.markdown}`,
  };
  const shortText = JSON.stringify(short, null, 2);
  return { text: shortText.length <= MAX_TEXT ? shortText : JSON.stringify({ ...short, classes: short.classes.map((c) => c.className) }).slice(0, MAX_TEXT) };
}

const firstSentence = (text: string) => /^[\s\S]*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** `list_products`: every product with its URLs, llms.txt files and documented package version. */
export function listProducts(site: DocsSite): ToolAnswer {
  return json(
    site.products().map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      url: `${site.siteUrl}${toPageUrl(p.landing, 'en')}`,
      llms: `${site.siteUrl}${productLlmsUrl(p.basePath)}`,
      package: p.package,
    })),
  );
}
