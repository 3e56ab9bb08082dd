import type { Page } from '@playwright/test';
import { currentPath, gotoAndHydrate, pageUrl, waitForHydration } from './support/site';
import {
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  ONE_YEAR,
  THEME_COLOR,
  blockJavaScript,
  breakStorage,
  closeSettings,
  expectMode,
  isAbortedScript,
  notPressed,
  openSettings,
  paintedMode,
  pressed,
  readStorage,
  seedStorage,
  settingsDrawer,
} from './support/preferences';
import { expect, test } from './support/test';

const INSTALLATION = '/material-ui/getting-started/installation';
const URL = pageUrl(INSTALLATION);
/** A page whose demo has TS/JS and MUI System/Tailwind/CSS variants. */
const BASE_BUTTON = pageUrl('/base-ui/react-button');
async function reloadAndHydrate(page: Page) {
  await page.reload({ waitUntil: 'networkidle' });
  await waitForHydration(page);
}

const docsNav = (page: Page) => page.getByRole('navigation', { name: 'documentation', exact: true });

test.describe('first paint without React (no flash)', () => {
  test.beforeEach(async ({ page, problems }) => {
    problems.ignore(isAbortedScript);
    await blockJavaScript(page);
  });

  test('a stored dark mode paints dark before any JavaScript file runs', async ({ page }) => {
    await seedStorage(page, { 'mui-mode': 'dark' });
    await page.goto(URL);
    // React never ran: the server markup is untouched.
    expect(await page.evaluate(() => Object.keys(document.querySelector('#___gatsby main')!).some((k) => k.startsWith('__reactFiber')))).toBe(false);
    await expectMode(page, 'dark');
  });

  test('OS dark with the default (system) mode paints dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(URL);
    await expectMode(page, 'dark');
  });

  test('stored system mode with OS dark paints dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await seedStorage(page, { 'mui-mode': 'system' });
    await page.goto(URL);
    await expectMode(page, 'dark');
  });

  test('a stored light mode wins over OS dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await seedStorage(page, { 'mui-mode': 'light' });
    await page.goto(URL);
    await expectMode(page, 'light');
  });

  test('no stored mode and OS light paints light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(URL);
    await expectMode(page, 'light');
  });
});

test.describe('first paint with React', () => {
  test('stored dark stays dark through hydration', async ({ page }) => {
    await seedStorage(page, { 'mui-mode': 'dark' });
    await gotoAndHydrate(page, URL);
    await expectMode(page, 'dark');
    expect(await readStorage(page, 'mui-mode')).toBe('dark');
  });
});

test.describe('colour mode', () => {
  test('the drawer switches mode at once and another tab follows without reload', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoAndHydrate(page, URL);
    await expectMode(page, 'light');

    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'light' });
    await gotoAndHydrate(other, pageUrl('/material-ui/getting-started'));
    await expectMode(other, 'light');

    const drawer = await openSettings(page);
    const light = drawer.getByRole('button', { name: 'Light', exact: true });
    const system = drawer.getByRole('button', { name: 'System', exact: true });
    const dark = drawer.getByRole('button', { name: 'Dark', exact: true });
    await pressed(system);
    for (const [button, action] of [
      [light, 'light'],
      [system, 'system'],
      [dark, 'dark'],
    ] as const) {
      await expect(button).toHaveAttribute('data-ga-event-category', 'settings');
      await expect(button).toHaveAttribute('data-ga-event-action', action);
    }

    await dark.click();
    await pressed(dark);
    await notPressed(system);
    await expectMode(page, 'dark');
    expect(await readStorage(page, 'mui-mode')).toBe('dark');
    await expectMode(other, 'dark');

    await light.click();
    await pressed(light);
    await expectMode(page, 'light');
    expect(await readStorage(page, 'mui-mode')).toBe('light');
    await expectMode(other, 'light');

    // The choice survives a reload.
    await closeSettings(page);
    await page.reload();
    await expectMode(page, 'light');
  });

  test('System follows the OS preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await seedStorage(page, { 'mui-mode': 'dark' });
    await gotoAndHydrate(page, URL);
    await expectMode(page, 'dark');

    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'System', exact: true }).click();
    await pressed(drawer.getByRole('button', { name: 'System', exact: true }));
    await expectMode(page, 'light');
    expect(await readStorage(page, 'mui-mode')).toBe('system');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectMode(page, 'light');
  });
});

