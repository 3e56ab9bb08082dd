import fs from 'fs';
import path from 'path';
import type { APIRequestContext, Page } from '@playwright/test';
import site from '../src/config/site.json';
import { gotoAndHydrate, pageUrl } from './support/site';
import { expect, test } from './support/test';

/**
 * What the site offers agents and shared links: Markdown twins of the pages, llms.txt, the page actions (Copy page,
 * View as Markdown, Edit this page, Last updated), Open Graph heads with a card image, robots.txt and the sitemap.
 */
const ROOT = path.resolve(__dirname, '..');
const BUTTON = '/material-ui/react-button';

/** A URL of the site (as the files write it) on the local server. */
const local = (url: string) => (url.startsWith(site.siteUrl) ? url.slice(site.siteUrl.length) || '/' : url);

/** The Markdown outside its fenced code blocks (where JSX is code, not HTML). */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');

/** The demos a page embeds, from its MDX, with their TypeScript source. */
function demosOf(mdx: string, demoFolder: string): Array<{ name: string; source: string }> {
  const names = [...fs.readFileSync(path.join(ROOT, mdx), 'utf8').matchAll(/<Demo name="(\w+)" \/>/g)].map((m) => m[1]);
  return names.map((name) => ({ name, source: fs.readFileSync(path.join(ROOT, demoFolder, `${name}.tsx`), 'utf8') }));
}

async function text(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { body: await response.text(), type: response.headers()['content-type'] ?? '' };
}

test('the twin of the Button page: its title and text, every demo as its TypeScript source, and no HTML', async ({ request }) => {
  const { body: markdown } = await text(request, `${BUTTON}.md`);
  expect(markdown.startsWith('# Button\n\n')).toBe(true);
  const demos = demosOf('content/material-ui/docs/react-button.mdx', 'content/material-ui/docs/demos/react-button');
  expect(demos.length).toBeGreaterThan(3);
  for (const { name, source } of demos) expect(markdown, name).toContain(`\`\`\`tsx title="${name}.tsx"\n${source.trimEnd()}\n\`\`\``);
  expect(prose(markdown)).not.toMatch(/<\/?[a-z][a-z0-9]*(\s[^>]*)?>/);
  expect(markdown).toContain('\n## Basic button\n');
  // The Chinese page has its own twin, in its language's URL space.
  expect((await text(request, `/zh${BUTTON}.md`)).body.startsWith('# Button')).toBe(true);
  // An API page's twin: its props as a table.
  const { body: api } = await text(request, '/material-ui/api/button.md');
  expect(api).toContain("| `variant` | `'text' \\| 'outlined' \\| 'contained'` | `'text'` |");
});

test('/llms.txt and a product llms.txt and llms-full.txt are served, and every link in them resolves', async ({ request }) => {
  const { body: siteList } = await text(request, '/llms.txt');
  const { body: productList } = await text(request, '/material-ui/llms.txt');
  expect(siteList.startsWith(`# ${site.title}\n`)).toBe(true);
  expect(siteList).toContain(`- [Material UI: every page](${site.siteUrl}/material-ui/llms.txt)`);
  expect(productList.startsWith('# Material UI\n')).toBe(true);
  expect(productList).toContain(`](${site.siteUrl}/material-ui/react-button.md): `);
  expect(productList).toContain(`](${site.siteUrl}/material-ui/api/button.md): `);
  const links = [...new Set([...`${siteList}\n${productList}`.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]))];
  expect(links.length).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const url of links) {
    expect(url.startsWith(site.siteUrl), url).toBe(true);
    const response = await request.head(local(url));
    if (response.status() !== 200) broken.push(`${url} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
  const { body: full } = await text(request, '/material-ui/llms-full.txt');
  expect(full).toContain(`Source: ${site.siteUrl}/material-ui/react-button/\n\n# Button\n`);
});

