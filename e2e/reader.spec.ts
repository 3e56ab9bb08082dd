import type { APIRequestContext, Page } from '@playwright/test';
import { APP_SCRIPTS_ID, type AppScripts } from '../src/domain/page/appLoading';
import { expectMode, seedStorage, settingsDrawer } from './support/preferences';
import { expectGettingStartedToggles, pageUrl, readingOrder, readSidebar, waitForHydration, waitForReader } from './support/site';
import { AD_NETWORK_SCRIPT, NETWORK_AD } from './support/thirdParty';
import { expect, test, type Problem } from './support/test';

/**
 * Reading without the app (issue 35, docs/design/rendering.md): a documentation page runs the reader's script on
 * load and React, MUI and Gatsby's runtime (the app) only on first need. Each behaviour a reader has on such a page is
 * checked with the app's scripts blocked (request interception: the page must work without them), and again once the
 * app has loaded and taken over.
 */
const DOC = pageUrl('/material-ui/getting-started/installation');
const READER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: READER_UA });

const docsNav = (page: Page) => page.getByRole('navigation', { name: 'documentation', exact: true });
const toc = (page: Page) => page.getByRole('navigation', { name: 'Page table of contents', exact: true });
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('#___gatsby main')!).some((key) => key.startsWith('__reactFiber')));
const settingsButton = (page: Page) => page.locator('header button[data-ga-event-action="settings"]');

type Call = [string, string, Record<string, unknown>];
const events = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((args) => Array.from(args) as Call)
        .filter((call) => call[0] === 'event' && call[1] === name)
        .map((call) => call[2]),
    name,
  );

/** The app's scripts a page lists for its first need (its framework and app files). */
async function appScripts(request: APIRequestContext, url: string): Promise<string[]> {
  const html = await (await request.get(url)).text();
  const json = new RegExp(`<script id="${APP_SCRIPTS_ID}" type="application/json"[^>]*>(.*?)</script>`).exec(html);
  expect(json, `${url} lists the app's scripts (it is read without the app)`).not.toBeNull();
  return (JSON.parse(json![1]) as AppScripts).scripts;
}

/**
 * Blocks the app's scripts: the page has only its HTML, CSS, inline scripts and the reader. Returns what was asked.
 * `keepReact`: React's own file (webpack's `framework` chunk) stays reachable, the islands' dependency; the app's
 * files (Gatsby's runtime, the providers, every template's chunk) are blocked.
 */
async function blockApp(page: Page, request: APIRequestContext, problems: { ignore: (predicate: (problem: Problem) => boolean) => void }, { keepReact = false } = {}) {
  const framework = (path: string) => /^\/framework-[^/]*\.js$/.test(path);
  const blocked = new Set((await appScripts(request, DOC)).map((src) => new URL(src, 'http://x').pathname).filter((path) => !(keepReact && framework(path))));
  expect(blocked.size, 'the app has files of its own').toBeGreaterThan(0);
  const asked: string[] = [];
  await page.route(
    (url) => blocked.has(url.pathname) || url.pathname.startsWith('/component---'),
    (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort();
    },
  );
  problems.ignore((p) => [...blocked].some((path) => p.text.includes(path)));
  return asked;
}

