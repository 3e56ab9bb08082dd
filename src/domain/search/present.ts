import { getProductTraits, type ProductCategory } from '../products';
import { toPageUrl, type Language } from '../routing';
import type { PageRef, SearchManifest, StoredRecord } from './types';

/** How the search dialog shows a result: its link in the reader's language, its product chip, its title. */

/** A result's link: the canonical URL in the reader's language, anchor kept (`/material-ui/react-button/#basic-button` → `/zh/material-ui/react-button/#basic-button`). */
export const getResultHref = (url: string, language: Language): string => toPageUrl(url, language);

/** Chips of products named by their family rather than by themselves. */
const FAMILY_LABELS: Partial<Record<ProductCategory, string>> = { x: 'MUI X', toolpad: 'Toolpad', docs: 'Docs', 'docs-infra': 'Docs' };

/**
 * A result's product chip: core products by their own name (Material UI, Joy UI, Base UI, MUI System, from
 * their product.json), every MUI X product "MUI X", Toolpad "Toolpad", the home and infra docs "Docs".
 */
export function getProductLabel(productId: string, names: ReadonlyArray<{ productId: string; name: string }>): string {
  return FAMILY_LABELS[getProductTraits(productId).category] ?? names.find((p) => p.productId === productId)?.name ?? productId;
}

/** A result's title: the section's heading or prop name, or the page's title for the page itself. */
export const getResultTitle = (record: Pick<StoredRecord, 'page' | 'section'>): string => record.section || record.page;

/** The label a chosen result keeps in the recent searches (`Button`, `Button › Basic button`). */
export const getRecentLabel = (record: Pick<StoredRecord, 'page' | 'section'>): string => (record.section ? `${record.page} › ${record.section}` : record.page);

/** The start screen's popular destinations (canonical URLs; src/domain/search/present.test.ts checks the pages exist). */
export const POPULAR_PAGES: ReadonlyArray<{ url: string; page: string }> = [
  { url: '/material-ui/getting-started/installation/', page: 'Installation' },
  { url: '/material-ui/react-button/', page: 'Button' },
  { url: '/material-ui/api/button/', page: 'Button API' },
  { url: '/system/getting-started/the-sx-prop/', page: 'The sx prop' },
  { url: '/material-ui/customization/dark-mode/', page: 'Dark mode' },
  { url: '/x/react-data-grid/', page: 'Data Grid' },
  { url: '/x/react-date-pickers/date-picker/', page: 'Date Picker' },
];

/**
 * The popular destinations named as the loaded index names them (a translated page's own title on zh pages);
 * the English titles above until it is loaded.
 */
export function getPopularPages(indexPages: ReadonlyArray<PageRef | undefined> | undefined): Array<{ url: string; page: string }> {
  if (!indexPages) return [...POPULAR_PAGES];
  return POPULAR_PAGES.map((entry) => ({ url: entry.url, page: indexPages.find((p) => p?.url === entry.url)?.page || entry.page }));
}

/** The manifest a language's index is described by (`/search/<language>.json`), or null if it is not one. */
export function parseSearchManifest(raw: unknown): SearchManifest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { language, names, text, records, products } = raw as Record<string, unknown>;
  const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
  const namesTier = parseNames(names, isPath);
  if (typeof language !== 'string' || !namesTier || !isPath(text) || typeof records !== 'number') return null;
  const named = Array.isArray(products)
    ? products.filter((p): p is { productId: string; name: string } => typeof p?.productId === 'string' && typeof p?.name === 'string')
    : [];
  return { language, names: namesTier, text, records, ...(named.length ? { products: named } : {}) };
}

/** The manifest's names tier: every shard a path, the statistics numbers (a manifest of another build's format is refused). */
function parseNames(raw: unknown, isPath: (value: unknown) => value is string): SearchManifest['names'] | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { stats, shards } = raw as Record<string, unknown>;
  if (typeof shards !== 'object' || shards === null || Object.keys(shards).length === 0 || !Object.values(shards).every(isPath)) return null;
  if (typeof stats !== 'object' || stats === null) return null;
  const { documentCount, nextId, averageFieldLength, fieldIds } = stats as Record<string, unknown>;
  const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
  if (!isCount(documentCount) || !isCount(nextId)) return null;
  if (!Array.isArray(averageFieldLength) || !averageFieldLength.every((n) => typeof n === 'number')) return null;
  if (typeof fieldIds !== 'object' || fieldIds === null || !Object.values(fieldIds).every(isCount)) return null;
  return {
    stats: { documentCount, nextId, averageFieldLength: averageFieldLength as number[], fieldIds: fieldIds as Record<string, number> },
    shards: shards as Record<string, string>,
  };
}

/** The files a manifest names: every product's names shard, then the text tier. */
export const indexFiles = (manifest: SearchManifest): string[] => [...Object.values(manifest.names.shards), manifest.text];

/** Where a language's manifest is served. */
export const searchManifestUrl = (language: string): string => `/search/${language}.json`;
