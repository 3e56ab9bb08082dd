import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import chromium from '../scripts/lib/chromium.json';
import { blockJavaScript, isAbortedScript, readStorage, seedStorage } from './support/preferences';
import { currentPath, gotoAndHydrate, pageUrl, waitForHydration } from './support/site';
import { readSitemapPaths } from './support/sitemap';
import { collectProblems } from './support/console';
import { expect, test } from './support/test';
import { interceptThirdParties } from './support/thirdParty';

/**
 * The site search dialog (src/components/search/): how it opens (button, Ctrl/⌘+K, `/`, typing on the page),
 * its results and keys, navigation to a page and section in the reader's language, focus, failure and empty
 * states, recent searches, accessibility, and what it costs pages that never open it.
 */

const INSTALLATION = '/material-ui/getting-started/installation/';
const RECENT_KEY = 'docs-search-recent'; // src/domain/preferences/keys.ts

const searchButton = (page: Page, name = 'Search…') => page.getByRole('button', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');
const activeOption = (page: Page) => dialog(page).locator('[role="option"][aria-selected="true"]');

/** Types a query and waits for the whole index (the text tier included): results no longer change under the test. */
async function searchFor(page: Page, query: string) {
  await field(page).fill(query);
  await expect(dialog(page).getByRole('progressbar')).toHaveCount(0);
}

/** The dialog's fade has ended (axe would measure half-transparent text). */
async function dialogSettled(page: Page) {
  await expect(dialog(page)).toBeVisible();
  await page.waitForFunction(() => {
    const container = document.querySelector('.MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });
}

async function blurToBody(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

test.describe('opening', () => {
  test('Ctrl+K opens the dialog with its field focused; the button opens it too', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');
    await expect(field(page)).toHaveAccessibleName('Search the documentation');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await searchButton(page).click();
    await expect(field(page)).toBeFocused();
  });

  test('/ opens it, empty; but / typed in a text field stays there', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await blurToBody(page);
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');
    // In the dialog's own field, / is text.
    await page.keyboard.type('a/b');
    await expect(field(page)).toHaveValue('a/b');
  });

  test('typing on the page opens it with what was typed, even before its code has loaded', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await blurToBody(page);
    await page.keyboard.press('b');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('b');
    await page.keyboard.type('utton');
    await expect(field(page)).toHaveValue('button');

    // A fresh page: the whole word is typed at once, while the dialog's chunk is still on its way.
    await gotoAndHydrate(page, INSTALLATION);
    await blurToBody(page);
    await page.keyboard.type('slider');
    await expect(field(page)).toHaveValue('slider');
  });

  test('a letter typed on a link or button, or Space on the page, does not open it', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await page.locator('header').getByRole('link', { name: 'Source code' }).focus();
    await page.keyboard.press('b');
    await blurToBody(page);
    await page.keyboard.press(' ');
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the button shows the platform shortcut: Ctrl+K on Linux, ⌘K on a Mac, with the space reserved on the server', async ({ page, problems }) => {
    problems.ignore(isAbortedScript);
    await gotoAndHydrate(page, INSTALLATION);
    const key = page.locator('.header-search-key');
    await expect(key).toHaveText('Ctrl+K');
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    const hydrated = await key.boundingBox();

    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await gotoAndHydrate(page, INSTALLATION);
    await expect(key).toHaveText('⌘K');
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    await page.keyboard.press('Meta+k');
    await expect(field(page)).toBeFocused();

    // The server's HTML has the hint's box, empty and invisible, where the key will be: filling it moves nothing.
    const serverPage = await page.context().newPage();
    await blockJavaScript(serverPage);
    await serverPage.goto(INSTALLATION);
    const serverKey = serverPage.locator('.header-search-key');
    await expect(serverKey).toHaveText('');
    expect(await serverKey.boundingBox()).toEqual(hydrated);
    await serverPage.close();
  });

  test('the dialog and the search engine load on first use: pointing at the button prefetches them', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await gotoAndHydrate(page, INSTALLATION);
    const isDialogCode = (source: string) => source.includes('search-group-label');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isDialogCode)).toEqual([]);
    await searchButton(page).hover();
    await expect.poll(() => scripts.filter(isDialogCode).length).toBeGreaterThan(0);
    // Nothing of the index yet: it is fetched when the dialog opens.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/search/')).length)).toBe(0);
  });
});

