import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from '@playwright/test';
import { gotoAndHydrate, pageUrl } from './support/site';
import { expect, test } from './support/test';

/** Code blocks, copy button and Ctrl/Cmd+C shortcut. */
const PAGE = pageUrl('/material-ui/getting-started/installation');
const NPM = 'npm install @mui/material @emotion/react @emotion/styled';
const PNPM_YARN = 'pnpm add @mui/material @emotion/react @emotion/styled\nyarn add @mui/material @emotion/react @emotion/styled';
const SENTINEL = 'clipboard before the test';

const blocks = (page: Page) => page.locator('#main-content .MuiCode-root');
const copyButton = (block: Locator) => block.getByRole('button', { name: 'Copy the code', exact: true });
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The visible label of a copy button, without the "(or Ctrl + C)" hint inside it. */
const label = (button: Locator) => button.evaluate((b) => b.firstChild?.textContent ?? '');

async function openWithClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoAndHydrate(page, PAGE);
  await page.evaluate((text) => navigator.clipboard.writeText(text), SENTINEL);
  await page.mouse.move(0, 0);
}

test('fenced code is highlighted at build time and no highlighter is shipped to the browser', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  // The server HTML already has Prism token spans.
  const html = await (await page.request.get(PAGE)).text();
  expect(html).toContain('<code class="language-bash"><span class="token function">npm</span>');

  await gotoAndHydrate(page, PAGE);
  const first = blocks(page).first();
  await expect(first.locator('pre code.language-bash .token').first()).toBeVisible();
  await expect(first.locator('pre')).toHaveText(NPM);
  await expect(blocks(page).locator('code.language-tsx .token.keyword').first()).toHaveText('import');
  // The scripts read include the app bundle (so the listener saw the page load).
  expect(scripts.map((response) => new URL(response.url()).pathname)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]+\.js$/)]));
  for (const response of scripts) {
    expect(response.ok(), `${response.url()} → HTTP ${response.status()}`).toBe(true);
    const source = await response.text();
    expect(source.length, response.url()).toBeGreaterThan(0);
    // Prism grammars are objects with `lookbehind`/`greedy` keys; refractor throws "is not registered".
    expect(source, response.url()).not.toMatch(/lookbehind|greedy|is not registered/);
  }
});

test('Copy puts the code on the clipboard, reads Copied, then Copy again after about 2 s', async ({ page }) => {
  await openWithClipboard(page);
  const block = blocks(page).first();
  const button = copyButton(block);
  await block.hover();
  await expect(button).toHaveCSS('opacity', '1');
  expect(await label(button)).toBe('Copy');

  await button.click();
  await expect.poll(() => label(button), { intervals: [50] }).toBe('Copied');
  const copiedAt = Date.now();
  await expect(button).toHaveAttribute('data-copied', 'true');
  expect(await readClipboard(page)).toBe(NPM);

  await expect.poll(() => label(button), { timeout: 5000, intervals: [50] }).toBe('Copy');
  const elapsed = Date.now() - copiedAt;
  expect(elapsed).toBeGreaterThan(1500);
  expect(elapsed).toBeLessThan(3000);
  await expect(button).not.toHaveAttribute('data-copied');
});

test('Control+C over a hovered block copies that block', async ({ page }) => {
  await openWithClipboard(page);
  const second = blocks(page).nth(1);
  await second.hover();
  await page.keyboard.press('Control+C');
  await expect.poll(() => readClipboard(page)).toBe(PNPM_YARN);
  expect(await label(copyButton(second))).toBe('Copied');
  await expect(copyButton(second)).toHaveAttribute('data-ga-event-action', 'copy-click');
});

test('Control+C copies the block focused with the keyboard, whose button then shows', async ({ page }) => {
  await openWithClipboard(page);
  const first = blocks(page).first();
  await expect(copyButton(first)).toHaveCSS('opacity', '0');
  await first.locator('pre').focus();
  await expect(copyButton(first)).toHaveCSS('opacity', '1');
  await page.keyboard.press('Control+C');
  await expect.poll(() => readClipboard(page)).toBe(NPM);
});

test('Control+C with text selected does not copy the hovered block', async ({ page }) => {
  await openWithClipboard(page);
  await page.evaluate(() => {
    const paragraph = document.querySelector('#main-content p')!;
    window.getSelection()!.selectAllChildren(paragraph);
  });
  const first = blocks(page).first();
  await first.hover();
  await page.keyboard.press('Control+C');
  await page.waitForTimeout(300);
  expect(await label(copyButton(first))).toBe('Copy');
  expect(await readClipboard(page)).not.toBe(NPM);
});

test('a refused copy is ignored: no error, the label stays Copy, the page keeps working', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoAndHydrate(page, PAGE);
  const first = blocks(page).first();
  await first.hover();
  await copyButton(first).click();
  await page.keyboard.press('Control+C');
  await page.waitForTimeout(300);
  expect(await label(copyButton(first))).toBe('Copy');
  await expect(copyButton(first)).not.toHaveAttribute('data-copied');
  expect(errors).toEqual([]);
  // Still interactive: a client-side link works.
  await page.locator('#main-content').getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage\/$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('without the Clipboard API the copy falls back to a temporary textarea', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Clipboard.prototype.writeText;
    Object.assign(window, { writeSentinel: (text: string) => original.call(navigator.clipboard, text) });
    Object.defineProperty(Clipboard.prototype, 'writeText', { configurable: true, value: undefined });
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoAndHydrate(page, PAGE);
  await page.evaluate((text) => (window as unknown as { writeSentinel: (t: string) => Promise<void> }).writeSentinel(text), SENTINEL);
  expect(await readClipboard(page)).toBe(SENTINEL);
  const first = blocks(page).first();
  await first.hover();
  await copyButton(first).click();
  await expect.poll(() => label(copyButton(first))).toBe('Copied');
  expect(await readClipboard(page)).toBe(NPM);
  await expect(page.locator('textarea')).toHaveCount(0);
  await expect(copyButton(first)).toBeFocused();
});

test('the shortcut hint matches the platform: "(or Ctrl + C)" on Linux', async ({ page }) => {
  await gotoAndHydrate(page, PAGE);
  const hint = blocks(page).first().locator('.MuiCode-copyKeypress');
  await expect(hint).toBeHidden(); // shown on hover or focus only
  await copyButton(blocks(page).first()).focus();
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText('(or Ctrl + C)');
  await page.mouse.move(0, 0);
  await blocks(page).nth(1).hover();
  await copyButton(blocks(page).nth(1)).hover();
  await expect(blocks(page).nth(1).locator('.MuiCode-copyKeypress')).toHaveText('(or Ctrl + C)');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe (${colorScheme} mode): a code block with its copy button and hint shown`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoAndHydrate(page, PAGE);
    const first = blocks(page).first();
    await copyButton(first).focus();
    await expect(copyButton(first)).toHaveCSS('opacity', '1');
    await expect(first.locator('.MuiCode-copyKeypress')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('#main-content .MuiCode-root').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
