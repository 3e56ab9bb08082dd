/**
 * The search dialog's recent searches: what the reader chose, newest first, kept in localStorage
 * (RECENT_SEARCHES_STORAGE_KEY in src/domain/preferences/keys.ts). A stored value is the reader's (or another
 * version's) and may be anything: it goes through parseRecentSearches, which keeps only well-formed entries.
 */
export interface RecentSearch {
  /** What the reader typed. */
  query: string;
  /** The chosen result's canonical URL (no language prefix, `#anchor` kept): the entry's identity. */
  url: string;
  /** The result as the dialog showed it (`Button`, `Button › Basic button`). */
  page: string;
}

export const MAX_RECENT_SEARCHES = 6;

const isEntry = (value: unknown): value is RecentSearch => {
  if (typeof value !== 'object' || value === null) return false;
  const { query, url, page } = value as Record<string, unknown>;
  return typeof query === 'string' && typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && typeof page === 'string' && page !== '';
};

/** The entries of a stored value (a JSON string, or null when nothing is stored): malformed ones dropped, no duplicate URLs, at most six. */
export function parseRecentSearches(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: RecentSearch[] = [];
  for (const item of value) {
    if (!isEntry(item) || seen.has(item.url)) continue;
    seen.add(item.url);
    out.push({ query: item.query, url: item.url, page: item.page });
    if (out.length === MAX_RECENT_SEARCHES) break;
  }
  return out;
}

/** The list with `entry` first: an older entry for the same URL is dropped, and the oldest beyond six. */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return [entry, ...list.filter((item) => item.url !== entry.url)].slice(0, MAX_RECENT_SEARCHES);
}

export const serializeRecentSearches = (list: readonly RecentSearch[]): string => JSON.stringify(list);
