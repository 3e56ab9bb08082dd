import { loadProductNav } from 'docs-nav-data';
import site from '../../config/site.json';
import { getDemoTheme } from '../../domain/demo/types';
import type { Language } from '../../domain/languages';
import { indexFiles, parseSearchManifest, searchManifestUrl } from '../../domain/search/present';
import { readSessionStorage, writeSessionStorage } from '../../providers/storage';
import {
  batches,
  FOCUS_POLL_MS,
  isProductionHost,
  isUpdateCheckDue,
  mayFetchAhead,
  pageDataUrl,
  productionHostOf,
  productPagesForOffline,
  urlsForPages,
  WARM_BATCH,
  type ConnectionInfo,
} from '../../domain/offline/policy';
import { demoFontFiles } from '../../theme/demoFonts';

/**
 * The service worker in the page: registered only on the production host; an update
 * takes over when the reader is on the page (focused), and the page then reloads once into the new version, so
 * a page never runs one deploy's scripts with another's. While the page is in the background both wait, polling
 * for focus. The page also asks the worker to keep what makes it work offline (`keepForOffline`).
 *
 * `<html data-offline>` tells tests and the benchmark where it stands: "ready" once this page, its data, what it
 * loaded and the search index are kept; "complete" once the product's main pages are too.
 */

const SW_URL = '/sw.js';
const RELOAD_KEY = 'mui-docs-sw-reload';
/** Two reloads by the worker closer than this are a loop (DevTools' "Update on reload"): the second is skipped. */
const RELOAD_GUARD_MS = 10_000;
const REPLY_TIMEOUT_MS = 30_000;
const WRITE_TIMEOUT_MS = 5_000;
const WRITE_POLL_MS = 50;

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Runs `action` now if the page has focus, else as soon as it gets it (one pending action per key). */
const pending = new Map<string, number>();
function whenFocused(key: string, action: () => void) {
  if (document.hasFocus()) {
    action();
    return;
  }
  if (pending.has(key)) return;
  const timer = window.setInterval(() => {
    if (!document.hasFocus()) return;
    window.clearInterval(timer);
    pending.delete(key);
    action();
  }, FOCUS_POLL_MS);
  pending.set(key, timer);
}

/** Without session storage the guard is gone and the page reloads all the same. */
function reloadOnce() {
  const last = Number(readSessionStorage(RELOAD_KEY));
  if (last > 0 && Date.now() - last < RELOAD_GUARD_MS) return;
  writeSessionStorage(RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

function activateWhenFocused(reg: ServiceWorkerRegistration) {
  whenFocused('activate', () => reg.waiting?.postMessage({ type: 'SKIP_WAITING' }));
}

function watch(reg: ServiceWorkerRegistration) {
  if (reg.waiting && navigator.serviceWorker.controller) activateWhenFocused(reg);
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      // An update (not the first install, which takes control by itself) is installed and waits.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) activateWhenFocused(reg);
    });
  });
  // Control passing from one worker to another (not the first worker claiming the page) means a new version.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) whenFocused('reload', reloadOnce);
    controlled = true;
  });
  // The browser looks for a new sw.js on page loads; a reader who keeps the page open looks when coming back.
  let lastCheck = Date.now();
  window.addEventListener('focus', () => {
    if (!isUpdateCheckDue(lastCheck, Date.now())) return;
    lastCheck = Date.now();
    reg.update().catch(() => undefined);
  });
}

/** Registers the worker once per page load, on the production host only; null elsewhere. */
export function startServiceWorker(host = window.location.host): Promise<ServiceWorkerRegistration | null> {
  if (registration) return registration;
  if (!('serviceWorker' in navigator) || !isProductionHost(host, productionHostOf(site))) {
    registration = Promise.resolve(null);
    return registration;
  }
  registration = navigator.serviceWorker
    .register(SW_URL, { scope: '/' })
    .then((reg) => {
      watch(reg);
      return reg;
    })
    .catch(() => null);
  return registration;
}