test.describe('direction', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  async function navSide(page: Page): Promise<'left' | 'right'> {
    const box = await docsNav(page).boundingBox();
    if (!box) throw new Error('the documentation navigation is not visible');
    const middle = box.x + box.width / 2;
    return middle < 700 ? 'left' : 'right';
  }

  test('Right to left flips the layout, persists across reload, and Left to right restores it', async ({ page }) => {
    await gotoAndHydrate(page, URL);
    await expect(docsNav(page)).toBeVisible();
    expect(await navSide(page)).toBe('left');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');

    let drawer = await openSettings(page);
    const rtl = drawer.getByRole('button', { name: 'Right to left', exact: true });
    const ltr = drawer.getByRole('button', { name: 'Left to right', exact: true });
    await expect(rtl).toHaveAttribute('data-ga-event-action', 'rtl');
    await expect(ltr).toHaveAttribute('data-ga-event-action', 'ltr');
    await pressed(ltr);
    await rtl.click();
    await pressed(rtl);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await closeSettings(page);
    await expect.poll(() => navSide(page)).toBe('right');
    expect(JSON.parse((await readStorage(page, 'mui-docs-theme')) ?? '{}')).toMatchObject({ direction: 'rtl' });

    await reloadAndHydrate(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => navSide(page)).toBe('right');

    drawer = await openSettings(page);
    await pressed(drawer.getByRole('button', { name: 'Right to left', exact: true }));
    await drawer.getByRole('button', { name: 'Left to right', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('body')).toHaveAttribute('dir', 'ltr');
    await closeSettings(page);
    await expect.poll(() => navSide(page)).toBe('left');
    expect(JSON.parse((await readStorage(page, 'mui-docs-theme')) ?? '{}')).toMatchObject({ direction: 'ltr' });

    await reloadAndHydrate(page);
    await expect.poll(() => navSide(page)).toBe('left');
  });

  test('another tab follows the direction without reload', async ({ page, context }) => {
    await gotoAndHydrate(page, URL);
    const other = await context.newPage();
    await other.setViewportSize({ width: 1400, height: 900 });
    await gotoAndHydrate(other, URL);
    expect(await navSide(other)).toBe('left');

    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'Right to left', exact: true }).click();
    await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => navSide(other)).toBe('right');
    await drawer.getByRole('button', { name: 'Left to right', exact: true }).click();
    await expect(other.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect.poll(() => navSide(other)).toBe('left');
  });
});

test.describe('colours', () => {
  const PURPLE = 'rgb(106, 27, 154)';

  test('a primary colour applies at once, persists across reload, and Reset colors restores the default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoAndHydrate(page, URL);
    let drawer = await openSettings(page);
    // The current language's button is a contained (primary) button.
    const english = () => settingsDrawer(page).getByRole('link', { name: 'English', exact: true });
    const defaultBackground = await english().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(defaultBackground).not.toBe(PURPLE);

    const primary = drawer.getByRole('group', { name: 'Primary color', exact: true });
    const secondary = drawer.getByRole('group', { name: 'Secondary color', exact: true });
    for (const group of [primary, secondary]) {
      for (const name of ['Default', 'Purple', 'Teal', 'Red', 'Green', 'Pink']) {
        const radio = group.getByRole('radio', { name, exact: true });
        await expect(radio).toHaveCount(1);
        await expect(radio).toHaveAttribute('data-ga-event-action', 'colors');
      }
    }
    await expect(primary.getByRole('radio', { name: 'Default', exact: true })).toBeChecked();

    await primary.getByRole('radio', { name: 'Purple', exact: true }).check();
    await expect(primary.getByRole('radio', { name: 'Purple', exact: true })).toBeChecked();
    await expect(english()).toHaveCSS('background-color', PURPLE);
    expect(JSON.parse((await readStorage(page, 'mui-docs-theme')) ?? '{}')).toMatchObject({ paletteColors: { primary: '#6a1b9a' } });

    await reloadAndHydrate(page);
    drawer = await openSettings(page);
    await expect(drawer.getByRole('group', { name: 'Primary color', exact: true }).getByRole('radio', { name: 'Purple', exact: true })).toBeChecked();
    await expect(english()).toHaveCSS('background-color', PURPLE);

    await drawer.getByRole('button', { name: 'Reset colors', exact: true }).click();
    await expect(drawer.getByRole('group', { name: 'Primary color', exact: true }).getByRole('radio', { name: 'Default', exact: true })).toBeChecked();
    await expect(english()).toHaveCSS('background-color', defaultBackground);
    expect(JSON.parse((await readStorage(page, 'mui-docs-theme')) ?? '{}')).toMatchObject({ paletteColors: {} });

    await reloadAndHydrate(page);
    await openSettings(page);
    await expect(english()).toHaveCSS('background-color', defaultBackground);
  });
});

