import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import { rankHits, SEARCH_BOOSTS, type Hit, type PageResult } from './rank';
import { hasCjk, tokenize } from './tokenize';
import { assembleNames, splitNames, type NamesShard } from './shards';
import { NAME_FIELDS, TEXT_FIELDS, type NamesStats, type PageRef, type SearchKind, type SearchManifest, type SearchRecord, type StoredRecord } from './types';

/**
 * The site search on MiniSearch (docs/ARCHITECTURE.md says why that library), the same code at build time
 * (writing the index), in the benchmark and tests, and in the search dialog. Two tiers per language: the names
 * tier (titles, headings and names: what most queries are) is small enough for the first search; the text tier
 * (descriptions and section text, with a snippet of each) loads after it, and a query uses what is loaded.
 * Records store only their page's number, anchor, heading and kind; the names tier lists the pages once.
 */

const SNIPPET = 200;

/** A record as indexed: its fields, and what it stores compactly. */
interface Doc {
  id: number;
  page?: string;
  section?: string;
  names: string;
  description: string;
  text: string;
  /** Stored (names tier): page number, anchor (absent for the page itself), heading when not derivable from the anchor, kind. */
  p: number;
  a?: string;
  s?: string;
  k: KindCode;
  /** Stored (text tier). */
  snippet: string;
}

/** One letter per kind in the stored fields. */
const KIND_CODES = { page: 'g', section: 'c', api: 'a', prop: 'p', part: 't' } as const satisfies Record<SearchKind, string>;
type KindCode = (typeof KIND_CODES)[SearchKind];
const KIND_OF = Object.fromEntries(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind])) as Record<KindCode, SearchKind>;
/** A prop's anchor is its table's prefix and its name (`props-variant`): its heading is not stored twice. */
const PROP_ANCHOR = /^(props|parameters|return-value)-(.+)$/;

/**
 * Titles and headings are also indexed as one word (`Date Picker` → `datepicker`, `Text Field` → `textfield`), so a
 * reader who types the component's name finds the page that names it in words.
 */
function tokenizeField(text: string, field?: string): string[] {
  const words = tokenize(text);
  if ((field === 'page' || field === 'section') && words.length > 1 && words.length <= 4 && !hasCjk(text)) {
    const joined = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    if (!words.includes(joined)) words.push(joined);
  }
  return words;
}

const common = { idField: 'id', tokenize: tokenizeField, processTerm: (term: string) => term };
export const NAMES_OPTIONS: Options<Doc> = { ...common, fields: [...NAME_FIELDS], storeFields: ['p', 'a', 's', 'k'] };
export const TEXT_OPTIONS: Options<Doc> = { ...common, fields: [...TEXT_FIELDS], storeFields: ['snippet'] };

export interface NamesTier {
  index: MiniSearch<Doc>;
  /** By page number; a page of a product whose shard is not loaded is absent. */
  pages: Array<PageRef | undefined>;
}
export type TextTier = MiniSearch<Doc>;

export interface SearchIndexes {
  names: NamesTier;
  text?: TextTier | null;
}

/** The two tiers of a language's records, as the build writes them (JSON.stringify each). */
export function buildIndexes(records: SearchRecord[]): { names: { pages: PageRef[]; index: MiniSearch<Doc> }; text: MiniSearch<Doc> } {
  const pages: PageRef[] = [];
  const pageNumber = new Map<string, number>();
  const docs: Doc[] = records.map((r) => {
    const [url, anchor = ''] = r.url.split('#');
    let p = pageNumber.get(url);
    if (p === undefined) {
      p = pages.length;
      pages.push({ url, page: r.page, product: r.product, ...(r.weight && r.weight !== 1 ? { w: r.weight } : {}) });
      pageNumber.set(url, p);
    }
    const isPage = r.kind === 'page' || r.kind === 'api';
    const derived = PROP_ANCHOR.exec(anchor)?.[2] === r.section;
    return {
      id: r.id,
      // The page's title is indexed once, on its own record; its sections join it by page (rank.ts).
      ...(isPage ? { page: r.page } : { section: r.section }),
      names: r.names,
      description: r.description,
      text: r.text,
      p,
      ...(anchor ? { a: anchor } : {}),
      ...(r.section && !derived ? { s: r.section } : {}),
      k: KIND_CODES[r.kind],
      snippet: (r.description || r.text).slice(0, SNIPPET),
    };
  });
  const index = new MiniSearch<Doc>(NAMES_OPTIONS);
  index.addAll(docs);
  const text = new MiniSearch<Doc>(TEXT_OPTIONS);
  text.addAll(docs.filter((d) => d.description || d.text));
  return { names: { pages, index }, text };
}