/** The behaviours a reader has on the page, checked in turn (with or without the app). */
async function readsThePage(page: Page) {
  // Reading: the server's page, painted.
  await expect(page.locator('main h1')).toHaveText('Installation');

  // The skip link, the first stop of the keyboard.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The sidebar: the current page marked, a group collapses and expands.
  const nav = docsNav(page);
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', DOC);
  await expectGettingStartedToggles(nav);

  // The copy button.
  const block = page.locator('#main-content .MuiCode-root').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy the code', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('npm install @mui/material @emotion/react @emotion/styled');
  // Ctrl+C over another block.
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const second = page.locator('#main-content .MuiCode-root').nth(1);
  await second.hover();
  await page.keyboard.press('Control+C');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('pnpm add @mui/material');

  // The table of contents: a click marks its link at once, the scroll spy follows the scroll.
  const links = toc(page).locator('a');
  const last = links.last();
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'location');
  const third = links.nth(2);
  const hash = (await third.getAttribute('href'))!;
  await page.waitForTimeout(1100); // the click's mark holds for a second
  await page.evaluate((id) => window.scrollTo(0, document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - 70), hash.slice(1));
  await expect(third).toHaveAttribute('aria-current', 'location');
  await expect(toc(page).locator('a[aria-current="location"]')).toHaveCount(1);

  // A heading's link.
  const heading = page.locator('#main-content h2').nth(1);
  const id = (await heading.getAttribute('id'))!;
  await heading.hover();
  await heading.locator('a.anchor-link').click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));

  // Back to top: shown once scrolled, scrolls up and focuses the content.
  const top = page.getByRole('button', { name: 'Scroll back to top', exact: true });
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(top).toBeHidden();
  await expect(page.locator('#main-content')).toBeFocused();
}

test.describe('a documentation page without the app (its scripts blocked)', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(AD_NETWORK_SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: NETWORK_AD }));
  });

  test('reads, navigates its sidebar and contents, copies code, goes back to top; the app was asked for and never ran', async ({ page, request, problems }) => {
    const asked = await blockApp(page, request, problems);
    await page.goto(DOC, { waitUntil: 'networkidle' });
    expect(asked, 'nothing asks for the app on load').toEqual([]);
    // Under load the page can be idle on the network before it paints: the reader (and so its scripts' timings) first.
    await waitForReader(page);
    // The reader's scripts are asked for once the page's first contentful paint is reported: until then the HTML,
    // the sheet and the text had the connection and the main thread to themselves.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.scripts.length, 'the reader and its runtime').toBeGreaterThanOrEqual(2);
    for (const script of timing.scripts) expect(script.start, `${script.name} after the first contentful paint (${timing.paint} ms)`).toBeGreaterThan(timing.paint);
    await readsThePage(page);
    // The pointer reached one of the app's controls (the sidebar's product switcher): the app was asked for, and blocked.
    await page.locator('.MuiNavDrawer-content .drawer-header button').first().hover();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(await hydrated(page)).toBe(false);
  });

  test('colour mode from storage with no flash; previous and next pages by plain links', async ({ page, request, problems }) => {
    await blockApp(page, request, problems);
    await seedStorage(page, { 'mui-mode': 'dark' });
    const order = readingOrder(readSidebar('material-ui'));
    const index = order.findIndex((path) => pageUrl(path) === DOC);
    await page.goto(DOC);
    await expectMode(page, 'dark');
    await waitForReader(page);
    const pagination = page.getByRole('navigation', { name: 'Previous and next pages' });
    await pagination.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(pageUrl(order[index + 1]));
    await expectMode(page, 'dark');
    await expect(docsNav(page).locator('a[aria-current="page"]')).toHaveAttribute('href', pageUrl(order[index + 1]));
    await pagination.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(DOC);
  });

  test('the sponsor slot takes its turn after load; one page view; marked clicks are events', async ({ page, request, problems }) => {
    await blockApp(page, request, problems);
    await page.addInitScript(() => {
      window.docsAds = { random: () => 0.5 };
    });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await expect(page.locator('.MuiAd-root #carbonads')).toHaveText('Acme: ship faster');
    await expect(page.locator('.MuiAd-content')).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
    await expect
      .poll(() => events(page, 'page_view'))
      .toEqual([
        { page_title: 'Installation - Material UI', page_location: '/material-ui/getting-started/installation/', productId: 'material-ui', productCategoryId: 'core' },
      ]);
    // The source code link (a new tab: its default is prevented here, the click still happens).
    await page.locator('header a[data-ga-event-action="github"]').evaluate((link: HTMLElement) => {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      link.click();
    });
    await expect.poll(() => events(page, 'header')).toEqual([{ eventAction: 'github' }]);
    expect(await hydrated(page)).toBe(false);
  });
});