/** The URLs no cache holds yet (the precache keys unhashed files with a revision query: ignored). */
async function missing(urls: string[]): Promise<string[]> {
  const found = await Promise.all(urls.map((url) => caches.match(url, { ignoreSearch: true }).then(Boolean, () => false)));
  return urls.filter((_, i) => !found[i]);
}

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Asks the active worker to fetch and keep `urls` (Workbox's CACHE_URLS message). Workbox answers once it has
 * the responses, which can be before they are written to the cache: this resolves when they are there (or
 * after a while, for URLs that cannot be kept, such as a page missing from a language).
 */
async function cacheUrls(worker: ServiceWorker, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(resolve, REPLY_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      window.clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
  for (let waited = 0; waited < WRITE_TIMEOUT_MS; waited += WRITE_POLL_MS) {
    if ((await missing(urls)).length === 0) return;
    await delay(WRITE_POLL_MS);
  }
}

/** Same-origin files this page loaded before the worker controlled it (scripts, styles, fonts, navigation). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && /\.(js|css|woff2|json|svg)$/.test(url.pathname))
    .map((url) => url.pathname);
}

/** The search index of a language: its manifest and the files it names, every product's (the dialog's own parsing). */
async function searchIndexFiles(language: string): Promise<string[]> {
  const manifestUrl = searchManifestUrl(language);
  try {
    const manifest = parseSearchManifest(await (await fetch(manifestUrl)).json());
    return manifest ? [manifestUrl, ...indexFiles(manifest)] : [manifestUrl];
  } catch {
    return [manifestUrl];
  }
}

const kept = new Set<string>();
let queue: Promise<void> = Promise.resolve();

export interface KeepRequest {
  /** The page's URL (as served, with its language prefix). */
  pageUrl: string;
  language: Language;
  /** The product navigation file the sidebar reads, if the page has one (its main pages are kept too). */
  navUrl: string | null;
  /** The page's Markdown twin, if it has one (documentation and API pages). */
  twin: string | null;
}

/**
 * The product's main pages and their data, as URLs in the reader's language (from the product navigation), and the
 * font files its demos' theme declares (their pages ask for them offline; this page may not have).
 */
async function productPages(navUrl: string | null, language: Language): Promise<string[]> {
  if (!navUrl) return [];
  const nav = await loadProductNav(navUrl);
  return [...urlsForPages(productPagesForOffline(nav.tree), language), ...demoFontFiles(getDemoTheme(nav.productId))];
}

/**
 * Keeps what this page needs offline, then the product's main pages (each with its data), a few at a time and
 * after what the reader is doing; skipped on Save-Data or 2G. Each product is done once per page load.
 */
export function keepForOffline(request: KeepRequest): Promise<void> {
  queue = queue.then(async () => {
    const reg = await startServiceWorker();
    if (!reg) return;
    const ready = await navigator.serviceWorker.ready;
    const worker = ready.active;
    if (!worker) return;
    const own = [
      request.pageUrl,
      pageDataUrl(request.pageUrl),
      ...(request.twin ? [request.twin] : []),
      '/page-data/app-data.json',
      ...(request.navUrl ? [request.navUrl] : []),
      ...loadedFiles(),
      ...(await searchIndexFiles(request.language)),
    ];
    await cacheUrls(worker, await missing([...new Set(own)].filter((url) => !kept.has(url))));
    own.forEach((url) => kept.add(url));
    document.documentElement.dataset.offline ??= 'ready';
    performance.mark('docs-offline-ready');
    if (!mayFetchAhead((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return;
    const pages = (await productPages(request.navUrl, request.language)).filter((url) => !kept.has(url));
    for (const batch of batches(await missing(pages), WARM_BATCH)) await cacheUrls(worker, batch);
    pages.forEach((url) => kept.add(url));
    document.documentElement.dataset.offline = 'complete';
    performance.mark('docs-offline-complete');
  });
  return queue.catch(() => undefined);
}