test.describe('density', () => {
  test('Compact and spacing change the drawer at once, persist, and Reset density restores them', async ({ page }) => {
    await gotoAndHydrate(page, URL);
    let drawer = await openSettings(page);
    const compact = () => settingsDrawer(page).getByLabel('Compact', { exact: true });
    const output = () => settingsDrawer(page).locator('output');
    const resetButton = () => settingsDrawer(page).getByRole('button', { name: 'Reset density', exact: true });
    // The language buttons have the default size: Compact makes them small.
    const englishButton = () => settingsDrawer(page).getByRole('link', { name: 'English', exact: true });

    await expect(compact()).not.toBeChecked();
    await expect(output()).toHaveText('8px');
    // The drawer's padding is theme spacing 2.
    await expect(drawer).toHaveCSS('padding-left', '16px');
    const normalHeight = (await englishButton().boundingBox())!.height;

    await compact().check();
    await expect(compact()).toBeChecked();
    await expect.poll(async () => (await englishButton().boundingBox())!.height).toBeLessThan(normalHeight);

    const increase = drawer.getByRole('button', { name: 'Increase spacing', exact: true });
    const decrease = drawer.getByRole('button', { name: 'Decrease spacing', exact: true });
    await increase.click();
    await expect(output()).toHaveText('9px');
    await increase.click();
    await expect(output()).toHaveText('10px');
    await expect(drawer).toHaveCSS('padding-left', '20px');
    await decrease.click();
    await expect(output()).toHaveText('9px');
    await expect(drawer).toHaveCSS('padding-left', '18px');
    expect(JSON.parse((await readStorage(page, 'mui-docs-theme')) ?? '{}')).toMatchObject({ dense: true, spacing: 9 });

    await reloadAndHydrate(page);
    drawer = await openSettings(page);
    await expect(compact()).toBeChecked();
    await expect(output()).toHaveText('9px');
    await expect(drawer).toHaveCSS('padding-left', '18px');

    await resetButton().click();
    await expect(output()).toHaveText('8px');
    await expect(compact()).not.toBeChecked();
    await expect(drawer).toHaveCSS('padding-left', '16px');
    await expect.poll(async () => (await englishButton().boundingBox())!.height).toBe(normalHeight);
    expect(JSON.parse((await readStorage(page, 'mui-docs-theme')) ?? '{}')).toMatchObject({ dense: false, spacing: 8 });

    await reloadAndHydrate(page);
    await openSettings(page);
    await expect(compact()).not.toBeChecked();
    await expect(output()).toHaveText('8px');
  });
});