test.describe('the settings drawer and the search open alone, as islands (the app’s scripts blocked)', () => {
  const islands = (page: Page) => page.locator('[data-docs-islands]');

  test('settings: the colour mode applies to the page and stays; Escape gives focus back; the language link leads to the other language', async ({
    page,
    request,
    problems,
  }) => {
    const asked = await blockApp(page, request, problems, { keepReact: true });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    await settingsButton(page).click();
    const drawer = settingsDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(islands(page).locator('.MuiDrawer-paper')).toHaveCount(1); // in the islands' root, not the app's
    await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
    await expectMode(page, 'dark');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(settingsButton(page)).toBeFocused();
    // The page is still the reader's: its sidebar works, and nothing asked for the app.
    await expectGettingStartedToggles(docsNav(page));
    expect(asked).toEqual([]);
    expect(await hydrated(page)).toBe(false);
    // The choice is kept: the next load paints dark at once.
    await page.reload();
    await expectMode(page, 'dark');
    await waitForReader(page);
    await settingsButton(page).click();
    await settingsDrawer(page).getByRole('link', { name: '中文', exact: true }).click();
    await expect(page).toHaveURL(pageUrl('/zh/material-ui/getting-started/installation'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(asked).toEqual([]);
  });

  test('search: Ctrl+K opens it, results come as the reader types, Enter goes to the first; `/` opens it too', async ({ page, request, problems }) => {
    const asked = await blockApp(page, request, problems, { keepReact: true });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('combobox');
    await expect(field).toBeFocused();
    await field.pressSequentially('button');
    const first = dialog.getByRole('option').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href'))!; // the option is the result's link
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('/');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').pressSequentially('button');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(asked).toEqual([]);
  });

  test('search: typing on the page opens it with what was typed, every character kept while it loads', async ({ page, request, problems }) => {
    const asked = await blockApp(page, request, problems, { keepReact: true });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    await page.keyboard.type('slider');
    const field = page.getByRole('dialog').getByRole('combobox');
    await expect(field).toHaveValue('slider');
    await expect(field).toBeFocused();
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('navigation on a phone: the menu button opens the drawer alone, the page marked; its product menu opens in it; Escape gives focus back; a link leads to its page', async ({
    page,
    request,
    problems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked = await blockApp(page, request, problems, { keepReact: true });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    const menuButton = page.getByRole('button', { name: 'Open main navigation' });
    await menuButton.click();
    const drawer = islands(page).locator('.MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'documentation', exact: true });
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', DOC);
    await expectGettingStartedToggles(nav);
    // The product menu: its portal in the islands' root too, so the reader leaves its presses alone.
    await drawer.getByRole('button', { name: 'Switch product: Material UI' }).click();
    const products = islands(page).getByRole('menu');
    await expect(products).toBeVisible();
    await expect(products.getByRole('menuitem', { name: /Joy UI/ })).toHaveAttribute('href', pageUrl('/joy-ui/getting-started'));
    await page.keyboard.press('Escape');
    await expect(products).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(asked).toEqual([]);
    expect(await hydrated(page)).toBe(false);
    await menuButton.click();
    await nav.getByRole('link', { name: 'Usage', exact: true }).click();
    await expect(page).toHaveURL(pageUrl('/material-ui/getting-started/usage'));
    expect(asked).toEqual([]);
  });

  test('navigation on a phone once the app has started: its own drawer, one, with the page marked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await expect(drawer).toHaveCount(1);
    await expect(drawer).toBeVisible();
    await expect(islands(page)).toHaveCount(0);
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', DOC);
    await drawer.getByRole('button', { name: 'Switch product: Material UI' }).click();
    await page.getByRole('menuitem', { name: /Joy UI/ }).click();
    await expect(page).toHaveURL(pageUrl('/joy-ui/getting-started'));
    expect(await hydrated(page)).toBe(true); // Gatsby's navigation: the same app, no page load
  });

  test('Copy page: the page’s actions copy its Markdown twin alone, in their place, by pointer and by keyboard', async ({ page, context, request, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const asked = await blockApp(page, request, problems, { keepReact: true });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    const twin = await (await request.get('/material-ui/getting-started/installation.md')).text();
    const actions = page.getByRole('group', { name: 'Page actions' });
    const copy = actions.getByRole('button', { name: 'Copy page as Markdown' });
    const box = await copy.boundingBox();
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(copy.getByText('Copied')).toBeVisible();
    await expect(page.locator('[data-docs-islands="actions"] .MuiPageActions-root')).toHaveCount(1);
    expect(await copy.boundingBox()).toEqual(box);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(asked, 'the app was never asked for').toEqual([]);
    expect(await hydrated(page)).toBe(false);
  });

  test('islands that cannot mount (the page’s data unreachable) hand the press to the app, which opens the drawer', async ({ page, problems }) => {
    problems.ignore((p) => p.text.includes('/page-data/material-ui/getting-started/installation/page-data.json'));
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    await page.route('**/page-data/material-ui/getting-started/installation/page-data.json', (route) => route.abort(), { times: 1 });
    await settingsButton(page).click();
    await expect(settingsDrawer(page)).toBeVisible();
    expect(await hydrated(page)).toBe(true);
    await expect(islands(page)).toHaveCount(0);
  });

  test('once the whole app starts, the islands give way to its own drawer and dialog', async ({ page }) => {
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(islands(page)).toHaveCount(1);
    await waitForHydration(page);
    await expect(islands(page)).toHaveCount(0);
    await settingsButton(page).click();
    await expect(settingsDrawer(page)).toHaveCount(1);
    await expect(settingsDrawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});

test.describe('the same page once the app has loaded', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('every behaviour works again; the ad drawn before is kept, not drawn twice; still one page view', async ({ page }) => {
    const networkRequests: string[] = [];
    await page.route(AD_NETWORK_SCRIPT, (route) => {
      networkRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: NETWORK_AD });
    });
    await page.addInitScript(() => {
      window.docsAds = { random: () => 0.5 };
    });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await expect(page.locator('.MuiAd-root #carbonads')).toBeVisible();
    const ad = await page.locator('.MuiAd-root #carbonads').elementHandle();
    await waitForHydration(page);
    expect(await hydrated(page)).toBe(true);
    await readsThePage(page);
    expect(await ad!.evaluate((element) => element.isConnected)).toBe(true);
    expect(networkRequests).toHaveLength(1);
    expect(await events(page, 'page_view')).toHaveLength(1);
  });

  test('the first press on an app control is not lost: settings open, Ctrl+K opens search', async ({ page }) => {
    await page.goto(DOC, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(pageUrl('/material-ui/getting-started/usage'), { waitUntil: 'networkidle' });
    await settingsButton(page).click();
    await expect(settingsDrawer(page)).toBeVisible();
  });
});

test.describe('a component page (live demos) read without the app', () => {
  const CODEBLOCK = pageUrl('/experiments/docs/codeblock');
  const demo = (page: Page, name: string) => page.locator(`.MuiDemo-root[data-demo="${name}"]`);

  test('its demos are drawn from the server; the first click on one makes that demo live alone, in its place, and is not lost', async ({ page, request, problems }) => {
    problems.ignore((p) => p.kind === 'console' && p.text.startsWith('[error] Error: Demo crashed on purpose'));
    const app = new Set((await appScripts(request, CODEBLOCK)).map((src) => new URL(src, 'http://x').pathname));
    const asked: string[] = [];
    page.on('request', (r) => {
      if (app.has(new URL(r.url()).pathname) && !/\/framework-[^/]*\.js$/.test(new URL(r.url()).pathname)) asked.push(r.url());
    });
    await page.goto(CODEBLOCK, { waitUntil: 'networkidle' });
    await waitForReader(page);
    expect(asked, 'nothing asks for the app on load').toEqual([]);
    const button = demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 0 times', exact: true });
    await expect(button).toBeVisible();
    await demo(page, 'WorkingDemo').scrollIntoViewIfNeeded();
    const before = await demo(page, 'WorkingDemo').boundingBox();
    await button.click();
    await expect(demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();
    // That demo is an island: in its place, the same box; the other demos still the server's.
    await expect(page.locator('[data-docs-islands="demo"] .MuiDemo-root')).toHaveCount(1);
    await expect(page.locator('.MuiDemo-root[data-demo="WorkingDemo"]')).toHaveCount(1);
    expect(await demo(page, 'WorkingDemo').boundingBox()).toEqual(before);
    // Its toolbar is the island's too: the code opens.
    const toggle = demo(page, 'WorkingDemo').locator('button[aria-expanded]').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(asked, 'the app was never asked for').toEqual([]);
    expect(await hydrated(page)).toBe(false);
  });

  test('with the app blocked, a demo still goes live alone; then the app starts: the demos are the server’s again, and go live in it', async ({
    page,
    request,
    problems,
  }) => {
    const blocked = new Set(
      (await appScripts(request, CODEBLOCK)).map((src) => new URL(src, 'http://x').pathname).filter((path) => !/^\/framework-[^/]*\.js$/.test(path)),
    );
    let blocking = true;
    await page.route(
      (url) => blocked.has(url.pathname),
      (route) => (blocking ? route.abort() : route.fallback()),
    );
    problems.ignore((p) => [...blocked].some((path) => p.text.includes(path)));
    await page.goto(CODEBLOCK, { waitUntil: 'networkidle' });
    await waitForReader(page);
    await demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 0 times', exact: true }).click();
    await expect(demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();
    expect(await hydrated(page)).toBe(false);

    blocking = false;
    await waitForHydration(page);
    await expect(page.locator('[data-docs-islands]')).toHaveCount(0);
    await expect(page.locator('.MuiDemo-root[data-demo="WorkingDemo"]')).toHaveCount(1);
    const again = demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 0 times', exact: true });
    await expect(again).toBeVisible();
    // Its code has arrived already: the pointer reaching it makes it live at once (a press at the same instant would
    // land on the markup it replaces), so the pointer arrives first, as a reader's does. (It leaves first: Chromium
    // dispatches no click from a pointer that has not moved since the element under it was replaced.)
    await page.mouse.move(0, 0);
    await again.hover();
    await expect.poll(() => again.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await again.click();
    await expect(demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();
  });

  test('with the app blocked, the settings open alone and draw the demos: JavaScript chosen there shows in a demo’s source', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const asked = await blockApp(page, request, problems, { keepReact: true });
    await page.goto(CODEBLOCK, { waitUntil: 'networkidle' });
    await waitForReader(page);
    const demos = await page.locator('.MuiDemo-root').count();
    expect(demos).toBeGreaterThan(1);
    await settingsButton(page).click();
    await expect(settingsDrawer(page)).toBeVisible();
    await expect(page.locator('[data-docs-islands="demo"] > .MuiDemo-root')).toHaveCount(demos);
    await settingsDrawer(page).getByRole('button', { name: 'JavaScript', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(settingsDrawer(page)).toBeHidden();
    const working = demo(page, 'WorkingDemo');
    await working.locator('button[aria-expanded]').first().click();
    await expect(working.locator('.MuiDemo-code')).toContainText('React.useState(0)');
    await expect(working.locator('.MuiDemo-code')).not.toContainText('<number>');
    expect((await context.cookies(baseURL)).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
    expect(asked, 'the app was never asked for').toEqual([]);
    expect(await hydrated(page)).toBe(false);
  });

  test('with the app blocked, the demos and the page still read: sidebar, contents, copy', async ({ page, request, problems }) => {
    const blocked = new Set((await appScripts(request, CODEBLOCK)).map((src) => new URL(src, 'http://x').pathname));
    await page.route(
      (url) => blocked.has(url.pathname),
      (route) => route.abort(),
    );
    problems.ignore((p) => [...blocked].some((path) => p.text.includes(path)));
    await page.goto(CODEBLOCK, { waitUntil: 'networkidle' });
    await expect(demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 0 times', exact: true })).toBeVisible();
    const nav = docsNav(page);
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', CODEBLOCK);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole('button', { name: 'Scroll back to top', exact: true })).toBeVisible();
    expect(await hydrated(page)).toBe(false);
  });

  test('a reader who chose JavaScript gets the app at once (the demos show the chosen source)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseURL! }]);
    await page.goto(CODEBLOCK, { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(page)).toBe(true);
  });
});

test.describe('page feedback on a page read without the app', () => {
  const BUTTON = pageUrl('/material-ui/react-button');

  test('a heading’s "comment on this section" link, the first press on the page, opens the form for its section', async ({ page }) => {
    await page.goto(BUTTON, { waitUntil: 'networkidle' });
    expect(await hydrated(page)).toBe(false);
    const heading = page.locator('h2#color-and-size');
    await heading.hover();
    await heading.getByRole('link', { name: 'Comment on this section: Color and size' }).click();
    await expect(page.getByText('How can we improve the “Color and size” section? (optional)')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  });

  test('with the app blocked, the feedback opens alone in its place: a vote and a comment on a section are sent; nothing moved', async ({ page, request, problems }) => {
    const asked = await blockApp(page, request, problems, { keepReact: true });
    const sent: Array<Record<string, unknown>> = [];
    await page.route('**/api/feedback', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
    });
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    const section = page.locator('#page_feedback');
    await section.scrollIntoViewIfNeeded();
    const before = await section.boundingBox();
    const yes = page.getByRole('button', { name: 'Yes', exact: true });
    await yes.click();
    // The island's section in the server's place: one section, in the islands' element, where it was.
    await expect(page.locator('[data-docs-islands="feedback"] #page_feedback')).toHaveCount(1);
    await expect(section).toHaveCount(1);
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByRole('status')).toHaveText('Feedback submitted');
    await expect(page.getByText('What did you like about this page? (optional)')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
    const after = await section.boundingBox();
    expect([after!.x, after!.y, after!.width]).toEqual([before!.x, before!.y, before!.width]);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    // A heading's comment link opens the island's form for its section.
    const heading = page.locator('#main-content h2').nth(1);
    const [id, title] = [await heading.getAttribute('id'), (await heading.innerText()).trim()];
    await heading.hover();
    await heading.getByRole('link', { name: `Comment on this section: ${title}` }).click();
    await expect(page.getByText(`How can we improve the “${title}” section? (optional)`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Comment' }).fill('Say which version.');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
    expect(sent).toEqual([
      { rating: 1, page: '/material-ui/getting-started/installation/', language: 'en' },
      { rating: 1, comment: 'Say which version.', section: id, page: '/material-ui/getting-started/installation/', language: 'en' },
    ]);
    expect(asked, 'the app was never asked for').toEqual([]);
    expect(await hydrated(page)).toBe(false);
  });

  test('the feedback island gives way to the app: the server’s section hydrated, the vote and the unsent comment shown', async ({ page }) => {
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }));
    await page.goto(DOC, { waitUntil: 'networkidle' });
    await waitForReader(page);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.locator('[data-docs-islands="feedback"] #page_feedback')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Comment' }).fill('Not sent yet');
    expect(await hydrated(page)).toBe(false);
    await waitForHydration(page);
    await expect(page.locator('[data-docs-islands]')).toHaveCount(0);
    await expect(page.locator('#page_feedback')).toHaveCount(1);
    expect(await page.locator('#page_feedback').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    await expect(page.getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Not sent yet');
  });

  test('a vote and an unsent comment kept for the page bring the app at once, which shows them', async ({ page }) => {
    await page.goto(BUTTON, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      localStorage.setItem('feedback-/material-ui/react-button', '0');
      sessionStorage.setItem('feedback-draft-/material-ui/react-button', JSON.stringify({ comment: 'Kept', section: null }));
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Kept');
  });
});
