import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { Problem } from './console';
import { expect } from './test';

/** Values the site uses for the reader's preferences (src/domain/preferences/keys.ts). */
export const THEME_COLOR = { light: 'hsl(210, 100%, 42%)', dark: 'hsl(210, 14%, 7%)' } as const;
export const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
export const DARK_BACKGROUND = 'rgb(15, 18, 20)';
export const ONE_YEAR = 31536000;

/** Aborts every JavaScript file, so only the server HTML, its CSS and its inline scripts run. */
export async function blockJavaScript(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
}

/** The failed request and its console error for each JS file that blockJavaScript aborted. */
export const isAbortedScript = (problem: Problem) =>
  (problem.kind === 'requestfailed' && /\.js failed: net::ERR_FAILED$/.test(problem.text)) ||
  (problem.kind === 'console' && /^\[error\] Failed to load resource: net::ERR_FAILED \(\S+\.js:\d+\)$/.test(problem.text));

const SEED_PATH = '/__seed-storage__';

/**
 * Writes localStorage for the site's origin once, before the page under test loads, from a blank
 * same-origin document (no site script runs), so later reloads see what the site itself stored.
 */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.route(`**${SEED_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>seed</title>' }),
  );
  await page.goto(SEED_PATH);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
  await page.unroute(`**${SEED_PATH}`);
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Makes every access to window.localStorage throw, as in blocked-storage privacy modes. */
export async function breakStorage(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** What the reader sees of the colour mode: <html> class, <body> class, theme-color metas, page background. */
export async function paintedMode(page: Page) {
  return page.evaluate(() => ({
    htmlClass: document.documentElement.className,
    bodyClass: document.body.className,
    themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content')),
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

export async function expectMode(page: Page, mode: 'light' | 'dark') {
  const other = mode === 'light' ? 'dark' : 'light';
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${mode}(\\s|$)`));
  await expect(page.locator('html')).not.toHaveClass(new RegExp(`(^|\\s)${other}(\\s|$)`));
  await expect(page.locator('body')).toHaveClass(new RegExp(`(^|\\s)mode-${mode}(\\s|$)`));
  await expect(page.locator('body')).not.toHaveClass(new RegExp(`(^|\\s)mode-${other}(\\s|$)`));
  const metas = page.locator('meta[name="theme-color"]');
  await expect(metas).toHaveCount(2);
  for (const meta of await metas.all()) await expect(meta).toHaveAttribute('content', THEME_COLOR[mode]);
  await expect(page.locator('body')).toHaveCSS('background-color', mode === 'light' ? LIGHT_BACKGROUND : DARK_BACKGROUND);
}

/** The settings drawer's paper (the permanent navigation drawer is a MUI Drawer too). */
export function settingsDrawer(page: Page): Locator {
  return page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('heading', { name: /^(Settings|设置)$/ }) });
}

/** Opens the settings drawer from the app bar and returns it. */
export async function openSettings(page: Page, buttonName = 'Toggle settings drawer'): Promise<Locator> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const drawer = settingsDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeSettings(page: Page) {
  const drawer = settingsDrawer(page);
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
}

export const pressed = (button: Locator) => expect(button).toHaveAttribute('aria-pressed', 'true');
export const notPressed = (button: Locator) => expect(button).toHaveAttribute('aria-pressed', 'false');