test.describe('language', () => {
  test('the language links lead to the same page in the other language and back', async ({ page }) => {
    await gotoAndHydrate(page, URL);
    let drawer = await openSettings(page);
    const english = drawer.getByRole('link', { name: 'English', exact: true });
    const chinese = drawer.getByRole('link', { name: '中文', exact: true });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(chinese).not.toHaveAttribute('aria-current', /.*/);
    await expect(chinese).toHaveAttribute('href', pageUrl(INSTALLATION, 'zh'));

    await chinese.click();
    await expect.poll(() => currentPath(page)).toBe(pageUrl(INSTALLATION, 'zh'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(settingsDrawer(page)).toBeHidden();

    drawer = await openSettings(page, '切换设置抽屉');
    await expect(drawer.getByRole('link', { name: '中文', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(drawer.getByRole('link', { name: 'English', exact: true })).not.toHaveAttribute('aria-current', /.*/);
    await drawer.getByRole('link', { name: 'English', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe(URL);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A fresh load of the Chinese URL offers the way back too.
    await gotoAndHydrate(page, pageUrl(INSTALLATION, 'zh'));
    drawer = await openSettings(page, '切换设置抽屉');
    await expect(drawer.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', URL);
  });
});

test.describe('code preferences', () => {
  const cookieValue = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

  async function codeButtons(page: Page) {
    const drawer = await openSettings(page);
    return {
      ts: drawer.getByRole('button', { name: 'TypeScript', exact: true }),
      js: drawer.getByRole('button', { name: 'JavaScript', exact: true }),
      system: drawer.getByRole('button', { name: 'MUI System', exact: true }),
      tailwind: drawer.getByRole('button', { name: 'Tailwind', exact: true }),
      css: drawer.getByRole('button', { name: 'CSS', exact: true }),
    };
  }

  test('without cookie or hash the defaults are TypeScript and MUI System, written to one-year site-wide cookies', async ({ page, context, baseURL }) => {
    await gotoAndHydrate(page, URL);
    const b = await codeButtons(page);
    await pressed(b.ts);
    await notPressed(b.js);
    await pressed(b.system);
    await notPressed(b.tailwind);
    await notPressed(b.css);

    const now = Date.now() / 1000;
    const cookies = await context.cookies(baseURL);
    const variant = cookies.find((c) => c.name === 'codeVariant');
    const styling = cookies.find((c) => c.name === 'codeStyling');
    expect(variant?.value).toBe('TS');
    expect(styling?.value).toBe('MUI%20System');
    for (const cookie of [variant!, styling!]) {
      expect(cookie.path).toBe('/');
      expect(Math.abs(cookie.expires - (now + ONE_YEAR))).toBeLessThan(120);
    }
  });

  test('the cookie selects the code variant and styling', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'codeVariant', value: 'JS', url: baseURL! },
      { name: 'codeStyling', value: 'CSS', url: baseURL! },
    ]);
    await gotoAndHydrate(page, URL);
    const b = await codeButtons(page);
    await pressed(b.js);
    await notPressed(b.ts);
    await pressed(b.css);
    await notPressed(b.system);
    expect(await cookieValue(page, 'codeVariant')).toBe('JS');
    expect(await cookieValue(page, 'codeStyling')).toBe('CSS');
  });

  test('a TypeScript demo hash wins over a JS cookie and rewrites the cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseURL! }]);
    await gotoAndHydrate(page, `${URL}#BasicButtons.tsx`);
    const b = await codeButtons(page);
    await pressed(b.ts);
    await notPressed(b.js);
    await expect.poll(() => cookieValue(page, 'codeVariant')).toBe('TS');
  });

  test('a JavaScript demo hash selects JavaScript', async ({ page }) => {
    await gotoAndHydrate(page, `${URL}#BasicButtons.js`);
    const b = await codeButtons(page);
    await pressed(b.js);
    await expect.poll(() => cookieValue(page, 'codeVariant')).toBe('JS');
  });

  test('#tailwind-Demo.js selects Tailwind and JavaScript', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'codeStyling', value: 'CSS', url: baseURL! }]);
    await gotoAndHydrate(page, `${URL}#tailwind-Demo.js`);
    const b = await codeButtons(page);
    await pressed(b.tailwind);
    await pressed(b.js);
    await notPressed(b.css);
    await expect.poll(() => cookieValue(page, 'codeStyling')).toBe('Tailwind');
    expect(await cookieValue(page, 'codeVariant')).toBe('JS');
  });

  test('#css-Demo.tsx selects CSS and TypeScript', async ({ page }) => {
    await gotoAndHydrate(page, `${URL}#css-Demo.tsx`);
    const b = await codeButtons(page);
    await pressed(b.css);
    await pressed(b.ts);
    await expect.poll(() => cookieValue(page, 'codeStyling')).toBe('CSS');
  });

  test('garbage cookies are ignored: defaults apply and replace them', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'codeVariant', value: 'Python', url: baseURL! },
      { name: 'codeStyling', value: '%E0%A4%A', url: baseURL! },
    ]);
    await gotoAndHydrate(page, URL);
    const b = await codeButtons(page);
    await pressed(b.ts);
    await pressed(b.system);
    await notPressed(b.js);
    await notPressed(b.tailwind);
    await notPressed(b.css);
    expect(await cookieValue(page, 'codeVariant')).toBe('TS');
    expect(await cookieValue(page, 'codeStyling')).toBe('MUI%20System');
  });

  test('choosing in the drawer writes the cookie and a reload keeps it', async ({ page }) => {
    await gotoAndHydrate(page, URL);
    let b = await codeButtons(page);
    await b.js.click();
    await b.tailwind.click();
    await pressed(b.js);
    await pressed(b.tailwind);
    expect(await cookieValue(page, 'codeVariant')).toBe('JS');
    expect(await cookieValue(page, 'codeStyling')).toBe('Tailwind');
    await reloadAndHydrate(page);
    b = await codeButtons(page);
    await pressed(b.js);
    await pressed(b.tailwind);
  });

  test('with JS and Tailwind cookies the page hydrates from the default server render without an error, then the demos show JavaScript and Tailwind', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await context.addCookies([
      { name: 'codeVariant', value: 'JS', url: baseURL! },
      { name: 'codeStyling', value: 'Tailwind', url: baseURL! },
    ]);
    const d = page.locator('.MuiDemo-root[data-demo="UnstyledButtonsIntroduction"]');
    const toolbar = d.getByRole('toolbar', { name: 'demo source', exact: true });
    const preview = d.locator('.MuiDemo-preview').getByRole('button', { name: 'Button', exact: true });

    const served = await gotoAndHydrate(page, BASE_BUTTON);
    // The page as served (a static file: the cookies cannot change it) renders the defaults, so the first
    // client render must too: a client render that read the cookies would not match it.
    const html = await served!.text();
    expect(html).toContain('aria-label="Show TypeScript source" aria-pressed="true"');
    expect(html).toMatch(/data-ga-event-action="styling"[^>]*>MUI System</);

    // Then the cookies apply: the live demo is the Tailwind one, its toolbar and code say so.
    await d.scrollIntoViewIfNeeded();
    await expect(preview).toHaveClass(/\bbg-blue-700\b/);
    await expect(preview).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await expect(toolbar.getByRole('button', { name: 'Tailwind CSS', exact: true })).toBeVisible();
    await toolbar.getByRole('button', { name: 'Expand code', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'Show JavaScript source', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(d.locator('.MuiDemo-code code')).toHaveClass(/language-jsx/);
    await expect(d.locator('.MuiDemo-code')).toContainText('bg-blue-700');
    await expect(d.locator('.MuiDemo-code')).not.toContainText('ButtonProps');
    expect(await cookieValue(page, 'codeVariant')).toBe('JS');
    expect(await cookieValue(page, 'codeStyling')).toBe('Tailwind');
    // No hydration error (React reports a mismatch as a console or page error), nor any other.
    expect(problems.take()).toEqual([]);
  });
});

