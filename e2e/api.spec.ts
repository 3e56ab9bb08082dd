import { expectMeta, gotoAndHydrate, pageUrl, readApiSummary as summary } from './support/site';
import { readSitemapPaths } from './support/sitemap';
import { expect, test } from './support/test';

test('every component and hook found in the installed packages has its page, in English and Chinese, and nothing else is an API page', async ({ request }) => {
  const sitemap = new Set(await readSitemapPaths(request));
  const packages = summary();
  expect(packages.map((p) => p.packageName)).toEqual([
    '@mui/material',
    '@mui/joy',
    '@mui/base',
    '@mui/system',
    '@mui/x-data-grid',
    '@mui/x-date-pickers',
    '@mui/x-charts',
    '@mui/x-tree-view',
    '@toolpad/core',
  ]);
  const report: string[] = [];
  for (const pkg of packages) {
    const inSitemap = [...sitemap].filter((p) => p.startsWith(`${pkg.apiPath}/`) && p !== `${pkg.apiPath}/`);
    const inSitemapZh = [...sitemap].filter((p) => p.startsWith(`/zh${pkg.apiPath}/`) && p !== `/zh${pkg.apiPath}/`);
    expect(inSitemap.length, `${pkg.packageName}: API pages in the sitemap`).toBe(pkg.pages.length);
    expect(inSitemapZh.length, `${pkg.packageName}: Chinese API pages`).toBe(pkg.pages.length);
    expect(inSitemap.sort()).toEqual(pkg.pages.map((p) => `${p}/`).sort());
    expect(sitemap.has(`${pkg.apiPath}/`), `${pkg.packageName}: its index page`).toBe(true);
    expect(pkg.pages.length, `${pkg.packageName} has API pages`).toBeGreaterThan(0);
    report.push(`${pkg.packageName}@${pkg.version}: ${pkg.pages.length} pages, ${pkg.skipped.length} exports skipped`);
    for (const s of pkg.skipped) {
      expect(s.reason, `${pkg.packageName} ${s.name} is skipped with a reason`).toMatch(/\w{3,}/);
      report.push(`  skipped ${s.name}: ${s.reason}`);
    }
  }
  // The material for a reader of the test output: what has no page, and why.
  test.info().annotations.push({ type: 'API reference', description: report.join('\n') });
  console.log(report.join('\n'));
});

test.describe('a component API page', () => {
  const URL = pageUrl('/material-ui/api/button');

  test('shows the import, the props with their types and defaults, the inherited component, classes and demos', async ({ page }) => {
    await gotoAndHydrate(page, URL);
    await expect(page).toHaveTitle('Button API - Material UI');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button API');
    await expect(page.locator('#import ~ .MuiCode-root code').first()).toContainText("import Button from '@mui/material/Button';");
    const variant = page.locator('tr#props-variant');
    await expect(variant.locator('td').nth(0)).toHaveText('variant');
    await expect(variant.locator('td').nth(1)).toContainText("'outlined'");
    await expect(variant.locator('td').nth(2)).toHaveText("'text'");
    await expect(page.locator('#inheritance + p a').first()).toHaveAttribute('href', '/material-ui/api/button-base/');
    await expect(page.locator('tr#button-classes-root td').first()).toHaveText('.MuiButton-root');
    await expect(page.locator('#theme-default-props + p code')).toHaveText('MuiButton');
    await expect(page.locator('#demos + ul a', { hasText: 'Button' }).first()).toHaveAttribute('href', '/material-ui/react-button/');
  });

  test('props are anchors: listed in the table of contents, and a link to one scrolls its row into view', async ({ page }) => {
    await gotoAndHydrate(page, URL);
    const toc = page.getByRole('navigation', { name: 'Page table of contents', exact: true });
    const link = toc.locator('a[href="#props-variant"]');
    await expect(link).toHaveText('variant');
    await link.click();
    await expect(page).toHaveURL(/#props-variant$/);
    await expect(page.locator('tr#props-variant')).toBeInViewport();
    // Opened from a shared link, the row is in view below the app bar and marked as the target.
    await gotoAndHydrate(page, `${URL}#props-size`);
    const row = page.locator('tr#props-size');
    await expect(row).toBeInViewport();
    const { rowTop, headerBottom, targeted } = await row.evaluate((el) => ({
      rowTop: el.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      targeted: el.matches(':target'),
    }));
    expect(rowTop).toBeGreaterThanOrEqual(headerBottom);
    expect(targeted).toBe(true);
  });

  test('a long type is collapsed and opens from the keyboard', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/base-ui/api/use-button'));
    const details = page.locator('tr#return-value-getRootProps details');
    await expect(details).toHaveCount(1);
    await expect(details).not.toHaveAttribute('open', '');
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
  });

  test('in Chinese: translated sections, the same anchors, links within /zh/', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/material-ui/api/button', 'zh'));
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await expect(page.locator('h2#props')).toContainText('属性');
    await expect(page.locator('tr#props-variant')).toHaveCount(1);
    await expect(page.locator('#inheritance + p a').first()).toHaveAttribute('href', '/zh/material-ui/api/button-base/');
  });

  test('the sidebar lists the generated API pages of the product, the current one active', async ({ page }) => {
    await gotoAndHydrate(page, URL);
    const nav = page.getByRole('navigation', { name: 'documentation' });
    const active = nav.locator('a[aria-current="page"]');
    await expect(active).toHaveText('Button');
    await expect(nav.getByRole('link', { name: 'ButtonBase', exact: true })).toHaveAttribute('href', '/material-ui/api/button-base/');
    await expect(nav.getByRole('link', { name: 'useMediaQuery', exact: true })).toHaveAttribute('href', '/material-ui/api/use-media-query/');
  });
});

