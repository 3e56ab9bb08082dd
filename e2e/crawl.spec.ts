import type { APIRequestContext } from '@playwright/test';
import { formatProblems } from './support/console';
import { isStaticFile, readSitemapPaths, shard } from './support/sitemap';
import { snapshotInBrowser, snapshotOfHtml, type PageSnapshot } from './support/pageSnapshot';
import { waitForHydration } from './support/site';
import { expect, test } from './support/test';

/**
 * Checks every page of /sitemap.xml and fails on internal links to pages that do not exist, links to fragments that
 * match no id, duplicate ids, headings without their anchor, a missing title or h1, the wrong language; and, on the
 * pages that run hydrated, on console errors and warnings (hydration mismatches included), page errors and failed
 * local requests.
 *
 * Every page is checked as the server sent it: its HTML fetched and parsed as a browser with JavaScript off builds
 * the document (support/pageSnapshot.ts), which is what every reader gets first. Hydrated visits in Chromium (the
 * shell, the body's interactions, the lazy parts) are a sample that covers every page type and product in both
 * languages, and run the same checks on the live page: every page whose template or data is of its own kind (home
 * pages, product landings, generated sections, starters, the page whose demo throws), the first documentation page and
 * the first API page of each product in each language, every sixteenth documentation page and every fiftieth API
 * page (English and Chinese take different ones): 169 of 1,824 pages, 104 of them the kinds and products alone.
 * Templates are shared, so a hydration bug of one page type shows on many pages of the sample, and the CI time grows
 * by a sixteenth of the pages added.
 */
/** Server HTML: fetched and parsed in the test's process (about 20 ms a page). */
const SERVER_SHARDS = 2;
/** Hydrated visits: about 1.7 s a page. */
const HYDRATED_SHARDS = 6;
/** The docs-infra page whose ThrowingDemo crashes on purpose. */
const THROWING_DEMO_PAGE = '/experiments/docs/codeblock/';
/** API reference pages (`/material-ui/api/…`, `/x/api/data-grid/…`), in both languages. */
const isApiPage = (path: string) => /^(\/zh)?\/([a-z-]+\/)*api(\/|$)/.test(path) && !/^(\/zh)?\/experiments\//.test(path);
const isApiIndex = (path: string) => /\/api\/$/.test(path) || /^(\/zh)?\/x\/api\/[a-z-]+\/$/.test(path);
const inEnglish = (path: string) => path.replace(/^\/zh\//, '/');
/** Pages of a kind of their own: always hydrated. */
const isSpecial = (path: string) =>
  /^\/([a-z-]+\/)?$/.test(inEnglish(path)) ||
  /\/(versions|templates\/[a-z-]+|getting-started\/templates|default-theme(-viewer)?|theme-builder|production-error)\/$/.test(path) ||
  inEnglish(path) === THROWING_DEMO_PAGE;

/** The product a page belongs to, from its path (`/x/react-data-grid/…` and `/x/api/data-grid/…`: the Data Grid). */
function productOf(path: string): string {
  const [first = '', second = '', third = ''] = inEnglish(path).split('/').filter(Boolean);
  if (first !== 'x' && first !== 'toolpad') return first;
  return second === 'api' ? `${first}/${third}` : `${first}/${second.replace(/^react-/, '')}`;
}

/** The pages that run hydrated (see above). */
function hydratedSample(all: string[]): Set<string> {
  const sample = new Set<string>();
  for (const [zh, offset] of [
    [false, 0],
    [true, 1],
  ] as const) {
    const pages = all.filter((p) => p.startsWith('/zh/') === zh).sort();
    const firstOfProduct = new Set<string>();
    const first = (kind: string, p: string) => {
      const key = `${kind} ${productOf(p)}`;
      if (firstOfProduct.has(key)) return false;
      firstOfProduct.add(key);
      return true;
    };
    pages.filter((p) => !isApiPage(p)).forEach((p, i) => (isSpecial(p) || first('doc', p) || i % 16 === offset * 8) && sample.add(p));
    pages.filter(isApiPage).forEach((p, i) => (isApiIndex(p) || first('api', p) || i % 50 === offset * 25) && sample.add(p));
  }
  return sample;
}

/** Ids of the pages seen so far in this worker, by pathname. */
const idsByPath = new Map<string, Set<string>>();

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Ids of a page not visited yet by this worker, from its server-rendered HTML. */
async function idsOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  let ids = idsByPath.get(path);
  if (!ids) {
    const response = await request.get(path);
    const html = response.ok() ? await response.text() : '';
    ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1])));
    idsByPath.set(path, ids);
  }
  return ids;
}

function fragmentMatches(ids: Set<string>, fragment: string): boolean {
  if (ids.has(fragment)) return true;
  try {
    return ids.has(decodeURIComponent(fragment));
  } catch {
    return false;
  }
}

test('the sitemap lists every page in English and in Chinese', async ({ request }) => {
  const paths = await readSitemapPaths(request);
  const set = new Set(paths);
  expect(paths.length).toBeGreaterThan(10);
  expect(set.size, 'no duplicates').toBe(paths.length);
  expect(set.has('/')).toBe(true);
  expect(set.has('/zh/')).toBe(true);
  const notSlashed = paths.filter((p) => !p.endsWith('/'));
  expect(notSlashed, 'page URLs end with /').toEqual([]);
  const en = paths.filter((p) => p !== '/zh/' && !p.startsWith('/zh/'));
  const missingZh = en.filter((p) => !set.has(`/zh${p}`));
  const missingEn = paths.filter((p) => p.startsWith('/zh/')).filter((p) => !set.has(p.slice(3)));
  expect(missingZh, 'English pages without a Chinese twin').toEqual([]);
  expect(missingEn, 'Chinese pages without an English twin').toEqual([]);
  const notFound = paths.filter((p) => /\/404\/?$/.test(p));
  expect(notFound, '404 pages are not listed').toEqual([]);
});

