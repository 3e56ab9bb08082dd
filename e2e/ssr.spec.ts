import { blockJavaScript, isAbortedScript } from './support/preferences';
import { expect, test } from './support/test';

/**
 * Every page's HTML carries the styles of its own markup, in its head, so it paints styled before any
 * JavaScript runs and nothing moves at startup: emotion's runtime moves every style tag it finds in the body
 * (or unmarked in the head) to the end of the head, and each move makes the browser recompute the style of
 * the whole page. Pages are rendered in one build process: a style cache shared between pages once left out
 * of later pages the styles an earlier page had emitted.
 */
const PAGES = [
  '/',
  '/material-ui/getting-started/',
  '/material-ui/getting-started/installation/',
  '/zh/system/getting-started/usage/',
  '/material-ui/react-button/',
  '/joy-ui/react-button/',
  '/404/',
];

for (const path of PAGES) {
  test(`server HTML styles its own markup from the head: ${path}`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const headEnd = html.indexOf('<body');
    const head = html.slice(0, headEnd);
    const body = html.slice(headEnd);
    expect(body.match(/<style[^>]*>/g) ?? [], 'style tags in the body').toEqual([]);
    const unmarked = [...head.matchAll(/<style data-emotion="[^"]+"(?![^>]*data-s="")[^>]*>/g)].map((m) => m[0]);
    expect(unmarked, 'emotion tags in the head that emotion would move').toEqual([]);
    // Emotion classes (the demos' server markup) have their rules in the head.
    const classes = new Set([...body.matchAll(/class="[^"]*?\b((?:css|demossr)-[a-z0-9]+)\b/g)].map((m) => m[1]));
    const unstyled = [...classes].filter((c) => !head.includes(`.${c}{`) && !head.includes(`.${c}:`));
    expect(unstyled, 'emotion classes used in the HTML without their rules').toEqual([]);
    // The shell's own classes are styled by the shell style sheet, linked in the head (before any content).
    const href = /<link rel="stylesheet" href="(\/styles\/shell\.[0-9a-f]{16}\.css)"/.exec(head)?.[1];
    expect(href, 'the shell style sheet is linked in the head').toBeTruthy();
    const css = await (await request.get(href!)).text();
    const shellClasses = new Set([...body.matchAll(/class="(Mui(?:Header|Shell|Layout|Nav|Toc|Home|Markdown)-[A-Za-z]+)/g)].map((m) => m[1]));
    expect(shellClasses.size).toBeGreaterThan(3);
    for (const root of shellClasses) expect(css, root).toContain(`.${root}`);
    // The theme's variables of both schemes come with that shared, cached file, not inline in every page.
    expect(css.match(/--mui-palette-primary-main:/g)?.length, 'variables of both schemes in the file').toBeGreaterThanOrEqual(2);
    expect(html, 'theme variables inline').not.toContain('--mui-palette-primary-main:');
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
