import type { RuntimeCaching } from 'workbox-build';
import { NETWORK_TIMEOUT_SECONDS, OFFLINE_CACHES, offlinePageUrl } from '../../domain/offline/policy';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../domain/languages';

/**
 * The service worker's runtime routes, in the order they are tried (after the precache). Workbox writes each
 * matcher into sw.js as source text, so the matchers are kept as source here (and evaluated by the tests):
 * they may use nothing but their arguments `{ url, request, sameOrigin }`.
 */
export interface RouteSpec {
  name: string;
  /** JavaScript source of the matcher (an arrow function). */
  matcher: string;
  handler: 'NetworkFirst' | 'CacheFirst' | 'StaleWhileRevalidate';
  cache: (typeof OFFLINE_CACHES)[keyof typeof OFFLINE_CACHES];
  fallbackURL?: string;
}

const isPage = "sameOrigin && (request.mode === 'navigate' || url.pathname.endsWith('/') || url.pathname.endsWith('.html'))";

function pageRoute(language: (typeof LANGUAGES)[number]): RouteSpec {
  const prefix = `/${language}/`;
  const inLanguage =
    language === DEFAULT_LANGUAGE
      ? LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)
          .map((l) => `!url.pathname.startsWith(${JSON.stringify(`/${l}/`)})`)
          .join(' && ') || 'true'
      : `url.pathname.startsWith(${JSON.stringify(prefix)})`;
  return {
    name: `pages (${language})`,
    matcher: `({ url, request, sameOrigin }) => ${isPage} && ${inLanguage}`,
    handler: 'NetworkFirst',
    cache: OFFLINE_CACHES.pages,
    fallbackURL: offlinePageUrl(language),
  };
}

export const ROUTES: RouteSpec[] = [
  // Pages: the deployed page when the network answers within a few seconds, else the saved copy, else the
  // offline page in the reader's language.
  ...LANGUAGES.map(pageRoute),
  // The pages' Markdown twins (Copy page, View as Markdown, agents), kept with the pages (one cache: a navigation to a
  // twin, which the page routes above answer, finds the copy a fetch saved).
  {
    name: 'Markdown twins',
    matcher: "({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.md')",
    handler: 'NetworkFirst',
    cache: OFFLINE_CACHES.pages,
  },
  {
    name: 'page data and search manifests',
    matcher:
      "({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/page-data/') || url.pathname.startsWith('/data/') || /^\\/search\\/[a-z]{2}\\.json$/.test(url.pathname))",
    handler: 'NetworkFirst',
    cache: OFFLINE_CACHES.data,
  },
  {
    name: 'search index tiers',
    matcher: '({ url, sameOrigin }) => sameOrigin && /^\\/search\\/[a-z]{2}-[a-z]+(-[a-z-]+)?\\.[0-9a-f]{8,}\\.json$/.test(url.pathname)',
    handler: 'CacheFirst',
    cache: OFFLINE_CACHES.search,
  },
  {
    // Every one of these names changes with its content, so a saved copy is always the right one.
    name: 'hashed assets',
    matcher:
      '({ url, sameOrigin }) => sameOrigin && (/^\\/(static|styles|nav|demos)\\//.test(url.pathname) || /^\\/[\\w-]+[.-][0-9a-f]{16,}\\.(js|css)$/.test(url.pathname))',
    handler: 'CacheFirst',
    cache: OFFLINE_CACHES.assets,
  },
  {
    name: 'images',
    matcher: '({ url, sameOrigin }) => sameOrigin && /\\.(svg|png|jpe?g|webp|avif|gif|ico)$/.test(url.pathname)',
    handler: 'StaleWhileRevalidate',
    cache: OFFLINE_CACHES.images,
  },
];

const DAY = 24 * 60 * 60;

/** A matcher as a function (for workbox-build, which writes its source into sw.js, and for the tests). */
export function matcherFunction(source: string): (options: { url: URL; request: { mode: string }; sameOrigin: boolean }) => boolean {
  return new Function(`return (${source});`)() as (options: { url: URL; request: { mode: string }; sameOrigin: boolean }) => boolean;
}

/** workbox-build's runtimeCaching entries. */
export function runtimeCaching(): RuntimeCaching[] {
  return ROUTES.map((route) => ({
    urlPattern: matcherFunction(route.matcher) as unknown as RuntimeCaching['urlPattern'],
    handler: route.handler,
    options: {
      cacheName: route.cache.name,
      ...(route.handler === 'NetworkFirst' ? { networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS } : {}),
      expiration: { maxEntries: route.cache.maxEntries, maxAgeSeconds: route.cache.maxAgeDays * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      ...(route.fallbackURL ? { precacheFallback: { fallbackURL: route.fallbackURL } } : {}),
    },
  }));
}
