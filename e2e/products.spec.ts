import type { Locator, Page } from '@playwright/test';
import { seedStorage } from './support/preferences';
import { gotoAndHydrate, pageUrl } from './support/site';
import { expect, test } from './support/test';

/**
 * The products' sections (issues 30-32), each checked where a reader would notice: Joy UI demos follow the reader's
 * mode and direction and the theme builder changes a live component and the code it gives; Base UI demos switch
 * styling and answer the keyboard as their ARIA patterns say; the MUI X overviews show a live component, and charts
 * and grids follow dark mode.
 */
const demo = (page: Page, name: string) => page.locator(`.MuiDemo-root[data-demo="${name}"]`);
const preview = (page: Page, name: string) => demo(page, name).locator('.MuiDemo-preview');
const toolbar = (d: Locator) => d.getByRole('toolbar', { name: 'demo source', exact: true });
const isLive = (page: Page, name: string) =>
  page.waitForFunction((id) => {
    const first = document.getElementById(id)?.firstElementChild;
    return first != null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  }, `${name}-live`);

/** The pointer reaching a demo makes it live, as a reader's would. */
async function goLive(page: Page, name: string) {
  const island = page.locator(`[id="${name}-live"]`);
  await island.scrollIntoViewIfNeeded();
  await island.dispatchEvent('pointerover');
  await isLive(page, name);
}

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

async function openInMode(page: Page, url: string, mode: 'light' | 'dark') {
  await seedStorage(page, { 'mui-mode': mode });
  await gotoAndHydrate(page, url);
}