test.describe('broken storage', () => {
  test('corrupt stored values give a working page with the defaults and invalid values are removed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await seedStorage(page, { 'mui-mode': 'purple', 'mui-color-scheme-dark': 'neon', 'mui-docs-theme': '{bad json' });
    await gotoAndHydrate(page, URL);
    await expectMode(page, 'light');
    expect(await readStorage(page, 'mui-mode')).not.toBe('purple');
    expect(['system', null]).toContain(await readStorage(page, 'mui-mode'));
    expect(await readStorage(page, 'mui-color-scheme-dark')).not.toBe('neon');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');

    const drawer = await openSettings(page);
    await pressed(drawer.getByRole('button', { name: 'System', exact: true }));
    await pressed(drawer.getByRole('button', { name: 'Left to right', exact: true }));
    await expect(drawer.locator('output')).toHaveText('8px');
    await expect(drawer.getByRole('group', { name: 'Primary color', exact: true }).getByRole('radio', { name: 'Default', exact: true })).toBeChecked();

    // OS dark with the defaults: the dark scheme is the real one, not 'neon'.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectMode(page, 'dark');
  });

  test('corrupt stored mode with OS dark still paints dark before React', async ({ page, problems }) => {
    problems.ignore(isAbortedScript);
    await blockJavaScript(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await seedStorage(page, { 'mui-mode': 'purple', 'mui-color-scheme-dark': 'neon' });
    await page.goto(URL);
    await expectMode(page, 'dark');
    expect(await readStorage(page, 'mui-mode')).toBeNull();
    expect(await readStorage(page, 'mui-color-scheme-dark')).toBeNull();
  });

  test('unavailable storage: the page loads and the drawer still switches mode', async ({ page, context }) => {
    await breakStorage(context);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoAndHydrate(page, URL);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('SecurityError');
    await expectMode(page, 'light');

    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
    await pressed(drawer.getByRole('button', { name: 'Dark', exact: true }));
    await expectMode(page, 'dark');

    // Other preferences still apply for this page.
    await drawer.getByRole('button', { name: 'Increase spacing', exact: true }).click();
    await expect(drawer.locator('output')).toHaveText('9px');
  });
});

test('the painted colours match the brand values', async ({ page }) => {
  // Guards the constants the other tests compare against.
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoAndHydrate(page, URL);
  const painted = await paintedMode(page);
  expect(painted.background).toBe(DARK_BACKGROUND);
  expect(painted.themeColors).toEqual([THEME_COLOR.dark, THEME_COLOR.dark]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => (await paintedMode(page)).background).toBe(LIGHT_BACKGROUND);
});
