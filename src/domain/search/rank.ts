import type { SearchKind, StoredRecord } from './types';

/**
 * How the search orders what the index found. The index scores text relevance (BM25 over fields boosted so
 * that names, titles and headings count more than body text); this adds what a docs reader means:
 * - a query that names a component or hook (`Button`, `useMediaQuery`, `DataGrid`, or mistyped) puts that
 *   component's page first and its API page second; a prop name puts its row first (nameTier);
 * - a title or heading that is the query outranks a body match;
 * - on a tie, results of the product the reader is in come first.
 * Then results are grouped by page: a page appears once, with its best sections under it.
 */

export interface Hit {
  id: number;
  score: number;
  record: StoredRecord;
  /** The query's words this record matched. */
  terms: string[];
}

export interface PageResult {
  /** The page's URL (no anchor). */
  url: string;
  page: string;
  product: string;
  kind: SearchKind;
  score: number;
  /** The best-matching records of the page, the page record itself first if it matched. */
  hits: Hit[];
}

export const SEARCH_BOOSTS = { page: 6, names: 5, section: 3, description: 1.5, text: 1 } as const;

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The component or hook name of an API page's title (`Button API` → `button`). */
const apiName = (page: string) => normalize(page.replace(/\s+API$/, ''));

/** Edit distance with transpositions (Damerau–Levenshtein, optimal string alignment), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** How a query names a title: 'exact' (also singular for plural: `BarChart` → "Bar charts"), 'typo' (one edit in five letters, two from eight), or null. */
export function nameMatch(query: string, name: string): 'exact' | 'typo' | null {
  if (!query || !name) return null;
  if (query === name || `${query}s` === name || query === `${name}s`) return 'exact';
  const allowed = query.length >= 8 ? 2 : query.length >= 5 ? 1 : 0;
  return allowed > 0 && editDistance(query, name, allowed) <= allowed ? 'typo' : null;
}

/** A component or hook page of any product: its URL's last segment starts with `react-`. */
const COMPONENT_PAGE = /\/react-[^/#]+\/?(#.*)?$/;

/**
 * How directly a record answers the query, before relevance: 4 a page titled with the name typed (exactly or
 * with a typo; 4.5 when it is a component's page), 3 an API page of that name, 2 a prop of that name (1.75 an interface's member), 1 a page whose title starts with the query
 * ("install" → Installation), 0 otherwise; a step and a half more in the reader's product. A component's page
 * therefore comes before its API page, and the reader's product's Button and Button API before another
 * product's Button, whatever the text around them weighs.
 */
export function nameTier(query: string, record: StoredRecord, currentProduct: string | null): number {
  const q = normalize(query);
  if (!q) return 0;
  let tier = 0;
  // A component's own page (`…/react-typography/`) before a guide of the same title (Customization › Typography).
  if (record.kind === 'page' && nameMatch(q, normalize(record.page))) tier = COMPONENT_PAGE.test(record.url) ? 4.5 : 4;
  else if (record.kind === 'api' && (nameMatch(q, apiName(record.page)) ?? nameMatch(q, normalize(record.page)))) tier = 3;
  // A component's prop before an interface's member of the same name (DataGrid's `getRowId` before GridApi's method).
  else if (record.kind === 'prop' && normalize(record.section) === q) tier = record.url.includes('#members-') ? 1.75 : 2;
  else if (record.kind === 'page' && q.length >= 4 && normalize(record.page).startsWith(q)) tier = 1;
  return tier > 0 && currentProduct && record.product === currentProduct ? tier + 1.5 : tier;
}

/** The multiplier a record earns for the query, on top of the index's relevance score. */
export function intentBoost(query: string, record: StoredRecord, currentProduct: string | null): number {
  let boost = 1;
  if (record.kind === 'page') {
    const words = query
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const title = record.page.toLowerCase();
    // A title that has every word of the query ("Working with Tailwind CSS" for "tailwind css").
    if (words.length > 1 && words.every((w) => title.includes(w))) boost *= 3;
  }
  // A heading that is the query ("Tailwind CSS" in a guide about styling libraries) counts more than its text.
  if (record.kind === 'section' && normalize(record.section) === normalize(query)) boost *= 4;
  // Page records lead their sections when both match as well.
  if (record.kind === 'page' || record.kind === 'api') boost *= 1.2;
  if (currentProduct && record.product === currentProduct) boost *= 1.1;
  return boost * (record.weight ?? 1);
}

const pageUrl = (url: string) => url.replace(/#.*$/, '');

/**
 * Hits ordered by score with intent, grouped by page. A page scores its best hit plus a third of the others, times
 * the square of the share of the query's words it matched across its records: a page that has all the words
 * outranks one that has the rarest word many times. At most `sectionsPerPage` hits are kept per page.
 */
export function rankHits(
  query: string,
  hits: Hit[],
  currentProduct: string | null,
  { limit = 20, sectionsPerPage = 3, queryTerms = 1 }: { limit?: number; sectionsPerPage?: number; queryTerms?: number } = {},
): PageResult[] {
  const scored = hits.map((hit) => ({ ...hit, score: hit.score * intentBoost(query, hit.record, currentProduct), tier: nameTier(query, hit.record, currentProduct) }));
  scored.sort((a, b) => b.tier - a.tier || b.score - a.score || a.id - b.id);
  const pages = new Map<string, PageResult & { total: number; words: Set<string>; tier: number }>();
  for (const hit of scored) {
    const url = pageUrl(hit.record.url);
    let page = pages.get(url);
    if (!page) {
      page = { url, page: hit.record.page, product: hit.record.product, kind: hit.record.kind, score: 0, hits: [], total: 0, words: new Set(), tier: hit.tier };
      pages.set(url, page);
    }
    page.total += page.total === 0 ? hit.score : hit.score / 3;
    for (const t of hit.terms) page.words.add(t);
    if (page.hits.length < sectionsPerPage) page.hits.push({ id: hit.id, score: hit.score, record: hit.record, terms: hit.terms });
    if (hit.record.kind === 'page' || hit.record.kind === 'api') page.kind = hit.record.kind;
  }
  const results = [...pages.values()].map(({ total, words, ...page }) => {
    const coverage = Math.min(1, words.size / Math.max(1, queryTerms));
    return { ...page, score: total * coverage * coverage };
  });
  return results
    .sort((a, b) => b.tier - a.tier || b.score - a.score || a.url.localeCompare(b.url))
    .slice(0, limit)
    .map(({ tier: _tier, ...page }) => page);
}