test("a component page's head: Open Graph and Twitter tags, its card, its Markdown twin", async ({ page, request }) => {
  await page.goto(pageUrl(BUTTON));
  const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute('content');
  expect(await meta('og:title')).toBe('Button - Material UI');
  expect(await meta('og:description')).toMatch(/^Buttons let users/);
  expect(await meta('og:url')).toBe(`${site.siteUrl}/material-ui/react-button/`);
  expect(await meta('og:type')).toBe('article');
  expect(await meta('og:locale')).toBe('en_US');
  expect(await meta('og:locale:alternate')).toBe('zh_CN');
  expect(await meta('og:image:width')).toBe('1200');
  expect(await meta('og:image:height')).toBe('630');
  expect(await meta('og:image:alt')).toBe('Button');
  expect(await meta('twitter:card')).toBe('summary_large_image');
  const image = (await meta('og:image'))!;
  expect(image).toMatch(new RegExp(`^${site.siteUrl}/cards/[0-9a-f]{16}\\.png$`));
  expect(await meta('twitter:image')).toBe(image);
  const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(alternate).toHaveAttribute('href', `${BUTTON}.md`);
  // The Chinese page names its locale and the English one as its alternate.
  await page.goto(pageUrl(BUTTON, 'zh'));
  expect(await meta('og:locale')).toBe('zh_CN');
  expect(await meta('og:locale:alternate')).toBe('en_US');
  await expect(alternate).toHaveAttribute('href', `/zh${BUTTON}.md`);
  // An untranslated page shares its card across languages (the same inputs, the same file).
  expect(await meta('og:image')).toBe(image);
  expect((await request.get(local(image))).status()).toBe(200);
});

test('the card image is a 1200×630 PNG', async ({ page, request }) => {
  await page.goto(pageUrl('/joy-ui/getting-started/installation'));
  const image = (await page.locator('head meta[property="og:image"]').getAttribute('content'))!;
  const response = await request.get(local(image));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  // The IHDR chunk: width and height, big-endian, right after the signature and the chunk's header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

async function openWithClipboard(page: Page, url: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoAndHydrate(page, url);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
}

test('Copy page puts the twin on the clipboard and reads Copied; View as Markdown opens the twin', async ({ page, request }) => {
  await openWithClipboard(page, pageUrl(BUTTON));
  const actions = page.getByRole('group', { name: 'Page actions' });
  const copy = actions.getByRole('button', { name: 'Copy page as Markdown' });
  const box = await copy.boundingBox();
  await copy.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe((await text(request, `${BUTTON}.md`)).body);
  await expect(copy.getByText('Copied')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
  // The label changes in place: the button keeps its size.
  expect(await copy.boundingBox()).toEqual(box);
  await expect(copy.getByText('Copy page')).toBeVisible({ timeout: 5_000 });
  // By keyboard as well.
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Button\n/);

  await actions.getByRole('link', { name: 'View as Markdown' }).click();
  await expect(page).toHaveURL(new RegExp(`${BUTTON}\\.md$`));
  await expect(page.locator('body')).toContainText('# Button');
});

test('Edit this page links the MDX file of the page (its translation on a translated page); API pages have none', async ({ page }) => {
  const editOf = async (url: string) => {
    await gotoAndHydrate(page, url);
    return page.locator('#main-content a').filter({ hasText: /^(Edit this page|编辑此页)$/ });
  };
  const edit = await editOf(pageUrl(BUTTON));
  const href = (await edit.getAttribute('href'))!;
  expect(href).toBe(`${site.sourceCodeUrl}/edit/main/content/material-ui/docs/react-button.mdx`);
  expect(fs.existsSync(path.join(ROOT, href.replace(`${site.sourceCodeUrl}/edit/main/`, '')))).toBe(true);
  // Last updated: the date of the file's last commit.
  await expect(page.locator('#main-content time[datetime]')).toHaveText(/^Last updated on \w+ \d{1,2}, \d{4}$/);

  const translated = await editOf(pageUrl('/material-ui/customization/dark-mode', 'zh'));
  await expect(translated).toHaveAttribute('href', `${site.sourceCodeUrl}/edit/main/content/material-ui/docs/customization/dark-mode.zh.mdx`);
  await expect(page.locator('#main-content time[datetime]')).toHaveText(/^最后更新于 \d{4}年\d{1,2}月\d{1,2}日$/);

  const api = await editOf(pageUrl('/material-ui/api/button'));
  await expect(api).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
});

test('robots.txt names the sitemap; the sitemap lists both languages with their alternates', async ({ request }) => {
  const { body: robots } = await text(request, '/robots.txt');
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  const { body: xml } = await text(request, '/sitemap.xml');
  const entry = /<url>\s*<loc>[^<]*\/material-ui\/react-button\/<\/loc>([\s\S]*?)<\/url>/.exec(xml)![1];
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="${site.siteUrl}/zh/material-ui/react-button/"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site.siteUrl}/material-ui/react-button/"/>`);
});
