import { gotoAndHydrate, installedVersion } from './support/site';
import { expect, test } from './support/test';

/** /versions/ (issue 18): its table generated from the products' data, in both languages. */

test('every product with its installed version marked current, documentation and release notes', async ({ page }) => {
  await gotoAndHydrate(page, '/versions/');
  const table = page.locator('#main-content table').first();
  const material = table.locator('tr', { hasText: `Installed: @mui/material ${installedVersion('@mui/material')}` });
  await expect(material).toContainText('Material UI');
  await expect(material).toContainText(`Installed: @mui/material ${installedVersion('@mui/material')}`);
  await expect(material).toContainText('Current');
  await expect(material.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/material-ui/getting-started/');
  await expect(material.getByRole('link', { name: 'Release notes' })).toHaveAttribute(
    'href',
    `https://github.com/mui/material-ui/releases/tag/v${installedVersion('@mui/material')}`,
  );
  const grid = table.locator('tr', { hasText: `Installed: @mui/x-data-grid ${installedVersion('@mui/x-data-grid')}` });
  await expect(grid).toContainText('Data Grid');
  const v5 = table.getByRole('row', { name: /^Material UI v5 / });
  await expect(v5).toContainText('Maintenance');
  await expect(v5.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', 'https://v5.mui.com/material-ui/getting-started/');
  // The section is in the table of contents, first.
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first()).toHaveText('Released versions');
});

test('in Chinese: the same table with Chinese labels and /zh/ documentation links', async ({ page }) => {
  await gotoAndHydrate(page, '/zh/versions/');
  const table = page.locator('#main-content table').first();
  await expect(table.locator('th').first()).toHaveText('产品');
  const material = table.locator('tr', { hasText: `已安装: @mui/material ${installedVersion('@mui/material')}` });
  await expect(material).toContainText('当前版本');
  await expect(material.getByRole('link', { name: '文档' })).toHaveAttribute('href', '/zh/material-ui/getting-started/');
});

test('a product version menu leads to it', async ({ page }) => {
  await gotoAndHydrate(page, '/material-ui/getting-started/installation/');
  await page
    .getByRole('button', { name: /v6\.1\.2/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'View all versions' }).click();
  await expect(page).toHaveURL('/versions/');
  await expect(page.locator('h2#released-versions')).toBeVisible();
});
