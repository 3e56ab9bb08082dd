import type { Page } from '@playwright/test';
import { closeSettings, settingsDrawer } from './support/preferences';
import { gotoAndHydrate, pageUrl } from './support/site';
import { expect, test } from './support/test';

/**
 * Usage analytics in the production build. The build has no measurement id, so the Google tag
 * never loads: what the docs send is read from `window.dataLayer`, where `gtag` queues every call.
 */
const BUTTON = pageUrl('/material-ui/react-button');
const INSTALLATION = pageUrl('/material-ui/getting-started/installation');

type Call = [string, string, Record<string, unknown>];
const dataLayer = (page: Page): Promise<Call[]> =>
  page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args) as Call));
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((c) => c[0] === 'event' && c[1] === name).map((c) => c[2]);
const userProperties = async (page: Page) => (await dataLayer(page)).filter((c) => c[0] === 'set' && c[1] === 'user_properties').map((c) => c[2]);

test('gtag and dataLayer exist on every page; without a measurement id the Google tag is never requested', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager')) tagRequests.push(request.url());
  });
  for (const url of ['/', INSTALLATION, '/404/']) {
    await page.goto(url);
    expect(await page.evaluate(() => typeof window.gtag === 'function' && Array.isArray((window as unknown as { dataLayer: unknown }).dataLayer)), url).toBe(true);
  }
  expect(tagRequests).toEqual([]);
});

test('page_view with title, location and product ids on load and after client-side navigation', async ({ page }) => {
  await gotoAndHydrate(page, INSTALLATION);
  await expect
    .poll(() => events(page, 'page_view'))
    .toEqual([
      { page_title: 'Installation - Material UI', page_location: '/material-ui/getting-started/installation/', productId: 'material-ui', productCategoryId: 'core' },
    ]);
  await page.locator('nav[aria-label="documentation"]').getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage\/$/);
  await expect
    .poll(async () => (await events(page, 'page_view')).map((e) => e.page_location))
    .toEqual(['/material-ui/getting-started/installation/', '/material-ui/getting-started/usage/']);
  const [, usage] = await events(page, 'page_view');
  expect(usage).toMatchObject({ page_title: 'Usage - Material UI', productId: 'material-ui', productCategoryId: 'core' });
  // The same values as the page's own meta tags.
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'material-ui');
});

test('a zh page reports its location without the language prefix and userLanguage zh', async ({ page }) => {
  await gotoAndHydrate(page, pageUrl('/zh/material-ui/getting-started/installation'));
  await expect.poll(async () => (await events(page, 'page_view'))[0]?.page_location).toBe('/material-ui/getting-started/installation/');
  await expect.poll(async () => (await userProperties(page))[0]?.userLanguage).toBe('zh');
});

test('clicks on marked elements (or their children) are events; split samples them', async ({ page }) => {
  await gotoAndHydrate(page, INSTALLATION);
  // The icon inside the settings button: the event is the button's.
  await page.locator('button[data-ga-event-action="settings"] svg').click();
  await expect.poll(() => events(page, 'header')).toEqual([{ eventAction: 'settings' }]);
  // The settings drawer it opens (loaded on first open) closes before the next clicks.
  await expect(settingsDrawer(page)).toBeVisible();
  await closeSettings(page);
  // A marked element with a split of 0.5, clicked with the draw above and then below it.
  await page.evaluate(() => {
    const marked = document.createElement('button');
    marked.textContent = 'Sampled';
    marked.setAttribute('data-ga-event-category', 'sampled-test');
    marked.setAttribute('data-ga-event-action', 'click');
    marked.setAttribute('data-ga-event-split', '0.5');
    // Above the page (the fixed sidebar covers the bottom left of a long page).
    marked.style.cssText = 'position:fixed;top:50%;left:50%;z-index:2000';
    document.body.append(marked);
  });
  // The draws of click sampling (a global Math.random stub would also feed the page's own code).
  await page.evaluate(() => {
    window.docsAnalytics = { random: () => 0.9 };
  });
  await page.getByRole('button', { name: 'Sampled' }).click();
  await page.evaluate(() => {
    window.docsAnalytics = { random: () => 0.1 };
  });
  await page.getByRole('button', { name: 'Sampled' }).click();
  await expect.poll(() => events(page, 'sampled-test')).toEqual([{ eventAction: 'click' }]);
});

test('every user property is sent after load and again when the code variant changes', async ({ page }) => {
  await gotoAndHydrate(page, BUTTON);
  await expect
    .poll(() => userProperties(page))
    .toEqual([{ codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light', codeStylingVariant: 'MUI System' }]);
  const toolbar = page.locator('.MuiDemo-root[data-demo="BasicButtons"]').getByRole('toolbar', { name: 'demo source', exact: true });
  await toolbar.getByRole('button', { name: /^(Show|Expand) code$/ }).click();
  await toolbar.getByRole('button', { name: 'Show JavaScript source', exact: true }).click();
  await expect.poll(async () => (await userProperties(page)).map((p) => p.codeVariant)).toEqual(['TS', 'JS']);
  // Choosing the selected variant again changes nothing: nothing is re-sent.
  await toolbar.getByRole('button', { name: 'Show JavaScript source', exact: true }).click();
  await page.waitForTimeout(200);
  expect(await userProperties(page)).toHaveLength(2);
});

test('a reader with dark mode stored gets their colour scheme in the first properties, sent once', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
  await gotoAndHydrate(page, INSTALLATION);
  await expect.poll(() => userProperties(page)).toHaveLength(1);
  await page.waitForTimeout(300);
  expect((await userProperties(page)).map((p) => p.colorScheme)).toEqual(['dark']);
});

test.describe('web vitals', () => {
  test('a sampled session reports web vitals as events named after the metric', async ({ page }) => {
    await page.addInitScript(() => {
      window.docsAnalytics = { webVitalsRate: 1 };
    });
    await gotoAndHydrate(page, INSTALLATION);
    await expect.poll(async () => (await dataLayer(page)).some((c) => c[0] === 'event' && c[1] === 'TTFB')).toBe(true);
    const [ttfb] = await events(page, 'TTFB');
    expect(ttfb).toMatchObject({ metric_label: 'Web Vitals', metric_id: expect.any(String), metric_value: expect.any(Number), metric_delta: expect.any(Number) });
  });

  test('an unsampled session loads no web-vitals code and reports nothing', async ({ page }) => {
    await page.addInitScript(() => {
      window.docsAnalytics = { webVitalsRate: 0 };
    });
    await gotoAndHydrate(page, INSTALLATION);
    await page.waitForTimeout(300);
    expect((await dataLayer(page)).filter((c) => ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'].includes(c[1]))).toEqual([]);
  });
});
