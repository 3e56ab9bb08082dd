import fs from 'fs';
import { buildTranslate } from '../i18n';
import type { ApiDemoLink, ApiItem, ApiSearchData } from '../../domain/reference/types';
import { apiSlug } from '../../domain/reference/names';
import { isLanguage, LANGUAGE_INFO, type Language } from '../../domain/languages';
import { markupLabels, type RenderedDoc } from '../../domain/markdown';
import { textToHash } from '../../domain/toc';
import { CONTENT_DIR } from '../content/products';
import { importEsm } from '../mdx/esm';
import { highlightOrEscape, loadHighlighter } from '../mdx/highlight';
import { renderBody, type ToHtml } from '../mdx/renderBody';
import { API_INDEX_SECTIONS, apiAnchorIds, buildApiDoc, buildApiIndexDoc } from './apiDoc';
import { demoSourcesOf, itemsByImportKey, itemsImportedBy, listDocPages } from './demoUsage';
import { createJsdocMarkdown, type JsdocMarkdown, type SitePages } from './markdown';
import { loadApiReference } from './reference';

/**
 * The fields of `ApiPage` nodes (sourceNodes.ts creates them): `doc(language)`, the page as its template
 * receives it (the same `RenderedDoc` a documentation page has), and `search`, what the site search indexes.
 */

export interface ApiPageSource {
  kind: 'component' | 'hook' | 'interface' | 'index';
  pathname: string;
  /** The item (components, hooks and interfaces). */
  item: ApiItem | null;
  /** The product's items (index pages). */
  items: ApiItem[] | null;
  demos: ApiDemoLink[];
  internal: { contentDigest: string };
}

const rendered = new Map<string, Promise<RenderedDoc>>();
let toHtml: Promise<ToHtml> | null = null;
let markdown: Promise<JsdocMarkdown> | null = null;

function getToHtml(): Promise<ToHtml> {
  toHtml ??= importEsm('hast-util-to-html').then(
    ({ toHtml: convert }) =>
      (tree: Parameters<ToHtml>[0]) =>
        convert(tree as never, { allowDangerousHtml: true }) as string,
  );
  return toHtml;
}

/** Every page of the site with its ids: JSDoc links to them stay on the site; `[[GridColDef]]` links to its page. */
function getMarkdown(): Promise<JsdocMarkdown> {
  markdown ??= loadApiReference().then((reference) => {
    const pages: SitePages = new Map([['/', new Set<string>()]]);
    for (const page of listDocPages(CONTENT_DIR)) pages.set(page.pathname, new Set([...headingIds(fs.readFileSync(page.file, 'utf8')), 'api']));
    for (const item of reference.items) pages.set(item.pathname, new Set(apiAnchorIds(item, apiSlug(item.name))));
    for (const spec of reference.specs) pages.set(spec.apiPath, new Set(API_INDEX_SECTIONS));
    // A name that several products have (Button) is left as code: which page it means is unknown.
    const byName = new Map<string, string | null>();
    for (const item of reference.items) byName.set(item.name, byName.has(item.name) ? null : item.pathname);
    return createJsdocMarkdown(pages, new Map([...byName].flatMap(([name, pathname]) => (pathname ? [[name, pathname] as const] : []))));
  });
  return markdown;
}

let typePages: Promise<Map<string, Map<string, string>>> | null = null;

/** Per product, its items' pages by name: the names in a type that link to a page. */
function getTypePages(): Promise<Map<string, Map<string, string>>> {
  typePages ??= loadApiReference().then((reference) => {
    const byProduct = new Map<string, Map<string, string>>();
    for (const item of reference.items) {
      const names = byProduct.get(item.productId) ?? new Map<string, string>();
      names.set(item.name, item.pathname);
      byProduct.set(item.productId, names);
    }
    return byProduct;
  });
  return typePages;
}

/** The ids of an MDX page's h2 and h3 headings, as the compiler gives them (textToHash of their text). */
export function headingIds(source: string): string[] {
  const used = new Map<string, number>();
  const ids: string[] = [];
  let fenced = false;
  for (const line of source.replace(/^---\r?\n[\s\S]*?\r?\n---/, '').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{2,3}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '');
    ids.push(textToHash(text, used));
  }
  return ids;
}

async function render(source: ApiPageSource, language: Language): Promise<RenderedDoc> {
  const [highlighter, convert, jsdoc, types, translations] = await Promise.all([
    loadHighlighter(),
    getToHtml(),
    getMarkdown(),
    getTypePages(),
    LANGUAGE_INFO[language].loadDictionary?.(),
  ]);
  const t = buildTranslate(language, translations);
  const names = types.get(source.item?.productId ?? '');
  const doc =
    source.kind === 'index'
      ? buildApiIndexDoc(source.items ?? [], t)
      : buildApiDoc(source.item!, source.demos, {
          t,
          highlight: (code, lang) => highlightOrEscape(highlighter, code, lang),
          markdown: jsdoc,
          componentSlug: apiSlug(source.item!.name),
          typeLink: (name) => (name === source.item!.name ? null : (names?.get(name) ?? null)),
        });
  return { body: renderBody(doc.tree, language, markupLabels(t), convert), toc: doc.toc, demos: {} };
}

/** Resolves `ApiPage.doc(language: "en")`. */
export function resolveApiDoc(source: ApiPageSource, args: { language?: string | null }): Promise<RenderedDoc> {
  const language = args.language ?? 'en';
  if (!isLanguage(language)) throw new Error(`ApiPage.doc: unknown language "${language}". Use one of the codes in src/domain/languages.ts.`);
  const key = `${source.internal.contentDigest}|${language}`;
  let doc = rendered.get(key);
  if (!doc) {
    doc = render(source, language);
    rendered.set(key, doc);
  }
  return doc;
}

const firstSentence = (md: string): string => {
  const plain = md
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const end = plain.search(/[.!?](\s|$)/);
  return (end === -1 ? plain : plain.slice(0, end + 1)).slice(0, 160);
};

/** Resolves `ApiPage.search`. */
export function resolveApiSearch(source: ApiPageSource): ApiSearchData | null {
  const item = source.item;
  if (!item) return null;
  return {
    name: item.name,
    kind: item.kind,
    packageName: item.packageName,
    props: [...item.props, ...item.returns.filter((r) => r.name)].map((p) => ({ name: p.name, description: firstSentence(p.description) })),
    classes: item.classes.map((c) => c.className ?? c.key),
    slots: item.slots.map((s) => s.name),
    demos: source.demos.length,
  };
}

let byKey: Promise<Map<string, ApiItem>> | null = null;

/** The API items a documentation page's demos import (its "API" section). */
export async function apiItemsOfPage(mdxFile: string): Promise<ApiItem[]> {
  byKey ??= loadApiReference().then((reference) => itemsByImportKey(reference.items));
  const lookup = await byKey;
  const found = new Map<string, ApiItem>();
  for (const source of demoSourcesOf(mdxFile)) for (const item of itemsImportedBy(source, lookup)) found.set(item.pathname, item);
  return [...found.values()];
}
