import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { IN_HOUSE_ADS } from '../src/domain/ads';
import { gotoAndHydrate, pageUrl } from './support/site';
import { AD_FEED, AD_NETWORK_SCRIPT, NETWORK_AD } from './support/thirdParty';
import { expect, test } from './support/test';

/**
 * The sponsor slot in the production build, with the ad network intercepted. Draws are
 * seeded through `window.docsAds.random`; layout shifts are summed from the first paint.
 */
const DOC = pageUrl('/material-ui/getting-started/installation');
const slot = (page: Page) => page.locator('.MuiAd-root');

// A reader's browser: headless Chromium's own user agent says "HeadlessChrome", which the bot list matches.
const READER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: READER_UA });

/** Seeds the slot's draws (shape, appeal, in-house, display) and records layout shifts from the start. */
async function prepare(page: Page, draws: number[]) {
  await page.addInitScript((values) => {
    let index = 0;
    window.docsAds = { random: () => values[index++ % values.length] };
    const w = window as unknown as { shifts: number; shiftSources: string[]; otherShifts: string[] };
    w.shifts = 0;
    w.shiftSources = [];
    w.otherShifts = [];
    const describe = (node: Node | null | undefined, value: number) =>
      node && 'tagName' in node
        ? `${(node as Element).tagName.toLowerCase()}.${[...(node as Element).classList].join('.')} in ${(node.parentElement?.closest('[class]')?.className ?? '').toString().slice(0, 60)} (${value.toFixed(7)})`
        : `#text (${value.toFixed(7)})`;
    // Only the slot and what follows it can be moved by the slot (the header and the sidebar cannot): a shift of
    // those counts; one elsewhere (a font arriving late under load) is listed in the report, and judged by the first
    // paint spec with the rest of the page.
    const mayBeTheSlots = (node: Node | null | undefined) => {
      const slotElement = document.querySelector('.MuiAd-root');
      if (!node || !slotElement) return true;
      return slotElement.contains(node) || Boolean(slotElement.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        if (sources.length > 0 && !sources.some((source) => mayBeTheSlots(source.node))) {
          w.otherShifts.push(...sources.map((source) => describe(source.node, entry.value)));
          continue;
        }
        w.shifts += entry.value;
        // What moved, for the failure message: the element's tag and classes.
        for (const source of sources) w.shiftSources.push(describe(source.node, entry.value));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, draws);
}
/** No layout shift of the slot or what follows it since the first paint; the message names what moved. */
async function expectNoShift(page: Page) {
  const { shifts, shiftSources, otherShifts } = await page.evaluate(() => {
    const w = window as unknown as { shifts: number; shiftSources: string[]; otherShifts: string[] };
    return { shifts: w.shifts, shiftSources: w.shiftSources, otherShifts: w.otherShifts };
  });
  if (otherShifts.length) test.info().annotations.push({ type: 'shift outside the slot', description: otherShifts.join(', ') });
  expect(shifts, `layout shifts of: ${shiftSources.join(', ')}`).toBe(0);
}
const adEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((call) => call[0] === 'event' && call[1] === 'ad')
      .map((call) => call[2]),
  );

test('the slot is in the server HTML under the description, its height reserved', async ({ request }) => {
  const html = await (await request.get(DOC)).text();
  expect(html).toMatch(/<p class="MuiLayout-description">[^<]*<\/p><div class="MuiAd-root"><\/div>/);
  // Pages outside a product (home) have none.
  expect(await (await request.get('/')).text()).not.toContain('MuiAd-root');
});

for (const width of [390, 1280]) {
  test(`ad network present (${width} px): its ad fills the slot; nothing shifts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.route(AD_NETWORK_SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: NETWORK_AD }));
    await prepare(page, [0.5, 0.5, 0.5, 0.05]);
    await gotoAndHydrate(page, DOC);
    await expect(slot(page).locator('#carbonads')).toHaveText('Acme: ship faster');
    const box = await slot(page).boundingBox();
    expect(box!.height).toBe(width < 600 ? 142 : 126);
    await expect(slot(page).locator('.MuiAd-content')).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
    // The display is reported (the draw 0.05 is within the 0.1 ratio) 2.5 s after the ad settles.
    await expect.poll(() => adEvents(page), { timeout: 5000 }).toEqual([{ eventAction: 'display', eventLabel: 'carbon-body-top-image' }]);
    await expectNoShift(page);
  });
}

test('network blocked, appeal drawn: after more than six polls the appeal shows', async ({ page, problems }) => {
  problems.ignore((p) => p.text.includes('carbon'));
  let requested = 0;
  await page.route(AD_NETWORK_SCRIPT, (route) => {
    requested = Date.now();
    return route.abort('blockedbyclient');
  });
  await prepare(page, [0.5, 0.1, 0.5, 0.9]);
  await gotoAndHydrate(page, DOC);
  await expect(slot(page).getByText('Help us keep running')).toBeVisible({ timeout: 6000 });
  // The first poll comes with the script; the seventh, 3 s later, is the first to count it as blocked.
  expect(Date.now() - requested).toBeGreaterThan(2900);
  await expect(slot(page).getByRole('img', { name: 'Love' })).toBeVisible();
  await expectNoShift(page);
  // The display draw (0.9) is above the ratio: no display event.
  await page.waitForTimeout(2700);
  expect(await adEvents(page)).toEqual([]);
});

test('network blocked, in-house drawn: our ad with its artwork, a sponsored link, and its click counted', async ({ page, context, problems }) => {
  problems.ignore((p) => p.text.includes('carbon'));
  await page.route(AD_NETWORK_SCRIPT, (route) => route.abort('blockedbyclient'));
  await context.route(/^https:\/\/v2\.scaffoldhub\.io\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>ScaffoldHub</title>' }));
  // Shape image, appeal draw 0.5 (no appeal), in-house draw 0.1 (the first of five), display 0.5.
  await prepare(page, [0.5, 0.5, 0.1, 0.5]);
  await gotoAndHydrate(page, DOC);
  const link = slot(page).getByRole('link', { name: /ScaffoldHub/ });
  await expect(link).toBeVisible({ timeout: 6000 });
  await expect(link).toHaveAttribute('href', IN_HOUSE_ADS[0].link);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener sponsored');
  const image = slot(page).getByRole('img', { name: 'scaffoldhub' });
  await expect(image).toHaveAttribute('src', '/ads-in-house/scaffoldhub.svg');
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(slot(page).getByText('ad by MUI')).toBeVisible();
  await expectNoShift(page);
  const popup = page.waitForEvent('popup');
  await link.click();
  await (await popup).close();
  await expect.poll(() => adEvents(page)).toEqual([{ eventAction: 'click', eventLabel: 'in-house-scaffoldhub' }]);
});

for (const [state, draws, shown] of [
  ['appeal', [0.5, 0.1, 0.5, 0.9], 'Help us keep running'],
  ['in-house ad', [0.5, 0.5, 0.1, 0.9], 'ad by MUI'],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on a doc page showing the ${state} (${scheme})`, async ({ page, problems }) => {
      problems.ignore((p) => p.text.includes('carbon'));
      await page.emulateMedia({ colorScheme: scheme });
      await page.route(AD_NETWORK_SCRIPT, (route) => route.abort('blockedbyclient'));
      await prepare(page, [...draws]);
      await gotoAndHydrate(page, DOC);
      await expect(slot(page).getByText(shown)).toBeVisible({ timeout: 6000 });
      const results = await new AxeBuilder({ page }).include('.MuiAd-root').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('inline shape (draw under 0.2)', async ({ page, problems }) => {
  problems.ignore((p) => p.text.includes('carbon'));
  await page.route(AD_NETWORK_SCRIPT, (route) => route.abort('blockedbyclient'));
  await prepare(page, [0.1, 0.5, 0.5, 0.5]);
  await gotoAndHydrate(page, DOC);
  await expect(slot(page).locator('.MuiAd-content')).toHaveAttribute('data-shape', 'inline');
  await expect(slot(page).locator('.MuiAd-display')).toBeVisible({ timeout: 6000 });
  // The inline shape hides the artwork.
  await expect(slot(page).locator('img')).toBeHidden();
  await expectNoShift(page);
});

test.describe('a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  test('gets an empty slot and no ad script', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(new URL(AD_NETWORK_SCRIPT).origin)) requested.push(r.url());
    });
    await prepare(page, [0.5]);
    await gotoAndHydrate(page, DOC);
    await page.waitForTimeout(4000);
    expect(await slot(page).innerHTML()).toBe('');
    expect(requested).toEqual([]);
    await expectNoShift(page);
  });
});

