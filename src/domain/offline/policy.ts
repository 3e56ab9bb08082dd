import { isExternal, type NavNode } from '../sidebar/types';
import { localizePath, toPageUrl } from '../routing';
import { LANGUAGES, type Language } from '../languages';
import { twinUrl } from '../agents/urls';

/**
 * What the service worker keeps and for how long, shared by the build (which writes sw.js from it) and the
 * page (which asks the worker to keep a product's main pages). Every runtime cache has an entry limit and an
 * age limit; the precache is replaced by each deploy.
 */
export const CACHE_PREFIX = 'mui-docs';

export const OFFLINE_CACHES = {
  /** HTML of pages read (network first, so a reader online always gets the deployed page). */
  pages: { name: `${CACHE_PREFIX}-pages`, maxEntries: 400, maxAgeDays: 30 },
  /** page-data.json, app-data.json, the search manifests: network first as well. */
  data: { name: `${CACHE_PREFIX}-data`, maxEntries: 500, maxAgeDays: 30 },
  /** Files whose names carry a hash of their content (scripts, styles, fonts, navigation): cache first. */
  assets: { name: `${CACHE_PREFIX}-assets`, maxEntries: 300, maxAgeDays: 60 },
  /**
   * The search index files (a names shard per product and the text tier, per language): cache first; room for two
   * deploys of both languages (src/node/search/buildSearchIndex.test.ts checks it against the products).
   */
  search: { name: `${CACHE_PREFIX}-search`, maxEntries: 64, maxAgeDays: 60 },
  /** Images, logos and favicons: served from cache, refreshed in the background. */
  images: { name: `${CACHE_PREFIX}-images`, maxEntries: 80, maxAgeDays: 30 },
} as const;

/** How long a navigation waits for the network before a saved copy is served (a train tunnel, a captive portal). */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The pages that stand in for a page not saved on this device, one per language (written after the build). */
export function offlinePageUrl(language: Language): string {
  return localizePath('/offline.html', language);
}

/** The Gatsby page each offline page is made from (removed from the site once offline.html is written). */
export function offlineSourcePage(language: Language): string {
  return toPageUrl('/offline', language);
}

export const OFFLINE_SOURCE_PAGES = LANGUAGES.map(offlineSourcePage);

/** How many of a product's pages are kept for offline reading once a reader opens one of them. */
export const MAX_PRODUCT_PAGES = 150;

/** How many URLs the page asks the worker to fetch at a time (the reader's own requests go first). */
export const WARM_BATCH = 6;

/**
 * Whether the service worker belongs on this page: only on the production host (configured; the host of the
 * site URL by default), never on localhost previews or other hosts. `host` is `location.host` (with the port).
 */
export function isProductionHost(host: string, productionHost: string): boolean {
  return productionHost !== '' && host.toLowerCase() === productionHost.toLowerCase();
}

/** The production host named by the site configuration: `offline.productionHost`, else the host of `siteUrl`. */
export function productionHostOf(site: { siteUrl: string; offline?: { productionHost?: string } }): string {
  const configured = site.offline?.productionHost;
  if (configured !== undefined) return configured;
  try {
    return new URL(site.siteUrl).host;
  } catch {
    return '';
  }
}

function isApiGroup(node: NavNode): boolean {
  return /\/api(-group$|\/)/.test(node.pathname);
}

/**
 * A product's main pages for offline reading: its overview, guides and component pages, in sidebar order, without
 * its generated API reference (hundreds of pages, read one at a time and saved when read) and without links
 * to other sites. At most `MAX_PRODUCT_PAGES`, as canonical pathnames.
 */
export function productPagesForOffline(tree: NavNode[]): string[] {
  const found = new Set<string>();
  const visit = (node: NavNode) => {
    if (isExternal(node.pathname) || isApiGroup(node)) return;
    if (node.children && node.children.length > 0) node.children.forEach(visit);
    else found.add(node.pathname);
  };
  tree.forEach(visit);
  return [...found].slice(0, MAX_PRODUCT_PAGES);
}

/** The page-data file Gatsby loads for a page URL ('/zh/x/' → '/page-data/zh/x/page-data.json'). */
export function pageDataUrl(pageUrl: string): string {
  const trimmed = pageUrl.replace(/\/$/, '');
  return `/page-data${trimmed === '' ? '/index' : trimmed}/page-data.json`;
}

/** Everything to fetch so the given pages open offline in `language`: each page, its data and its Markdown twin. */
export function urlsForPages(pathnames: string[], language: Language): string[] {
  return pathnames.flatMap((pathname) => {
    const url = toPageUrl(pathname, language);
    return [url, pageDataUrl(url), twinUrl(pathname, language)];
  });
}

/** Splits a list into batches of `size` (the last may be shorter). */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Fetching a product's pages ahead is skipped when the reader asked to save data or the link is very slow. */
export function mayFetchAhead(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

/** The interval of the focus check while an update waits for the reader to come back (100 ms). */
export const FOCUS_POLL_MS = 100;

/** Update checks on focus are spaced by at least this much (the browser also checks on every page load). */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/** Whether an update check is due: none yet, or the last one at least the interval ago. */
export function isUpdateCheckDue(lastCheck: number | null, now: number): boolean {
  return lastCheck === null || now - lastCheck >= UPDATE_CHECK_INTERVAL_MS;
}
