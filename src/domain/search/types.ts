/**
 * The site search's records: one per page and one per section of it (a heading of a doc page; a prop, the CSS
 * classes, the slots of an API page). The build writes them into one index per language (src/node/search/),
 * the search dialog loads it on first use.
 */

export type SearchKind = 'page' | 'section' | 'api' | 'prop' | 'part';

export interface SearchRecord {
  id: number;
  /** Canonical URL, no language prefix: the page's pathname with its trailing slash, and `#anchor` for a section. */
  url: string;
  /** The page's title (`Button`, `Button API`). */
  page: string;
  /** The section's heading or prop name ('' for the page itself). */
  section: string;
  /** Content product id (`material-ui`, `x-data-grid`): the result's chip and the tie-break. */
  product: string;
  kind: SearchKind;
  /** Names a reader types as they are: the component or hook of a page, prop and class names, demo names, code identifiers. */
  names: string;
  /** The page's description (page records) or the first sentence of a prop's. */
  description: string;
  /** The section's text. */
  text: string;
  /** How central the page is (1 for most pages; more for components that many demos use). */
  weight?: number;
}

/** The fields each index tier holds: the names tier is loaded for the first search; the text tier after it. */
export const NAME_FIELDS = ['page', 'section', 'names'] as const;
export const TEXT_FIELDS = ['description', 'text'] as const;

/** A page of the index: records name it by its number (the names tier lists them once). */
export interface PageRef {
  url: string;
  page: string;
  product: string;
  /** Weight above 1, when the page has one. */
  w?: number;
}

/** What the search dialog shows of a record, stored in the index beside it. */
export type StoredRecord = Pick<SearchRecord, 'url' | 'page' | 'section' | 'product' | 'kind' | 'description'> & { weight?: number };

/** What the index of every product shares: needed to score a partial index as the whole one scores. */
export interface NamesStats {
  documentCount: number;
  nextId: number;
  averageFieldLength: number[];
  fieldIds: Record<string, number>;
}

/** The files of a language's index, listed in `/search/<language>.json` (their names carry a content hash). */
export interface SearchManifest {
  language: string;
  /** The names tier: what its product shards share, and each product's shard file (src/domain/search/shards.ts). */
  names: { stats: NamesStats; shards: Record<string, string> };
  text: string;
  records: number;
  /** The products' names, for the chips of pages that do not carry them (the 404 page). */
  products?: Array<{ productId: string; name: string }>;
}