test('an ad that throws renders nothing, reports a crash, and the page keeps working', async ({ page, problems }) => {
  problems.ignore((p) => p.kind === 'console' && /ad crashed on purpose|The above error occurred/.test(p.text));
  await page.addInitScript(() => {
    window.docsAds = {
      random: () => {
        throw new Error('ad crashed on purpose');
      },
    };
  });
  await gotoAndHydrate(page, DOC);
  await expect.poll(() => adEvents(page)).toEqual([{ eventAction: 'crash', eventLabel: 'null' }]);
  expect(await slot(page).innerHTML()).toBe('');
  // The page still routes on the client.
  await page.locator('nav[aria-label="documentation"]').getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Usage');
});

test.describe('ad feed under the first demo', () => {
  const BUTTON = pageUrl('/material-ui/react-button');
  const FEED_ITEM = {
    statlink: 'https://ads.example/click/1',
    statimp: 'https://ads.example/imp/1',
    pixel: 'https://px.example/p?t=[timestamp]',
    timestamp: '1700',
    image: 'https://ads.example/img.png',
    company: 'Acme',
    description: 'Ship faster <script>window.pwned=1</script><img src=x onerror="window.pwned=1"><b>today</b>.',
  };

  /** Answers the feed with `answer` and counts its requests; the ad's images are answered too. */
  async function serveFeed(page: Page, answer: (route: import('@playwright/test').Route) => Promise<void> | void) {
    const requests = { feed: 0, images: [] as string[] };
    await page.route(AD_FEED, async (route) => {
      requests.feed += 1;
      await answer(route);
    });
    await page.route(/^https:\/\/(ads|px)\.example\//, (route) => {
      requests.images.push(route.request().url());
      return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' });
    });
    return requests;
  }
  async function openFirstDemoCode(page: Page) {
    await gotoAndHydrate(page, BUTTON);
    const toolbar = page.locator('.MuiDemo-root').first().getByRole('toolbar', { name: 'demo source', exact: true });
    await toolbar.getByRole('button', { name: /^(Show|Expand) code$/ }).click();
    return page.locator('.MuiDemo-root').first();
  }

  test('a usable ad shows, sanitised, as a sponsored link; its counters load', async ({ page, problems }) => {
    // DOMPurify parses the feed's HTML in an inert document (DOMParser), where nothing runs; Chromium still reports the
    // `onerror` attribute it parses there against the page's policy (cure53/DOMPurify#107). That report, and only it, is
    // expected here: the assertions below check that nothing ran and nothing unsafe was drawn.
    problems.ignore((p) => /script-src-attr|inline event handler/.test(p.text));
    const requests = await serveFeed(page, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ads: [{}, FEED_ITEM] }) }));
    const demo = await openFirstDemoCode(page);
    const link = demo.locator('.MuiAd-feed a');
    await expect(link).toHaveAttribute('href', FEED_ITEM.statlink);
    await expect(link).toHaveAttribute('rel', 'noopener sponsored');
    await expect(link).toContainText('Acme - Ship faster today.');
    await expect(demo.locator('.MuiAd-feed .MuiAd-description b')).toHaveText('today');
    expect(await demo.locator('.MuiAd-feed script, .MuiAd-feed [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await expect.poll(() => [...requests.images].sort()).toEqual(['https://ads.example/img.png', 'https://ads.example/imp/1', 'https://px.example/p?t=1700']);
    expect(requests.feed).toBe(1);
  });

  for (const [name, body] of [
    ['garbage', 'not json at all'],
    ['an empty list', '{"ads":[]}'],
    ['items without a statlink', '{"ads":[{"company":"x"},{}]}'],
  ] as const) {
    test(`${name}: ten requests, then no ad`, async ({ page }) => {
      const requests = await serveFeed(page, (route) => route.fulfill({ contentType: 'application/json', body }));
      const demo = await openFirstDemoCode(page);
      await expect.poll(() => requests.feed).toBe(name === 'garbage' ? 1 : 10);
      await expect(demo.locator('.MuiAd-feed, .MuiAd-feedPending')).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(requests.feed).toBe(name === 'garbage' ? 1 : 10);
    });
  }

  test('HTTP 500: no ad, no retry', async ({ page, problems }) => {
    problems.ignore((p) => p.text.includes('status of 500') && p.text.includes(AD_FEED));
    const requests = await serveFeed(page, (route) => route.fulfill({ status: 500, body: 'down' }));
    const demo = await openFirstDemoCode(page);
    await expect(demo.locator('.MuiAd-feed, .MuiAd-feedPending')).toHaveCount(0);
    expect(requests.feed).toBe(1);
  });

  test('a request that never answers leaves the demo working', async ({ page }) => {
    await serveFeed(page, () => undefined);
    const demo = await openFirstDemoCode(page);
    await expect(demo.locator('.MuiAd-feedPending')).toHaveCount(1);
    const toolbar = demo.getByRole('toolbar', { name: 'demo source', exact: true });
    await toolbar.getByRole('button', { name: /^(Hide|Collapse) code$/ }).click();
    await expect(toolbar.getByRole('button', { name: /^(Show|Expand) code$/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
