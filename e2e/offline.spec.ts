import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { currentPath, waitForHydration } from './support/site';
import { goOffline, PRODUCTION_ORIGIN, productionHostLaunchOptions, registrations, waitForOffline } from './support/productionHost';
import { freePortSync } from './support/ports';
import { StaticServer } from './support/staticServer';
import { expect, test } from './support/test';

/**
 * Offline reading (issue 17) against the production build, on the production host: the site served by a
 * local server that Chromium reaches under the configured host name. Going offline stops that server (and
 * tells the browser it is offline), so whatever still works comes from the service worker.
 */

const PORT = freePortSync();
const server = new StaticServer(path.resolve('public'));

test.use({ launchOptions: productionHostLaunchOptions(PORT), baseURL: PRODUCTION_ORIGIN });
// One server for the file, stopped and started by its tests.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async () => {
  await server.stop();
  await server.start(PORT);
});
test.afterAll(() => server.stop());

const INSTALLATION = '/material-ui/getting-started/installation/';
const USAGE = '/material-ui/getting-started/usage/';
const notice = (page: Page) => page.locator('.MuiDocs-offlineNotice');

async function gotoOnline(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
}

test('the service worker is registered on the production host, and nowhere else', async ({ page, browser }) => {
  await gotoOnline(page, INSTALLATION);
  await waitForOffline(page, 'ready');
  expect(await registrations(page)).toEqual([`${PRODUCTION_ORIGIN}/`]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${PRODUCTION_ORIGIN}/sw.js`);

  // The same build on another host (a preview): no registration, sw.js never asked for.
  const preview = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const other = await preview.newPage();
  server.requests.length = 0;
  await gotoOnline(other, INSTALLATION);
  await other.waitForTimeout(1000); // the registration would start on idle after hydration
  expect(await registrations(other)).toEqual([]);
  expect(server.requests).not.toContain('/sw.js');
  expect(await other.evaluate(() => document.documentElement.dataset.offline)).toBeUndefined();
  await preview.close();
});

test('offline: visited pages, the product main pages and search work; an unsaved page shows the offline page', async ({ page, context }) => {
  await gotoOnline(page, INSTALLATION);
  await waitForOffline(page, 'complete');
  await expect(notice(page)).toBeEmpty();
  // This page has no demo, so it never asked for the Material demos' font: kept for the product's pages, which do.
  const keptFonts = await page.evaluate(async () =>
    (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname))))
      .flat()
      .filter((pathname) => /\/roboto-latin-\d+-normal-/.test(pathname)),
  );
  expect(keptFonts.map((pathname) => pathname.match(/roboto-latin-(\d+)/)![1]).sort()).toEqual(['300', '400', '500', '700']);

  await goOffline(context, () => server.stop());
  // The live region says so.
  await expect(notice(page)).toHaveText("You're offline. Pages you've visited still work.");
  await expect(notice(page)).toHaveAttribute('role', 'status');

  // A page of the product never opened, through the sidebar (client-side navigation: its data from the cache).
  await page.locator('nav').getByRole('link', { name: 'Usage', exact: true }).first().click();
  await expect(page).toHaveURL(USAGE);
  await expect(page.locator('h1')).toHaveText('Usage');

  // A full load of a visited page.
  await page.goto(INSTALLATION);
  await expect(page.locator('h1')).toHaveText('Installation');
  await waitForHydration(page);
  await expect(notice(page)).toHaveText(/offline/);

  // Search: the index this page kept.
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('button');
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/material-ui/react-button/');
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText('Button');
  expect(currentPath(page)).toBe('/material-ui/react-button/');

  // A page of another product, never opened: the offline page, at the URL asked for, in the site's shell.
  const response = await page.goto('/joy-ui/getting-started/installation/');
  expect(response?.status()).toBe(200);
  expect(currentPath(page)).toBe('/joy-ui/getting-started/installation/');
  await expect(page.locator('h1')).toHaveText("You're offline");
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The connection returns: the offline page loads the page that was asked for.
  await server.start(PORT);
  await context.setOffline(false);
  await expect(page.locator('h1')).toHaveText('Installation');
  expect(currentPath(page)).toBe('/joy-ui/getting-started/installation/');
  await waitForHydration(page);
  await expect(notice(page)).toBeEmpty();
});

test('a Chinese page not saved shows the Chinese offline page', async ({ page, context }) => {
  await gotoOnline(page, `/zh${INSTALLATION}`);
  await waitForOffline(page, 'ready');
  await goOffline(context, () => server.stop());
  await page.goto('/zh/joy-ui/getting-started/installation/');
  await expect(page.locator('h1')).toHaveText('你已离线');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await page.goto(`/zh${INSTALLATION}`);
  await expect(page.locator('h1')).not.toHaveText('你已离线');
});

test('a dark-mode reader gets a dark offline page', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoOnline(page, INSTALLATION);
  await waitForOffline(page, 'ready');
  await goOffline(context, () => server.stop());
  await page.goto('/joy-ui/getting-started/installation/');
  await expect(page.locator('h1')).toHaveText("You're offline");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect(r + g + b).toBeLessThan(120);
});
