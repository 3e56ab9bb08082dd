import type { AsPlainObject } from 'minisearch';
import type { NamesStats, PageRef } from './types';

/**
 * The names tier cut by product, so the first search downloads only the reader's product (issue 34), and put
 * back together once the others arrive: the shards of every product make exactly the index the build made, so
 * the complete ranking is the one a single index gave. The build writes one shard per product (`splitNames`), the
 * dialog assembles what it has (`assembleNames`): the reader's product alone first, then everything.
 *
 * A shard is MiniSearch's own serialization of its records (the same scores, lengths and stored fields) in a
 * compact, column-wise form: record ids and postings as ascending differences, a term frequency written only when
 * above one, kinds as one string, the page of each record as a difference from the one before.
 */

/** One product's records of the names tier, as stored (`public/search/<language>-names-<product>.<hash>.json`). */
export interface NamesShard {
  product: string;
  /** The product's pages: their number in the whole index, URL, title and weight (when above 1). */
  pages: Array<[number, string, string] | [number, string, string, number]>;
  /** Record ids, ascending: the first, then differences. */
  ids: number[];
  /** Each record's page number: the first, then differences from the record before. */
  p: number[];
  /** Each record's kind code, one letter per record. */
  k: string;
  /** Each record's anchor ('' when it has none) and stored heading (null when it has none). */
  a: string[];
  s: Array<string | null>;
  /** Each record's field lengths, one entry per field (null where the record has no such field). */
  fl: Array<number | null>;
  /** Terms in code-unit order: `[term, fieldId, postings, fieldId, postings, …]`, postings as in `encodePostings`. */
  t: Array<Array<string | number | number[]>>;
}

type Postings = Record<string, number>;
type StoredFields = { p: number; a?: string; s?: string; k: string };

/**
 * Postings (record id → term frequency) as ascending differences from the id before (from -1 for the first, so
 * every difference is at least 1); a frequency above one follows its difference, which is then written negative.
 */
export function encodePostings(postings: Postings): number[] {
  const ids = Object.keys(postings)
    .map(Number)
    .sort((x, y) => x - y);
  const out: number[] = [];
  let previous = -1;
  for (const id of ids) {
    const frequency = postings[id];
    const step = id - previous;
    if (frequency === 1) out.push(step);
    else out.push(-step, frequency);
    previous = id;
  }
  return out;
}

export function decodePostings(encoded: number[], into: Postings = {}): Postings {
  let id = -1;
  for (let i = 0; i < encoded.length; i += 1) {
    const value = encoded[i];
    if (value > 0) {
      id += value;
      into[id] = 1;
    } else {
      id -= value;
      i += 1;
      into[id] = encoded[i];
    }
  }
  return into;
}