test.describe('results', () => {
  test('"button" puts the Button page first, in a group with its product chip; the count is announced', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'button');
    await expect(options(page).first()).toHaveAttribute('href', '/material-ui/react-button/');
    const group = dialog(page).getByRole('group').first();
    await expect(group).toHaveAccessibleName(/^Button\s*Material UI$/);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id'))!);
    const listboxId = await dialog(page).getByRole('listbox').getAttribute('id');
    await expect(field(page)).toHaveAttribute('aria-controls', listboxId!);
    await expect(dialog(page).getByRole('status')).toHaveText(`${await options(page).count()} results`);
    // The query's words are marked in the results.
    await expect(options(page).first().locator('mark').first()).toHaveText(/^button$/i);
  });

  test('arrow keys move the active result (wrapping); Enter opens it: its page and section, on the client', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.keyboard.press('Control+k');
    await searchFor(page, 'button');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    const first = await options(page).first().getAttribute('id');
    await page.keyboard.press('ArrowUp');
    await expect(activeOption(page)).toHaveAttribute('id', (await options(page).last().getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(activeOption(page)).toHaveAttribute('id', first!);

    // Down to the first result that is a section of its page.
    let href = '';
    for (let i = 0; i < count && !href.includes('#'); i += 1) {
      await page.keyboard.press('ArrowDown');
      href = (await activeOption(page).getAttribute('href'))!;
      await expect(field(page)).toHaveAttribute('aria-activedescendant', (await activeOption(page).getAttribute('id'))!);
    }
    expect(href).toMatch(/^\/[^#]+\/#.+/);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(href);
    const anchor = decodeURIComponent(href.split('#')[1]);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a click on a result opens it', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await searchButton(page).click();
    await searchFor(page, 'button');
    await options(page).first().click();
    await expect(page).toHaveURL('/material-ui/react-button/');
    await expect(page.locator('h1')).toHaveText('Button');
  });

  test('Escape closes the dialog and focus returns where it was', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    const link = page.locator('header').getByRole('link', { name: 'Source code' });
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('button');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();

    await searchButton(page).click();
    await expect(field(page)).toHaveValue(''); // a new search each time
    await page.keyboard.press('Escape');
    await expect(searchButton(page)).toBeFocused();
  });

  test('no results: the query and a hint', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'qzxjvw');
    await expect(dialog(page).getByText('No results for “qzxjvw”')).toBeVisible();
    await expect(dialog(page).getByText(/Check the spelling/)).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText('No results');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a /zh/ page: Chinese labels, results and start screen link to /zh/ pages', async ({ page, request }) => {
    await gotoAndHydrate(page, pageUrl(INSTALLATION, 'zh'));
    await searchButton(page, '搜索…').click();
    await expect(field(page)).toHaveAccessibleName('搜索文档');
    await expect(dialog(page).getByRole('region', { name: '热门页面' }).getByRole('link').first()).toBeVisible();
    const popular = await dialog(page)
      .getByRole('region', { name: '热门页面' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(popular.length).toBeGreaterThanOrEqual(6);
    for (const href of popular) expect(href).toMatch(/^\/zh\//);
    // Every popular destination is a page of the site.
    const sitemap = new Set(await readSitemapPaths(request));
    for (const href of popular) expect(sitemap, href).toContain(href);

    await searchFor(page, 'button');
    await expect(options(page).first()).toHaveAttribute('href', '/zh/material-ui/react-button/');
    for (const href of await options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) expect(href).toMatch(/^\/zh\//);
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ 个结果$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/zh/material-ui/react-button/');
    expect(currentPath(page)).toBe('/zh/material-ui/react-button/');
  });
});

test.describe('start screen and recent searches', () => {
  test('popular destinations are links to existing pages; the first ArrowDown reaches them', async ({ page, request }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await page.keyboard.press('Control+k');
    // The dialog's code loads on first use: wait for it (evaluateAll would not) before reading its links.
    await expect(field(page)).toBeFocused();
    const popular = dialog(page).getByRole('region', { name: 'Popular' }).getByRole('link');
    await expect(popular.first()).toBeVisible();
    const hrefs = await popular.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    const sitemap = new Set(await readSitemapPaths(request));
    for (const href of hrefs) expect(sitemap, href).toContain(href);
    await page.keyboard.press('ArrowDown');
    await expect(popular.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(popular.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
    await popular.filter({ hasText: 'The sx prop' }).click();
    await expect(page).toHaveURL('/system/getting-started/the-sx-prop/');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a chosen result is a recent search; Clear empties the list; a corrupt stored value is ignored', async ({ page }) => {
    await seedStorage(page, { [RECENT_KEY]: '{"corrupt' });
    await gotoAndHydrate(page, INSTALLATION);
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('region', { name: 'Recent' });
    await expect(dialog(page).getByRole('region', { name: 'Popular' })).toBeVisible();
    await expect(recent).toHaveCount(0);

    await searchFor(page, 'button');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/material-ui/react-button/');
    expect(JSON.parse((await readStorage(page, RECENT_KEY))!)).toEqual([{ query: 'button', url: '/material-ui/react-button/', page: 'Button' }]);

    // The new page is drawn (a shortcut pressed while the old page is still on screen goes to the old page's
    // search, which the new page then replaces).
    await expect(page.locator('h1')).toHaveText('Button');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const entry = recent.getByRole('link');
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveAttribute('href', '/material-ui/react-button/');
    await expect(entry).toContainText('Button');
    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect(recent).toHaveCount(0);
    expect(JSON.parse((await readStorage(page, RECENT_KEY))!)).toEqual([]);
    await expect(field(page)).toBeFocused();
  });
});

test('the index failing to load: a message and Retry, which works once the network is back', async ({ page, problems }) => {
  problems.ignore((p) => p.text.includes('/search/'));
  let requests = 0;
  await page.route('**/search/**', (route) => {
    requests += 1;
    return route.abort();
  });
  await gotoAndHydrate(page, INSTALLATION);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('button');
  await expect(dialog(page).getByRole('paragraph').filter({ hasText: 'The search index could not be loaded.' })).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText('The search index could not be loaded.');
  // One attempt, no retry loop.
  await page.waitForTimeout(1000);
  expect(requests).toBe(1);

  await page.unroute('**/search/**');
  await dialog(page).getByRole('button', { name: 'Retry' }).click();
  await expect(options(page).first()).toHaveAttribute('href', '/material-ui/react-button/');
  await expect(field(page)).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });
    test(`axe: the open dialog, its start screen and its results (${colorScheme})`, async ({ page }) => {
      await seedStorage(page, { [RECENT_KEY]: JSON.stringify([{ query: 'slider', url: '/material-ui/react-slider/', page: 'Slider' }]) });
      await gotoAndHydrate(page, INSTALLATION);
      await page.keyboard.press('Control+k');
      await dialogSettled(page);
      await expect(dialog(page).getByRole('region', { name: 'Recent' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await searchFor(page, 'button');
      await page.keyboard.press('ArrowDown');
      expect(await violations(page)).toEqual([]);
      await searchFor(page, 'qzxjvw');
      expect(await violations(page)).toEqual([]);
    });
  });
}

/** Axe over the page with the dialog open; the dialog is a portal at the end of <body>, outside the landmarks, as dialogs must be. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).disableRules(['region']).analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the dialog fills the screen and has a close button', async ({ page }) => {
    await gotoAndHydrate(page, INSTALLATION);
    await searchButton(page).click();
    await dialogSettled(page);
    const paper = await dialog(page).boundingBox();
    expect(paper).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });
});

/**
 * Headless Chromium hides scrollbars, so this test runs its own browser with them shown: opening the dialog
 * locks the page's scroll (the scrollbar goes) and nothing of the page may move, the app bar first.
 */
for (const dir of ['ltr', 'rtl'] as const) {
  test(`opening the dialog shifts nothing on the page, scrollbar shown (${dir})`, async ({ playwright, baseURL }) => {
    const browser = await playwright.chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: chromium.flags,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const context = await browser.newContext({ baseURL });
      await interceptThirdParties(context);
      const page = await context.newPage();
      const problems = collectProblems(page);
      if (dir === 'rtl') await page.addInitScript(() => window.localStorage.setItem('mui-docs-theme', JSON.stringify({ direction: 'rtl' })));
      await page.goto(INSTALLATION);
      await waitForHydration(page);
      if (dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth), 'the scrollbar takes room').toBeGreaterThan(0);
      const boxes = (targets: Locator[]) => Promise.all(targets.map((target) => target.boundingBox()));
      // CSS locators: while the dialog is open the page is aria-hidden, out of reach of role queries.
      const targets = [
        'header',
        'header .header-search',
        'header a[aria-label="Source code"]',
        'h1',
        '.MuiNavDrawer-panel',
        'nav[aria-label="Page table of contents"]',
      ].map((css) => page.locator(css).first());
      const before = await boxes(targets);
      await page.keyboard.press('Control+k');
      await dialogSettled(page);
      expect(await boxes(targets)).toEqual(before);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      expect(await boxes(targets)).toEqual(before);
      expect(problems.take()).toEqual([]);
    } finally {
      await browser.close();
    }
  });
}