test.describe('Joy UI demos follow the mode and the direction', () => {
  const PAGES = [
    { url: pageUrl('/joy-ui/react-button'), name: 'ButtonVariants', element: '.MuiButton-variantSoft' },
    { url: pageUrl('/joy-ui/react-card'), name: 'CardVariants', element: '.MuiCard-variantSoft' },
    { url: pageUrl('/joy-ui/react-tabs'), name: 'TabsVariants', element: '.MuiTabs-variantSoft, .MuiTabList-variantSoft' },
  ];
  for (const { url, name, element } of PAGES) {
    test(`${url}: a Joy demo's background differs between light and dark, on the server markup and live`, async ({ page }) => {
      const target = () => preview(page, name).locator(element).first();
      await openInMode(page, url, 'light');
      const light = await background(target());
      await openInMode(page, url, 'dark');
      const darkServer = await background(target());
      expect(darkServer).not.toBe(light);
      await goLive(page, name);
      expect(await background(target())).toBe(darkServer);
    });
  }

  test('right-to-left reaches a Joy demo', async ({ page }) => {
    await seedStorage(page, { 'mui-docs-theme': JSON.stringify({ direction: 'rtl' }) });
    await gotoAndHydrate(page, pageUrl('/joy-ui/react-button'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await isLive(page, 'ButtonVariants');
    const button = preview(page, 'ButtonVariants').locator('.MuiButton-root').first();
    expect(await button.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  });
});

test('the Joy theme builder: a colour picked changes a live Joy component and the code copied', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoAndHydrate(page, pageUrl('/joy-ui/customization/theme-builder'));
  await goLive(page, 'ThemeBuilder');
  const builder = preview(page, 'ThemeBuilder');
  const solid = builder.getByRole('region', { name: /^Preview/ }).getByRole('button', { name: 'Solid', exact: true });
  const before = await background(solid);
  const code = builder.getByRole('region', { name: 'theme.ts' });
  await expect(code).toContainText('extendTheme');
  const codeBefore = await code.textContent();

  await builder.getByRole('radio', { name: 'Red' }).check();
  await expect.poll(() => background(solid)).not.toBe(before);
  await expect.poll(() => code.textContent()).not.toBe(codeBefore);
  const codeAfter = (await code.textContent()) ?? '';
  await builder.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(builder.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codeAfter);
  expect(codeAfter).toContain('primary');
});

test.describe('Base UI: styling and keyboard', () => {
  const STYLED = [
    { url: pageUrl('/base-ui/react-select'), name: 'UnstyledSelectIntroduction' },
    { url: pageUrl('/base-ui/react-menu'), name: 'UnstyledMenuIntroduction' },
    { url: pageUrl('/base-ui/react-tabs'), name: 'UnstyledTabsIntroduction' },
  ];
  for (const { url, name } of STYLED) {
    test(`${url}: choosing Tailwind CSS then Plain CSS changes the rendered demo and its code`, async ({ page }) => {
      await gotoAndHydrate(page, url);
      await goLive(page, name);
      const d = demo(page, name);
      const markup = () => preview(page, name).innerHTML();
      const system = await markup();
      await toolbar(d)
        .getByRole('button', { name: /^(Show|Expand) code$/ })
        .click();
      const code = d.locator('.MuiDemo-code');
      await expect(code).toContainText("from '@mui/system'");

      await toolbar(d).getByRole('button', { name: 'MUI System', exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Tailwind CSS' }).click();
      await expect.poll(markup).not.toBe(system);
      await expect(preview(page, name).locator('[class*="bg-"], [class*="text-"], [class*="rounded"]').first()).toBeVisible();
      await expect(code).not.toContainText("from '@mui/system'");
      await expect(code).toContainText('className="');
      const tailwind = await markup();

      await toolbar(d).getByRole('button', { name: 'Tailwind CSS', exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Plain CSS' }).click();
      await expect.poll(markup).not.toBe(tailwind);
      await expect(code).toContainText(`.${name}`);
    });
  }

  test('Select: the keyboard opens it, moves, picks, and Escape closes it with focus back on the button', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/base-ui/react-select'));
    await goLive(page, 'UnstyledSelectIntroduction');
    const field = preview(page, 'UnstyledSelectIntroduction').getByRole('combobox', { name: 'Shipping method' });
    await field.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox', { name: 'Shipping method' });
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(field).toHaveText(/Express/);
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveText(/Express/);
  });

  test('Menu: Enter opens it on the first item, arrows move, Escape closes it and focus returns to the button', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/base-ui/react-menu'));
    await goLive(page, 'UnstyledMenuIntroduction');
    const button = preview(page, 'UnstyledMenuIntroduction').getByRole('button', { name: 'My account' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Tabs: arrows move focus along the tab list; Enter selects the focused tab and shows its panel', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/base-ui/react-tabs'));
    await goLive(page, 'UnstyledTabsIntroduction');
    const tabs = preview(page, 'UnstyledTabsIntroduction').getByRole('tablist', { name: 'Settings' });
    const account = tabs.getByRole('tab', { name: 'Account' });
    const notifications = tabs.getByRole('tab', { name: 'Notifications' });
    await account.focus();
    await page.keyboard.press('ArrowRight');
    await expect(notifications).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notifications).toHaveAttribute('aria-selected', 'true');
    await expect(account).toHaveAttribute('aria-selected', 'false');
    await expect(preview(page, 'UnstyledTabsIntroduction').getByRole('tabpanel')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(account).toBeFocused();
  });

  test('Slider: arrows change the value, Home and End go to the ends', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/base-ui/react-slider'));
    await goLive(page, 'UnstyledSliderIntroduction');
    const slider = preview(page, 'UnstyledSliderIntroduction').getByRole('slider', { name: 'Volume' });
    await slider.focus();
    await expect(slider).toHaveAttribute('aria-valuenow', '40');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '41');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '39');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  });
});

test.describe('MUI X overviews show a live component', () => {
  test('Data Grid: a grid with rows', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/x/react-data-grid'));
    const grid = preview(page, 'OverviewGrid').getByRole('grid');
    await expect(grid).toBeVisible();
    expect(await grid.getByRole('row').count()).toBeGreaterThan(3);
  });

  test('Date and Time Pickers: a calendar', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/x/react-date-pickers'));
    await expect(preview(page, 'StaticViews').getByRole('grid')).toBeVisible();
    await expect(preview(page, 'StaticViews').getByRole('gridcell', { name: '17' })).toBeVisible();
  });

  test('Charts: an SVG chart with its marks', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/x/react-charts'));
    const svg = preview(page, 'OverviewChart').locator('svg').first();
    await expect(svg).toBeVisible();
    await goLive(page, 'OverviewChart');
    await expect.poll(() => svg.locator('path, rect').count()).toBeGreaterThan(5);
  });

  test('Tree View: a tree of items', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/x/react-tree-view'));
    const tree = preview(page, 'ProjectExplorer').getByRole('tree');
    await expect(tree).toBeVisible();
    expect(await tree.getByRole('treeitem').count()).toBeGreaterThan(2);
  });
});

test.describe('charts and grids follow dark mode', () => {
  test('a chart: its axis text is lighter in dark mode', async ({ page }) => {
    const tickColor = async () => {
      await goLive(page, 'OverviewChart');
      return preview(page, 'OverviewChart')
        .locator('.MuiChartsAxis-tickLabel')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    };
    await openInMode(page, pageUrl('/x/react-charts'), 'light');
    const light = await tickColor();
    await openInMode(page, pageUrl('/x/react-charts'), 'dark');
    expect(await tickColor()).not.toBe(light);
  });

  test("a grid: its cells' text colour follows the mode", async ({ page }) => {
    const cellColor = () =>
      preview(page, 'OverviewGrid')
        .getByRole('gridcell')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    await openInMode(page, pageUrl('/x/react-data-grid'), 'light');
    const light = await cellColor();
    await openInMode(page, pageUrl('/x/react-data-grid'), 'dark');
    expect(await cellColor()).not.toBe(light);
  });
});
