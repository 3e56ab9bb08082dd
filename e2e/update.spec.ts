import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForHydration } from './support/site';
import { buildNextDeploy, NEXT_DEPLOY } from './support/nextDeploy';
import { PRODUCTION_ORIGIN, productionHostLaunchOptions, waitForOffline } from './support/productionHost';
import { freePortSync } from './support/ports';
import { StaticServer } from './support/staticServer';
import { expect, test } from './support/test';

/**
 * A deploy while a reader has the site open (issue 17): build A (public/) is served, the reader reads; build B
 * (the same project with a visible change, built after it with its caches: support/nextDeploy.ts) replaces it on the
 * server. The new service worker waits while the page is in the background, then takes over when the reader comes
 * back, and the page reloads once into B: B's page, B's scripts only, no console error.
 * Runs after every other browser test (its own Playwright project): it builds the site a second time.
 */

const PORT = freePortSync();
const A = path.resolve('public');
let B = '';
const server = new StaticServer(A);

test.use({ launchOptions: productionHostLaunchOptions(PORT), baseURL: PRODUCTION_ORIGIN });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  B = buildNextDeploy();
});
test.beforeEach(async () => {
  await server.stop();
  server.root = A;
  await server.start(PORT);
});
test.afterAll(() => server.stop());

/**
 * The scripts of a build: the .js files at the root of its public folder that the test page's HTML names or its
 * webpack runtime can load (a chunk's content hash is in the runtime's map). Built where the first build was, the next
 * deploy's folder also holds the first build's files, as a deploy that keeps the previous public/ does.
 */
function scriptsOf(root: string): Set<string> {
  const html = fs.readFileSync(path.join(root, NEXT_DEPLOY.page, 'index.html'), 'utf8');
  const runtime = /\/(webpack-runtime-[0-9a-f]+\.js)/.exec(html)?.[1];
  if (!runtime) throw new Error(`${root}${NEXT_DEPLOY.page}: no webpack runtime named in the HTML`);
  const named = html + fs.readFileSync(path.join(root, runtime), 'utf8');
  return new Set(
    fs
      .readdirSync(root)
      .filter((file) => file.endsWith('.js') && file !== 'sw.js')
      .filter((file) => named.includes(file) || named.includes(/-([0-9a-f]{20})\.js$/.exec(file)?.[1] ?? file))
      .map((file) => `/${file}`),
  );
}

/** The same-origin scripts the page has loaded (script tags and lazily loaded chunks). */
function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js') && !url.pathname.startsWith('/demos/'))
      .map((url) => url.pathname),
  );
}

/** Runs an expectation; if it fails, the error also says where the page and its workers stood. */
async function withState(page: Page, check: () => Promise<void>, loads: () => number) {
  try {
    await check();
  } catch (error) {
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          url: location.href,
          focused: document.hasFocus(),
          visibility: document.visibilityState,
          offline: document.documentElement.dataset.offline ?? null,
          controller: navigator.serviceWorker.controller?.state ?? null,
          active: registration?.active?.state ?? null,
          waiting: registration?.waiting?.state ?? null,
          installing: registration?.installing?.state ?? null,
          footer: document.querySelector('footer')?.textContent?.slice(0, 200) ?? null,
        };
      })
      .catch((reason: unknown) => ({ unavailable: String(reason) }));
    throw new Error(`${(error as Error).message}\nThe page then: ${JSON.stringify({ ...state, loads: loads() })}`, { cause: error });
  }
}

test('a new deploy: it waits while the page is in the background, then the page reloads once into it', async ({ page, context }) => {
  await page.goto(NEXT_DEPLOY.page, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  // A reader who kept the page open: it has kept the product's main pages too (the warm-up's batches over; the old
  // worker idle, as it is when a deploy lands on a page open for minutes).
  await waitForOffline(page, 'complete');
  await expect(page.getByText(NEXT_DEPLOY.sentence)).toHaveCount(0);
  const firstScripts = await loadedScripts(page);

  // The reader switches to another tab (the page loses focus: Playwright's focus emulation off for it).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const other = await context.newPage();
  await other.bringToFront();
  expect(await page.evaluate(() => document.hasFocus())).toBe(false);

  let loads = 0;
  page.on('load', () => (loads += 1));

  // B is deployed; the browser looks for a new worker (as it does on its own schedule) and installs it.
  server.root = B;
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  // Polled from here: waitForFunction takes an async predicate's promise for a truthy answer and returns at once.
  const hasWaitingWorker = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
  await expect.poll(hasWaitingWorker, { timeout: 30_000 }).toBe(true);

  // In the background nothing changes: the new worker waits, the page stays on A.
  await page.waitForTimeout(1500);
  expect(loads).toBe(0);
  expect(await hasWaitingWorker()).toBe(true);
  await expect(page.getByText(NEXT_DEPLOY.sentence)).toHaveCount(0);

  // The reader comes back: one reload, into B. (The tab in front, and focused as far as the page can tell: focus
  // emulation back on, so the page's focus does not depend on how the headless window manager hands out focus.)
  await page.bringToFront();
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  await withState(
    page,
    () => expect(page.getByText(NEXT_DEPLOY.sentence)).toBeVisible({ timeout: 15_000 }),
    () => loads,
  );
  await expect(page.locator('footer')).toContainText(NEXT_DEPLOY.footer);
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

  // No mixed chunks: every script the reloaded page ran is one of B's; the app scripts of A (which differ) are gone.
  const scriptsA = scriptsOf(A);
  const scriptsB = scriptsOf(B);
  const onlyA = [...scriptsA].filter((file) => !scriptsB.has(file));
  expect(firstScripts.some((file) => onlyA.includes(file))).toBe(true);
  const after = await loadedScripts(page);
  expect(after.length).toBeGreaterThan(0);
  for (const file of after) expect(scriptsB.has(file), `${file} is one of B's scripts`).toBe(true);
  for (const file of after) expect(onlyA, `${file} is not one of A's`).not.toContain(file);
});
