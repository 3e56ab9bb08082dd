import type { Page } from '@playwright/test';
import site from '../src/config/site.json';
import { expect, test } from './support/test';

/**
 * The fonts a reader's browser fetches and draws (src/domain/fonts/docsFont.ts, src/demos/robotoFontFaces.ts): on a cold visit
 * the first paint waits for no font (the docs' IBM Plex Sans is fetched once the page has loaded, and drawn from the
 * next page on); Roboto, the Material demos' font, is declared only where Material demos are.
 */
const DOC = '/material-ui/getting-started/installation/';
const NEXT_DOC = '/material-ui/getting-started/usage/';
const COMPONENT = '/material-ui/react-button/';

/** The fonts the browser really draws a node's text with (the platform's names, from DevTools). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** The paths of the font files the page asks for (from its cache or not). */
function fontRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** The font files this page fetched, with when each started against its load event (from the page's own timings). */
const fontTimings = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.woff2$/.test(entry.name))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        afterLoad: entry.startTime >= navigation.loadEventStart && navigation.loadEventStart > 0,
        fromCache: (entry as PerformanceResourceTiming).transferSize === 0,
      }));
  });

/** Every origin the site may call besides its own (src/config/site.json). */
const THIRD_PARTIES = [site.ads.networkScriptUrl, site.ads.feedUrl, site.analytics.gtagScriptUrl, ...site.ads.networkOrigins, ...site.analytics.collectOrigins].map(
  (url) => `${new URL(url).origin}/*`,
);

test('a cold visit paints without the docs’ font, fetches it once loaded, and the next page draws with it', async ({ browser, baseURL }) => {
  // Playwright's interception (the other tests' third parties) turns the browser's cache off, and this visit needs it on,
  // as a reader's browser has it: a context of its own, where DevTools blocks the third parties instead.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: THIRD_PARTIES });
  const requests = fontRequests(page);
  await page.goto(DOC);
  await expect(page.locator('style[data-docs-font]')).toHaveCount(0);
  // Fetched after the load event, once the browser is idle, and remembered by its content-hashed name.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mui-docs-font'))).toMatch(/^\/styles\/ibm-plex-sans\.[0-9a-f]{16}\.woff2$/);
  const href = (await page.evaluate(() => localStorage.getItem('mui-docs-font')))!;
  expect(requests).toEqual([href]);
  expect(await fontTimings(page)).toEqual([{ path: href, afterLoad: true, fromCache: false }]);
  // Not swapped in under the reader: this page keeps the fallback stack.
  expect(await drawnFonts(page, 'main h1')).not.toContain('IBM Plex Sans');

  await page.goto(NEXT_DOC);
  await expect(page.locator('style[data-docs-font]')).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  expect(await fontTimings(page)).toEqual([{ path: href, afterLoad: false, fromCache: true }]);
  expect(await drawnFonts(page, 'main h1')).toContain('IBM Plex Sans');
  expect(await drawnFonts(page, 'main p')).toContain('IBM Plex Sans');
  // Only the one file, whatever the weight (variable font); Roboto nowhere on a page without Material demos.
  expect(new Set(requests)).toEqual(new Set([href]));
  await context.close();
});

test('a stored value that is not the current file is replaced, and nothing is declared from it', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('mui-docs-font', '/styles/ibm-plex-sans.0000000000000000.woff2');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const requests = fontRequests(page);
  await page.goto(DOC);
  await expect(page.locator('style[data-docs-font]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mui-docs-font'))).toMatch(/^\/styles\/ibm-plex-sans\.(?!0{16})[0-9a-f]{16}\.woff2$/);
  expect(requests).not.toContain('/styles/ibm-plex-sans.0000000000000000.woff2');
});

test('Roboto is declared with the Material demos, which ask for it; doc pages without them neither declare nor fetch it', async ({ page }) => {
  const requests = fontRequests(page);
  const robotoFaces = () => page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/['"]/g, '') === 'Roboto').length);
  await page.goto(DOC);
  expect(await robotoFaces()).toBe(0);
  expect(requests.filter((path) => /roboto/.test(path))).toEqual([]);
  await page.goto(COMPONENT);
  expect(await robotoFaces()).toBe(4);
  // The demos ask for it first, and the browser fetches it (`optional`: drawn when it comes in time, else from the
  // cache on a later visit; these tests run with the cache off, as Playwright's interception turns it off).
  expect(
    await page
      .locator('.MuiButton-contained')
      .first()
      .evaluate((button) => getComputedStyle(button).fontFamily),
  ).toMatch(/^"?Roboto/);
  await expect.poll(() => requests.filter((path) => /roboto-latin-500/.test(path)).length).toBeGreaterThan(0);
});