/** The names tier from its file's text. */
export function loadNames(json: string): NamesTier {
  const { pages, index } = JSON.parse(json) as { pages: PageRef[]; index: AsPlainObject };
  return { pages, index: MiniSearch.loadJS<Doc>(index, NAMES_OPTIONS) };
}
export const loadText = (json: string): TextTier => MiniSearch.loadJSON<Doc>(json, TEXT_OPTIONS);

/** The names tier the build made, cut into one shard per product (src/domain/search/shards.ts). */
export function splitNamesTier(names: { pages: PageRef[]; index: MiniSearch<Doc> }): { stats: NamesStats; shards: NamesShard[] } {
  return splitNames(JSON.parse(JSON.stringify(names.index)) as AsPlainObject, names.pages);
}

/** The names tier of the product shards at hand (all of them: the build's whole index). */
export function loadNamesShards(stats: NamesStats, shards: readonly NamesShard[]): NamesTier {
  const { index, pages } = assembleNames(stats, shards);
  return { pages, index: MiniSearch.loadJS<Doc>(index, NAMES_OPTIONS) };
}

/** A language's whole index, both tiers, from the files its manifest names, read by `read` (the build's output, in Node). */
export function loadWholeIndex(manifest: SearchManifest, read: (url: string) => string): Required<SearchIndexes> {
  const shards = Object.values(manifest.names.shards).map((url) => JSON.parse(read(url)) as NamesShard);
  return { names: loadNamesShards(manifest.names.stats, shards), text: loadText(read(manifest.text)) };
}

/** Prefix matching for the word being typed (the last), typo tolerance for words of five letters or more; none in Chinese. */
function queryOptions(combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    combineWith,
    prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2 && !hasCjk(term),
    fuzzy: (term) => (term.length >= 5 && !hasCjk(term) ? 0.2 : false),
    weights: { fuzzy: 0.6, prefix: 0.75 },
  };
}

function stored(names: NamesTier, id: number): StoredRecord | null {
  const fields = names.index.getStoredFields(id) as Pick<Doc, 'p' | 'a' | 's' | 'k'> | undefined;
  const page = fields && names.pages[fields.p];
  if (!fields || !page) return null;
  const section = fields.s ?? (fields.a ? (PROP_ANCHOR.exec(fields.a)?.[2] ?? '') : '');
  return {
    url: fields.a ? `${page.url}#${fields.a}` : page.url,
    page: page.page,
    section,
    product: page.product,
    kind: KIND_OF[fields.k],
    description: '',
    weight: page.w ?? 1,
  };
}

function run(indexes: SearchIndexes, query: string): Hit[] {
  const options = queryOptions('OR');
  const byId = new Map<number, Hit>();
  const add = (id: number, score: number, terms: string[]) => {
    const hit = byId.get(id);
    if (hit) {
      hit.score += score;
      for (const t of terms) if (!hit.terms.includes(t)) hit.terms.push(t);
    } else {
      const record = stored(indexes.names, id);
      if (record) byId.set(id, { id, score, record, terms: [...terms] });
    }
  };
  for (const r of indexes.names.index.search(query, { ...options, boost: { page: SEARCH_BOOSTS.page, names: SEARCH_BOOSTS.names, section: SEARCH_BOOSTS.section } })) {
    add(r.id as number, r.score, r.queryTerms);
  }
  if (indexes.text) {
    for (const r of indexes.text.search(query, { ...options, boost: { description: SEARCH_BOOSTS.description, text: SEARCH_BOOSTS.text } }))
      add(r.id as number, r.score, r.queryTerms);
  }
  return [...byId.values()];
}

/**
 * The results of a query, grouped by page. Any word may match (a query's words often sit in different records of
 * one page: `Button variant` is the Button API page and its variant row); pages that match more of the query's
 * words rank higher (rank.ts).
 */
export function search(indexes: SearchIndexes, query: string, currentProduct: string | null, options?: { limit?: number }): PageResult[] {
  if (!query.trim()) return [];
  return rankHits(query, run(indexes, query), currentProduct, { ...options, queryTerms: new Set(tokenize(query)).size });
}

/** The snippet of a record (its description, or the start of its text), once the text tier is loaded. */
export function snippetOf(indexes: SearchIndexes, id: number): string {
  return (indexes.text?.getStoredFields(id)?.snippet as string | undefined) ?? '';
}
