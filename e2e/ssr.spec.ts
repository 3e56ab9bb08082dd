import { blockJavaScript, isAbortedScript } from './support/preferences';
import { expect, test } from './support/test';

/**
 * Every page's HTML carries the styles of its own markup, so it paints styled before any JavaScript
 * runs (no layout shift at hydration). Pages are rendered in one build process: a style cache shared
 * between pages once left out of later pages the styles an earlier page had emitted.
 */
const PAGES = ['/', '/material-ui/getting-started/', '/material-ui/getting-started/installation/', '/zh/system/getting-started/usage/', '/x/react-charts/', '/404/'];

for (const path of PAGES) {
  test(`server HTML styles its own markup: ${path}`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const classes = new Set([...html.matchAll(/class="[^"]*?\b(css-[a-z0-9]+)\b/g)].map((m) => m[1]));
    expect(classes.size).toBeGreaterThan(5);
    const unstyled = [...classes].filter((c) => !html.includes(`.${c}{`));
    expect(unstyled, 'emotion classes used in the HTML without their rules').toEqual([]);
    // The shell's own classes are styled by the shell style sheet, linked in the head (before any content).
    const head = html.slice(0, html.indexOf('<body'));
    const href = /<link rel="stylesheet" href="(\/styles\/shell-[0-9a-f]{16}\.css)"/.exec(head)?.[1];
    expect(href, 'the shell style sheet is linked in the head').toBeTruthy();
    const css = await (await request.get(href!)).text();
    for (const root of ['MuiHeader-root', 'MuiShell-iconButton']) {
      expect(html).toContain(`class="${root}`);
      expect(css).toContain(`.${root}{`);
    }
  });
}

test('with JavaScript blocked the page is laid out (header, content and navigation visible)', async ({ page, problems }) => {
  problems.ignore(isAbortedScript);
  await blockJavaScript(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/material-ui/getting-started/installation/');
  await expect(page.locator('main h1')).toBeVisible();
  const nav = await page.locator('nav[aria-label="documentation"]').boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(nav?.width).toBeGreaterThan(200);
  expect(main!.x).toBeGreaterThanOrEqual(nav!.x + nav!.width - 1);
});