test('a component page ends with links to the API pages of the components its demos use', async ({ page }) => {
  await gotoAndHydrate(page, pageUrl('/material-ui/react-button'));
  await expect(page.getByRole('navigation', { name: 'Page table of contents', exact: true }).locator('a[href="#api"]')).toHaveText('API');
  await expect(page.locator('h2#api ~ ul a', { hasText: '<Button />' })).toHaveAttribute('href', '/material-ui/api/button/');
});

test('MUI X API pages keep the /x/api/<package>/ URLs: no product id in the URL, the Data Grid sidebar', async ({ page }) => {
  await gotoAndHydrate(page, pageUrl('/x/api/data-grid/data-grid'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
  await expectMeta(page, 'mui:productId', 'null');
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect(nav.locator('a[aria-current="page"]')).toHaveText('DataGrid');
  await expect(page.locator('tr#props-columns td').first()).toContainText('columns');
  await expect(page.locator('tr#props-columns td').first()).toContainText('(required)');
});

test('the API index lists every component and hook of the product', async ({ page }) => {
  await gotoAndHydrate(page, pageUrl('/base-ui/api'));
  const pkg = summary().find((p) => p.packageName === '@mui/base')!;
  const links = await page.locator('#main-content ul.MuiApi-index a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.sort()).toEqual(pkg.pages.map((p) => `${p}/`).sort());
});

test.describe('an interface page of the Data Grid', () => {
  test('GridColDef: its members with their types, field required; the sidebar has it under Interfaces in the API Reference', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/x/api/data-grid/grid-col-def'));
    await expect(page).toHaveTitle('GridColDef API - Data Grid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridColDef API');
    await expect(page.locator('#import ~ .MuiCode-root code').first()).toContainText("import type { GridColDef } from '@mui/x-data-grid';");
    const field = page.locator('tr#members-field');
    await expect(field.locator('td').nth(0)).toContainText('field');
    await expect(field.locator('td').nth(0)).toContainText('(required)');
    await expect(field.locator('td').nth(1)).toHaveText('string');
    await expect(field.locator('td').nth(3)).toContainText('The unique identifier of the column.');
    await expect(page.locator('tr#members-type td').nth(1)).toContainText("'singleSelect'");
    // A type naming another documented interface links to it.
    await expect(page.locator('tr#members-filterOperators td').nth(1).getByRole('link', { name: 'GridFilterOperator' })).toHaveAttribute(
      'href',
      '/x/api/data-grid/grid-filter-operator/',
    );
    const nav = page.getByRole('navigation', { name: 'documentation' });
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('GridColDef');
    await expect(nav.getByRole('link', { name: 'DataGrid', exact: true })).toHaveAttribute('href', '/x/api/data-grid/data-grid/');
  });

  test("the DataGrid's columns prop links to GridColDef; GridApi's members sit under the interface they come from", async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/x/api/data-grid/data-grid'));
    await page.locator('tr#props-columns td').nth(1).getByRole('link', { name: 'GridColDef' }).click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
    await gotoAndHydrate(page, pageUrl('/x/api/data-grid/grid-api', 'zh'));
    await expect(page.locator('h2#members')).toHaveText(/成员/);
    await expect(page.locator('h3#members-grid-filter-api + * tr#members-setFilterModel')).toHaveCount(1);
  });

  test('a Premium-only interface says which package exports it, with its import, and lists no members', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/x/api/data-grid/grid-aggregation-function'));
    await expect(page.locator('aside').first()).toContainText('@mui/x-data-grid-premium');
    await expect(page.locator('aside').first()).toContainText('Premium plan');
    await expect(page.locator('#import ~ .MuiCode-root code').first()).toContainText("from '@mui/x-data-grid-premium';");
    await expect(page.locator('#members')).toHaveCount(0);
  });
});
