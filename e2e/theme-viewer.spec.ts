import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

/** The default theme viewers (issue 30): generated trees of the installed themes, usable without JavaScript. */
const VIEWERS = [
  { url: '/material-ui/customization/default-theme/', trees: ['light-theme', 'dark-theme'], last: false },
  { url: '/joy-ui/customization/default-theme-viewer/', trees: ['light-color-scheme', 'dark-color-scheme'], last: true },
];

for (const { url, trees, last } of VIEWERS) {
  test(`${url}: two trees of <details>, opened from the keyboard, axe clean in light and dark`, async ({ page }) => {
    // Two axe runs over some 10,000 elements: 20-40 s beside two other workers.
    test.slow();
    await page.goto(url, { waitUntil: 'networkidle' });
    const ids = await page.evaluate(() => [...document.querySelectorAll('main h2')].map((h) => h.id));
    // Where the page's text says the trees are: Joy UI's page introduces "the two trees at the end of this page".
    expect(last ? ids.slice(-2) : ids.slice(0, 2)).toEqual(trees);
    const roots = page.locator('.MuiThemeTree-root');
    await expect(roots).toHaveCount(2);
    const palette = roots.first().locator(':scope > ul > li > details[open] > summary').first();
    await expect(palette).toContainText('palette');
    // A closed branch opens with the keyboard.
    const closed = (await roots.first().locator(':scope > ul > li > details:not([open]) > summary').first().elementHandle())!;
    await closed.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => closed.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('Joy UI’s trees are in the page’s HTML, in Chinese too', async ({ page }) => {
    await page.goto('/zh/joy-ui/customization/default-theme-viewer/');
    await expect(page.locator('h2#light-color-scheme')).toContainText('浅色主题');
    await expect(page.locator('.MuiThemeTree-root').first().locator(':scope > ul > li > details > summary', { hasText: 'palette' })).toBeVisible();
    await expect(page.locator('.MuiThemeTree-root').nth(1).getByText('"dark"').first()).toBeAttached();
  });
});
