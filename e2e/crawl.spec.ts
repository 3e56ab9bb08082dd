import type { APIRequestContext } from '@playwright/test';
import { formatProblems } from './support/console';
import { isStaticFile, readSitemapPaths, shard } from './support/sitemap';
import { waitForHydration } from './support/site';
import { expect, test } from './support/test';

/**
 * Visits every page of /sitemap.xml and fails on internal links to pages that do not exist, links to fragments that
 * match no id, duplicate ids, headings without their anchor, a missing title or h1, the wrong language; and, on the
 * pages that run hydrated, on console errors and warnings (hydration mismatches included), page errors and failed
 * local requests.
 *
 * Every page is checked as the server sent it (a browser with JavaScript off, the document alone): that is what every
 * reader gets first, and it costs a fraction of a hydrated visit. Hydrated visits (the shell, the body's interactions,
 * the lazy parts) are a sample that covers every page type and product in both languages: every page whose template or
 * data is of its own kind (home pages, product landings, generated sections, starters, the page whose demo throws),
 * the first documentation page and the first API page of each product in each language, every eighth documentation
 * page and every twenty-fifth API page (English and Chinese take different ones). Templates are shared, so a hydration
 * bug of one page type shows on many pages of the sample, and the CI time grows by an eighth of the pages added.
 */
const SHARDS = 12;
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
    pages.filter((p) => !isApiPage(p)).forEach((p, i) => (isSpecial(p) || first('doc', p) || i % 8 === offset * 4) && sample.add(p));
    pages.filter(isApiPage).forEach((p, i) => (isApiIndex(p) || first('api', p) || i % 25 === offset * 12) && sample.add(p));
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

for (let index = 0; index < SHARDS; index += 1) {
  test(`crawl shard ${index + 1}/${SHARDS}: no console errors, broken links or missing anchors`, async ({ page, browser, request, baseURL, problems }) => {
    test.setTimeout(240_000);
    const all = await readSitemapPaths(request);
    const known = new Set(all);
    const mine = shard(all, index, SHARDS);
    const hydrated = hydratedSample(all);
    // Server HTML only: no scripts, no styles, fonts or images (the document alone).
    const htmlOnly = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await htmlOnly.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    const htmlPage = await htmlOnly.newPage();
    const origin = new URL(baseURL!).origin;
    // The docs-infra page's ThrowingDemo crashes on purpose: React logs the error its boundary caught.
    problems.ignore((p) => new URL(p.url).pathname.replace(/^\/zh\//, '/') === THROWING_DEMO_PAGE && p.text.includes('Demo crashed on purpose'));
    const failures: string[] = [];

    for (const path of mine) {
      const serverOnly = !hydrated.has(path);
      const visit = serverOnly ? htmlPage : page;
      const response = await visit.goto(path, { waitUntil: serverOnly ? 'domcontentloaded' : 'networkidle' });
      if (response?.status() !== 200) failures.push(`${path}\n    HTTP ${response?.status()}`);
      if (!serverOnly) {
        try {
          await waitForHydration(page);
        } catch (error) {
          failures.push(`${path}\n    did not hydrate: ${(error as Error).message.split('\n')[0]}`);
        }
      }

      const snapshot = await visit.evaluate(() => ({
        lang: document.documentElement.lang,
        // Demos are rendered examples (a Typography demo shows real h1–h6): only the page's own headings count.
        h1: document.querySelectorAll('h1:not(.MuiDemo-root *)').length,
        title: document.title,
        ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
        // Headings of the Markdown content (the block after the page's h1 and description).
        badHeadings: [...document.querySelectorAll('#main-content > h1 ~ div h2:not(.MuiDemo-root *), #main-content > h1 ~ div h3:not(.MuiDemo-root *)')]
          .filter((h) => !h.id || h.querySelector('a.anchor-link')?.getAttribute('href') !== `#${h.id}`)
          .map((h) => `<${h.tagName.toLowerCase()} id="${h.id}">${(h.textContent ?? '').trim()}`),
        links: [...document.querySelectorAll('a[href]')].map((a) => ({ href: a.getAttribute('href')!, text: (a.textContent ?? '').trim().slice(0, 60) })),
      }));

      const expectedLang = path === '/zh/' || path.startsWith('/zh/') ? 'zh' : 'en';
      if (snapshot.lang !== expectedLang) failures.push(`${path}\n    <html lang="${snapshot.lang}">, expected "${expectedLang}"`);
      if (snapshot.h1 !== 1) failures.push(`${path}\n    ${snapshot.h1} <h1> elements, expected 1`);
      if (!snapshot.title.trim()) failures.push(`${path}\n    empty <title>`);
      for (const heading of snapshot.badHeadings) failures.push(`${path}\n    heading without an id or without its anchor link: ${heading}`);
      const ids = new Set(snapshot.ids);
      const duplicates = [...new Set(snapshot.ids.filter((id, i) => snapshot.ids.indexOf(id) !== i))];
      if (duplicates.length) failures.push(`${path}\n    duplicate ids: ${duplicates.join(', ')}`);
      idsByPath.set(path, ids);

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

      const found = problems.take();
      if (found.length) failures.push(formatProblems(found));
    }

    await htmlOnly.close();
    expect(failures, `${failures.length} problem(s) on ${mine.length} pages:\n${failures.join('\n')}`).toEqual([]);
  });
}
