import type { Locator, Page } from '@playwright/test';
import { isStaticFile } from './support/sitemap';
import { docTitle, gotoAndHydrate, installedVersion, pageUrl, readingOrder, readSidebar } from './support/site';
import { expect, test, type Problem } from './support/test';

const OVERVIEW = '/material-ui/getting-started';
const INSTALLATION = '/material-ui/getting-started/installation';

/** Internal page links (href starting with '/') inside `scope` that lack the /zh/ prefix. */
async function unprefixedLinks(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return hrefs.filter((href) => !isStaticFile(href.split(/[?#]/)[0]) && href !== '/zh/' && !href.startsWith('/zh/'));
}

async function countPageLinks(scope: Locator): Promise<number> {
  const hrefs = await scope.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return hrefs.filter((href) => !isStaticFile(href.split(/[?#]/)[0])).length;
}

async function expectChineseShell(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('navigation', { name: '文档', exact: true })).toBeVisible();
  const toc = page.getByRole('navigation', { name: '页面目录', exact: true });
  await expect(toc).toBeVisible();
  await expect(toc.getByText('目录', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '上一页和下一页', exact: true })).toBeVisible();
  // No English shell strings are left.
  await expect(page.getByRole('navigation', { name: 'documentation', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Page table of contents', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Previous and next pages', exact: true })).toHaveCount(0);
}

test.describe('the language of the page', () => {
  test('is in the HTML file itself: zh on every /zh/ page type, en elsewhere', async ({ request }) => {
    for (const path of ['/', '/material-ui/getting-started/', '/material-ui/react-button/', '/404/']) {
      const lang = async (url: string) => /<html[^>]* lang="([^"]*)"/.exec(await (await request.get(url)).text())?.[1];
      expect(await lang(path), path).toBe('en');
      expect(await lang(`/zh${path}`), `/zh${path}`).toBe('zh');
    }
  });

  test('follows client-side navigation between languages, both ways', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl(INSTALLATION));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Toggle settings drawer', exact: true }).click();
    await page.getByRole('link', { name: '中文', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/zh${INSTALLATION}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await page.getByRole('button', { name: '切换设置抽屉', exact: true }).click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${INSTALLATION}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('Chinese pages', () => {
  test('have a Chinese shell, lang="zh" and English content', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl(INSTALLATION, 'zh'));
    await expectChineseShell(page);
    await expect(page.locator('h1')).toHaveText(docTitle(INSTALLATION));
    await expect(page).toHaveTitle(`${docTitle(INSTALLATION)} - Material UI`);
    await expect(page.getByRole('button', { name: '切换产品: Material UI', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `切换版本: v${installedVersion('@mui/material')}`, exact: true })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到内容', exact: true });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole('button', { name: '回到顶部', exact: true })).toBeVisible();
  });

  test('the home page is in Chinese and its product cards keep the prefix', async ({ page }) => {
    await gotoAndHydrate(page, '/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page).toHaveTitle('MUI 文档');
    await expect(page.locator('h1')).toHaveText('MUI 文档');
    const main = page.locator('#main-content');
    expect(await countPageLinks(main)).toBeGreaterThan(3);
    expect(await unprefixedLinks(page.locator('body'))).toEqual([]);
  });

  test('links in the drawer, the content, prev/next and the header keep the /zh prefix', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl(OVERVIEW, 'zh'));
    const drawer = page.getByRole('navigation', { name: '文档', exact: true });
    const content = page.locator('#main-content');
    const pagination = page.getByRole('navigation', { name: '上一页和下一页', exact: true });
    expect(await countPageLinks(drawer)).toBeGreaterThan(5);
    expect(await countPageLinks(content.locator('.MuiMarkdown-body').first())).toBeGreaterThan(0);
    expect(await countPageLinks(pagination)).toBeGreaterThan(0);
    expect(await unprefixedLinks(drawer), 'drawer links').toEqual([]);
    expect(await unprefixedLinks(content), 'content, prev/next and footer links').toEqual([]);
    expect(await unprefixedLinks(page.locator('header')), 'header links').toEqual([]);
    await expect(page.locator('header a[href="/zh/"]')).toHaveCount(1);

    // Menus rendered in portals too.
    await page.getByRole('button', { name: '切换产品: Material UI', exact: true }).click();
    const products = page.getByRole('menu');
    await expect(products).toBeVisible();
    expect(await unprefixedLinks(products), 'product switcher links').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(products).toBeHidden();
    await page.getByRole('button', { name: /^切换版本: / }).click();
    const versions = page.getByRole('menu');
    await expect(versions.getByRole('menuitem', { name: '查看所有版本', exact: true })).toHaveAttribute('href', '/zh/versions/');
    expect(await unprefixedLinks(versions), 'version menu links').toEqual([]);
    await page.keyboard.press('Escape');
  });

  test('navigating by content link, prev/next and drawer stays in Chinese', async ({ page }) => {
    const order = readingOrder(readSidebar('material-ui'));
    await gotoAndHydrate(page, pageUrl(OVERVIEW, 'zh'));

    // A link in the Markdown content.
    await page.locator('#main-content').getByRole('link', { name: 'Installation', exact: true }).first().click();
    await expect(page).toHaveURL(pageUrl(INSTALLATION, 'zh'));
    await expect(page.locator('h1')).toHaveText(docTitle(INSTALLATION));
    await expectChineseShell(page);

    // Next page.
    const index = order.indexOf(INSTALLATION);
    const pagination = page.getByRole('navigation', { name: '上一页和下一页', exact: true });
    await pagination.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(pageUrl(order[index + 1], 'zh'));
    await expect(page.locator('h1')).toHaveText(docTitle(order[index + 1]));
    await expect(pagination.locator('a[rel="next"]')).toHaveAttribute('aria-label', /^下一页: /);
    await expect(pagination.locator('a[rel="prev"]')).toHaveAttribute('aria-label', /^上一页: /);

    // Previous page.
    await pagination.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(pageUrl(INSTALLATION, 'zh'));

    // A drawer link.
    const drawer = page.getByRole('navigation', { name: '文档', exact: true });
    await drawer.getByRole('link', { name: 'Usage', exact: true }).click();
    await expect(page).toHaveURL(pageUrl('/material-ui/getting-started/usage', 'zh'));
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', pageUrl('/material-ui/getting-started/usage', 'zh'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('every English page of the sample has its Chinese twin with the same content', async ({ page, request }) => {
    for (const path of [OVERVIEW, INSTALLATION, '/joy-ui/getting-started']) {
      const response = await request.get(pageUrl(path, 'zh'));
      expect(response.status(), pageUrl(path, 'zh')).toBe(200);
    }
    await gotoAndHydrate(page, pageUrl(INSTALLATION));
    const en = await page.locator('#main-content h2').allTextContents();
    await gotoAndHydrate(page, pageUrl(INSTALLATION, 'zh'));
    expect(await page.locator('#main-content h2').allTextContents()).toEqual(en);
  });
});

test.describe('404', () => {
  /** The 404s a missing URL gives on purpose: its document, and Gatsby's page-data and HEAD requests for it. */
  const isMissing = (path: string) => {
    const bare = path.replace(/\/$/, '');
    const urls = [path, bare, `/page-data${bare}/page-data.json`].map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const http = new RegExp(`^(GET|HEAD) http://[^/]+(${urls}) → HTTP 404$`);
    const log = new RegExp(`^\\[error\\] Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(http://[^/]+(${urls}):0\\)$`);
    return (p: Problem) => (p.kind === 'http' && http.test(p.text)) || (p.kind === 'console' && log.test(p.text));
  };

  test('an unknown English URL answers 404 with "Page not found"', async ({ page, problems }) => {
    problems.ignore(isMissing('/this-page-does-not-exist/'));
    const response = await page.goto('/this-page-does-not-exist/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Go to the documentation home', exact: true })).toHaveAttribute('href', '/');
  });

  test('an unknown Chinese URL answers 404 and shows the Chinese text', async ({ page, problems }) => {
    problems.ignore(isMissing('/zh/this-page-does-not-exist/'));
    const response = await page.goto('/zh/this-page-does-not-exist/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('找不到页面');
    await expect(page.getByRole('link', { name: '前往文档首页', exact: true })).toHaveAttribute('href', '/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('an unknown URL inside a product answers 404', async ({ request }) => {
    for (const url of ['/material-ui/no-such-component/', '/zh/material-ui/no-such-component/']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
    }
  });
});