const byCodeUnits = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The whole names tier (MiniSearch's serialization and the page list) cut into one shard per product. */
export function splitNames(index: AsPlainObject, pages: PageRef[]): { stats: NamesStats; shards: NamesShard[] } {
  const stored = index.storedFields as Record<string, StoredFields>;
  const productOf = (shortId: string) => pages[stored[shortId].p].product;
  const byProduct = new Map<string, string[]>();
  for (const shortId of Object.keys(index.documentIds)) {
    const product = productOf(shortId);
    byProduct.set(product, [...(byProduct.get(product) ?? []), shortId]);
  }
  const shards = [...byProduct].map(([product, shortIds]): NamesShard => {
    shortIds.sort((x, y) => Number(x) - Number(y));
    const mine = new Set(shortIds);
    const numbers = [...new Set(shortIds.map((id) => stored[id].p))].sort((x, y) => x - y);
    const ids: number[] = [];
    const p: number[] = [];
    let previousId = 0;
    let previousPage = 0;
    for (const shortId of shortIds) {
      const id = index.documentIds[shortId] as number;
      if (String(id) !== shortId) throw new Error(`The names tier's record ${shortId} has id ${id}: shards expect them equal.`);
      ids.push(id - previousId);
      p.push(stored[shortId].p - previousPage);
      previousId = id;
      previousPage = stored[shortId].p;
    }
    const t: NamesShard['t'] = [];
    for (const [term, fields] of index.index) {
      const entry: Array<string | number | number[]> = [term];
      for (const [fieldId, postings] of Object.entries(fields as Record<string, Postings>)) {
        const own = Object.fromEntries(Object.entries(postings).filter(([shortId]) => mine.has(shortId)));
        if (Object.keys(own).length > 0) entry.push(Number(fieldId), encodePostings(own));
      }
      if (entry.length > 1) t.push(entry);
    }
    t.sort((x, y) => byCodeUnits(x[0] as string, y[0] as string));
    return {
      product,
      pages: numbers.map((n) => {
        const page = pages[n];
        return page.w === undefined ? [n, page.url, page.page] : [n, page.url, page.page, page.w];
      }),
      ids,
      p,
      k: shortIds.map((id) => stored[id].k).join(''),
      a: shortIds.map((id) => stored[id].a ?? ''),
      s: shortIds.map((id) => stored[id].s ?? null),
      fl: shortIds.flatMap((id) => (index.fieldLength[id] as Array<number | null>).map((length) => length ?? null)),
      t,
    };
  });
  const stats: NamesStats = {
    documentCount: index.documentCount,
    nextId: index.nextId,
    averageFieldLength: index.averageFieldLength,
    fieldIds: index.fieldIds,
  };
  return { stats, shards };
}

/**
 * The names tier of the shards at hand, as MiniSearch's serialization and the page list (indexed by page number;
 * pages of products not loaded are absent). With every product's shard it is the index the build made, term for
 * term; with fewer it searches those products only.
 */
export function assembleNames(stats: NamesStats, shards: readonly NamesShard[]): { index: AsPlainObject; pages: Array<PageRef | undefined> } {
  const fieldCount = Object.keys(stats.fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, Array<number | null>> = {};
  const storedFields: Record<string, StoredFields> = {};
  const terms = new Map<string, Record<string, Postings>>();
  const pages: Array<PageRef | undefined> = [];
  let count = 0;
  for (const shard of shards) {
    for (const [n, url, page, w] of shard.pages) pages[n] = { url, page, product: shard.product, ...(w === undefined ? {} : { w }) };
    let id = 0;
    let pageNumber = 0;
    shard.ids.forEach((step, i) => {
      id += step;
      pageNumber += shard.p[i];
      const key = String(id);
      documentIds[key] = id;
      fieldLength[key] = shard.fl.slice(i * fieldCount, (i + 1) * fieldCount);
      const anchor = shard.a[i];
      const heading = shard.s[i];
      storedFields[key] = { p: pageNumber, ...(anchor ? { a: anchor } : {}), ...(heading === null ? {} : { s: heading }), k: shard.k[i] };
    });
    count += shard.ids.length;
    for (const [term, ...rest] of shard.t) {
      let fields = terms.get(term as string);
      if (!fields) {
        fields = {};
        terms.set(term as string, fields);
      }
      for (let i = 0; i < rest.length; i += 2) {
        const fieldId = String(rest[i]);
        fields[fieldId] = decodePostings(rest[i + 1] as number[], fields[fieldId]);
      }
    }
  }
  const index: AsPlainObject = {
    documentCount: count,
    nextId: stats.nextId,
    documentIds,
    fieldIds: stats.fieldIds,
    // MiniSearch's own serialization writes a record's missing field as null too (JSON of a sparse array).
    fieldLength: fieldLength as AsPlainObject['fieldLength'],
    averageFieldLength: stats.averageFieldLength,
    storedFields,
    dirtCount: 0,
    index: [...terms].sort(([x], [y]) => byCodeUnits(x, y)),
    serializationVersion: 2,
  };
  return { index, pages };
}