/** The checks of one page, from its snapshot (server HTML or live DOM); the problems found, one string each. */
async function checkPage(request: APIRequestContext, known: Set<string>, origin: string, path: string, snapshot: PageSnapshot): Promise<string[]> {
  const failures: string[] = [];
  const expectedLang = path === '/zh/' || path.startsWith('/zh/') ? 'zh' : 'en';
  if (snapshot.lang !== expectedLang) failures.push(`${path}\n    <html lang="${snapshot.lang}">, expected "${expectedLang}"`);
  if (snapshot.h1 !== 1) failures.push(`${path}\n    ${snapshot.h1} <h1> elements, expected 1`);
  if (!snapshot.title.trim()) failures.push(`${path}\n    empty <title>`);
  for (const heading of snapshot.badHeadings) failures.push(`${path}\n    heading without an id or without its anchor link: ${heading}`);
  const ids = new Set(snapshot.ids);
  const duplicates = [...new Set(snapshot.ids.filter((id, i) => snapshot.ids.indexOf(id) !== i))];
  if (duplicates.length) failures.push(`${path}\n    duplicate ids: ${duplicates.join(', ')}`);

  for (const { href, text } of snapshot.links) {
    let url: URL;
    try {
      url = new URL(href, origin + path);
    } catch {
      failures.push(`${path}\n    invalid href "${href}" ("${text}")`);
      continue;
    }
    if (url.origin !== origin) continue;
    // Internal page links must point at a page of the sitemap.
    if (href.startsWith('/') && !isStaticFile(url.pathname) && !known.has(url.pathname)) {
      failures.push(`${path}\n    link to missing page ${href} ("${text}")`);
      continue;
    }
    // Fragments must match an id on their target page.
    if (href.includes('#')) {
      const fragment = url.hash.slice(1);
      if (!fragment || fragment === 'top') continue;
      if (isStaticFile(url.pathname) || !known.has(url.pathname)) continue;
      const targetIds = url.pathname === path ? ids : await idsOf(request, url.pathname);
      if (!fragmentMatches(targetIds, fragment)) {
        failures.push(`${path}\n    link ${href} ("${text}"): no element with id "${fragment}" on ${url.pathname}`);
      }
    }
  }
  return failures;
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

test('the server HTML is read as Chromium reads it with JavaScript off (a sample of every page type)', async ({ browser, request, baseURL }) => {
  const all = await readSitemapPaths(request);
  const sample = [...hydratedSample(all)].sort().filter((_, i) => i % 6 === 0);
  const htmlOnly = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await htmlOnly.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
  const page = await htmlOnly.newPage();
  for (const path of sample) {
    const html = await (await request.get(path)).text();
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(snapshotOfHtml(html), path).toEqual(await page.evaluate(snapshotInBrowser));
  }
  await htmlOnly.close();
});

for (let index = 0; index < SERVER_SHARDS; index += 1) {
  test(`server HTML ${index + 1}/${SERVER_SHARDS}: every page as sent, no broken links, missing anchors or heading links`, async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const all = await readSitemapPaths(request);
    const known = new Set(all);
    const origin = new URL(baseURL!).origin;
    const failures: string[] = [];
    await inParallel(shard(all, index, SERVER_SHARDS), 4, async (path) => {
      const response = await request.get(path);
      if (response.status() !== 200) failures.push(`${path}\n    HTTP ${response.status()}`);
      const type = response.headers()['content-type'] ?? '';
      if (!type.startsWith('text/html')) failures.push(`${path}\n    Content-Type "${type}", expected text/html`);
      const snapshot = snapshotOfHtml(await response.text());
      idsByPath.set(path, new Set(snapshot.ids));
      failures.push(...(await checkPage(request, known, origin, path, snapshot)));
    });
    expect(failures, `${failures.length} problem(s) on ${Math.ceil(all.length / SERVER_SHARDS)} pages:\n${failures.join('\n')}`).toEqual([]);
  });
}

for (let index = 0; index < HYDRATED_SHARDS; index += 1) {
  test(`hydrated sample ${index + 1}/${HYDRATED_SHARDS}: no console errors, broken links or missing anchors`, async ({ page, request, baseURL, problems }) => {
    test.setTimeout(240_000);
    const all = await readSitemapPaths(request);
    const known = new Set(all);
    const mine = shard([...hydratedSample(all)].sort(), index, HYDRATED_SHARDS);
    const origin = new URL(baseURL!).origin;
    // The docs-infra page's ThrowingDemo crashes on purpose: React logs the error its boundary caught.
    problems.ignore((p) => new URL(p.url).pathname.replace(/^\/zh\//, '/') === THROWING_DEMO_PAGE && p.text.includes('Demo crashed on purpose'));
    const failures: string[] = [];

    for (const path of mine) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) failures.push(`${path}\n    HTTP ${response?.status()}`);
      try {
        await waitForHydration(page);
      } catch (error) {
        failures.push(`${path}\n    did not hydrate: ${(error as Error).message.split('\n')[0]}`);
      }
      failures.push(...(await checkPage(request, known, origin, path, await page.evaluate(snapshotInBrowser))));
      const found = problems.take();
      if (found.length) failures.push(formatProblems(found));
    }

    expect(failures, `${failures.length} problem(s) on ${mine.length} pages:\n${failures.join('\n')}`).toEqual([]);
  });
}
