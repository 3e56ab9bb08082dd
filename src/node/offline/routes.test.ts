import { matcherFunction, ROUTES, runtimeCaching } from './routes';

/** The route that would answer a GET of `path` (the first whose matcher accepts it), by name. */
function routeOf(path: string, { mode = 'cors', origin = 'https://mui-docs.example.com' } = {}): string | null {
  const url = new URL(path, origin);
  const sameOrigin = url.origin === 'https://mui-docs.example.com';
  const route = ROUTES.find((r) => matcherFunction(r.matcher)({ url, request: { mode }, sameOrigin }));
  return route?.name ?? null;
}

describe('which runtime route serves a request', () => {
  test.each<[string, string | null, { mode?: string; origin?: string }]>([
    ['/material-ui/react-button/', 'pages (en)', {}],
    ['/material-ui/react-button/', 'pages (en)', { mode: 'navigate' }],
    ['/zh/material-ui/react-button/', 'pages (zh)', {}],
    ['/zh/', 'pages (zh)', {}],
    ['/', 'pages (en)', {}],
    ['/zhx/page/', 'pages (en)', {}],
    ['/page-data/material-ui/react-button/page-data.json', 'page data and search manifests', {}],
    ['/page-data/app-data.json', 'page data and search manifests', {}],
    ['/search/en.json', 'page data and search manifests', {}],
    ['/data/error-codes.json', 'page data and search manifests', {}],
    ['/search/zh-names.c54dc0b57332.json', 'search index tiers', {}],
    ['/search/en-names-material-ui.c54dc0b57332.json', 'search index tiers', {}],
    ['/search/zh-names-x-date-pickers.c54dc0b57332.json', 'search index tiers', {}],
    ['/search/en-text.7c8ed3994ae9.json', 'search index tiers', {}],
    ['/app-36249590f61625e2314c.js', 'hashed assets', {}],
    ['/1150-69da4e56279fab57f441.js', 'hashed assets', {}],
    ['/component---src-templates-doc-page-tsx-4a91a21076b905acb189.js', 'hashed assets', {}],
    ['/styles.bdfc67e2a9ab68852f4e.css', 'hashed assets', {}],
    ['/styles/shell-92b365df4b5f4ba5.css', 'hashed assets', {}],
    ['/static/roboto-latin-400-normal-0d16261b107ca3336eeb3586e597ec45.woff2', 'hashed assets', {}],
    ['/nav/material-ui.18c925c902e8.json', 'hashed assets', {}],
    ['/demos/5c89ecacccb63df6efd9/1034.js', 'hashed assets', {}],
    ['/material-ui/react-button.md', 'Markdown twins', {}],
    ['/zh/material-ui/react-button.md', 'pages (zh)', { mode: 'navigate' }],
    ['/favicon.svg', 'images', {}],
    ['/logos/material-ui.svg', 'images', {}],
    // Not ours to keep: other sites (ads, analytics), unhashed scripts, the worker itself.
    ['https://cdn.carbonads.com/carbon.js', null, {}],
    ['https://www.googletagmanager.com/gtag/js', null, {}],
    ['/sw.js', null, {}],
    ['/some-script.js', null, {}],
  ])('%s → %s', (path, expected, options) => {
    expect(routeOf(path, options)).toBe(expected);
  });

  test('a navigation to another site is left to the browser', () => {
    expect(routeOf('https://mui.com/store/', { mode: 'navigate', origin: 'https://mui.com' })).toBeNull();
  });
});

describe('runtimeCaching: every cache bounded', () => {
  const entries = runtimeCaching();
  test('each route has an entry limit and an age limit, and keeps only 200 responses', () => {
    expect(entries).toHaveLength(ROUTES.length);
    for (const entry of entries) {
      expect(entry.options?.expiration?.maxEntries).toBeGreaterThan(0);
      expect(entry.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
      expect(entry.options?.cacheableResponse?.statuses).toEqual([200]);
    }
  });
  test('pages fall back to the offline page of their language; only network-first routes wait on the network', () => {
    const fallbacks = entries.map((entry) => entry.options?.precacheFallback?.fallbackURL ?? null);
    expect(fallbacks.slice(0, 2)).toEqual(['/offline.html', '/zh/offline.html']);
    for (const entry of entries) expect(entry.options?.networkTimeoutSeconds !== undefined).toBe(entry.handler === 'NetworkFirst');
  });
  test('the matchers written into sw.js are their own source text', () => {
    for (const [i, entry] of entries.entries()) expect(String(entry.urlPattern)).toBe(ROUTES[i].matcher);
  });
});
