import type { Page } from '@playwright/test';
import { gotoAndHydrate, pageUrl } from './support/site';
import { expect, test } from './support/test';

/** A long page with many h2/h3 headings. */
const PAGE = pageUrl('/material-ui/getting-started/installation');

const toc = (page: Page, label = 'Page table of contents') => page.getByRole('navigation', { name: label, exact: true });
const activeTocLinks = (page: Page, label?: string) => toc(page, label).locator('a[aria-current="location"]');

/** Pages for the scroll spy: a long one, one with h3 subsections, one in Chinese. */
const SPY_PAGES = [
  { url: PAGE, label: 'Page table of contents' },
  { url: pageUrl('/material-ui/all-components'), label: 'Page table of contents' },
  { url: pageUrl('/experiments/docs/writing/headers'), label: 'Page table of contents' },
  { url: pageUrl('/material-ui/getting-started/installation', 'zh'), label: '页面目录' },
];

/** Headings listed in the ToC with their document offsets, and how far the page can scroll. */
async function headingGeometry(page: Page, label = 'Page table of contents') {
  return page.evaluate((label) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`nav[aria-label="${label}"] a[href^="#"]`)];
    const headings = links.map((a) => {
      const hash = a.getAttribute('href')!.slice(1);
      const el = document.getElementById(hash) ?? document.getElementById(decodeURIComponent(hash));
      return { hash, top: el ? el.getBoundingClientRect().top + window.scrollY : null };
    });
    return { headings, maxScroll: document.documentElement.scrollHeight - window.innerHeight, viewport: window.innerHeight };
  }, label);
}

test.describe('table of contents', () => {
  test('is labelled "Contents" and lists every h2/h3 of the content in order', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl('/experiments/docs/writing/headers'));
    // h3 items are nested under their h2.
    await expect(toc(page).locator('li li a').first()).toBeVisible();
    await expect(toc(page)).toBeVisible();
    await expect(toc(page).getByText('Contents', { exact: true })).toBeVisible();
    const tocHashes = await toc(page)
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const headingIds = await page.locator('#main-content h2, #main-content h3').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(tocHashes.length).toBeGreaterThan(3);
    expect(tocHashes).toEqual(headingIds);
    const headingTexts = await page.locator('#main-content h2, #main-content h3').evaluateAll((hs) => hs.map((h) => h.textContent!.trim()));
    expect(await toc(page).locator('a').allTextContents()).toEqual(headingTexts);
  });

  test('is hidden below 900px', async ({ page }) => {
    await page.setViewportSize({ width: 899, height: 800 });
    await gotoAndHydrate(page, PAGE);
    await expect(toc(page)).toBeHidden();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(toc(page)).toBeVisible();
  });

  for (const { url, label } of SPY_PAGES) {
    test(`scroll spy marks the heading in view and nothing at the top of the page: ${url}`, async ({ page }) => {
      await gotoAndHydrate(page, url);
      await expect(toc(page, label)).toBeVisible();
      await expect(activeTocLinks(page, label)).toHaveCount(0);

      const { headings, maxScroll, viewport } = await headingGeometry(page, label);
      expect(
        headings.filter((h) => h.top === null),
        'every ToC link has its heading',
      ).toEqual([]);
      // Put each heading 70px below the top of the viewport (under the 57px app bar, inside the top eighth),
      // where the reader is reading it. Only headings that can be scrolled there, past the 200px threshold.
      const offset = 70;
      const reachable = headings.filter(
        (h, i) => h.top !== null && h.top - offset >= 200 && h.top - offset <= maxScroll && (headings[i + 1]?.top ?? Infinity) > h.top + viewport / 8,
      );
      expect(reachable.length, 'the page has headings far enough down to test the scroll spy').toBeGreaterThanOrEqual(2);

      for (const heading of reachable) {
        await page.evaluate((y) => window.scrollTo(0, y), heading.top! - offset);
        const link = toc(page, label).locator(`a[href="#${heading.hash}"]`);
        await expect(link, `ToC link of #${heading.hash} after scrolling it into view`).toHaveAttribute('aria-current', 'location', { timeout: 1000 });
        await expect(activeTocLinks(page, label)).toHaveCount(1);
      }

      // Back near the top (scrollTop < 200): nothing is active.
      await page.evaluate(() => window.scrollTo(0, 120));
      await expect(activeTocLinks(page, label)).toHaveCount(0, { timeout: 1000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(activeTocLinks(page, label)).toHaveCount(0, { timeout: 1000 });
    });
  }

  test('scroll spy follows the mouse wheel', async ({ page }) => {
    await gotoAndHydrate(page, PAGE);
    const { headings } = await headingGeometry(page);
    const target = headings[2];
    await page.mouse.move(640, 400);
    // Wheel down in steps until the heading is in the upper part of the viewport.
    for (let i = 0; i < 100; i += 1) {
      const top = await page.evaluate((hash) => document.getElementById(hash)!.getBoundingClientRect().top, target.hash);
      if (top < 80) break;
      await page.mouse.wheel(0, Math.min(200, top - 70));
    }
    await expect(toc(page).locator(`a[href="#${target.hash}"]`)).toHaveAttribute('aria-current', 'location', { timeout: 1000 });
  });

  test('clicking a ToC link activates it at once and scrolls to its heading', async ({ page }) => {
    await gotoAndHydrate(page, PAGE);
    const links = toc(page).locator('a');
    const count = await links.count();
    // The last item: its heading cannot reach the top of the viewport, yet the click marks it.
    for (const index of [count - 1, 1]) {
      const link = links.nth(index);
      const hash = (await link.getAttribute('href'))!;
      await link.click();
      expect(await link.getAttribute('aria-current'), `aria-current right after clicking ${hash}`).toBe('location');
      await expect(activeTocLinks(page)).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(hash)}$`));
      await expect(page.locator(hash)).toBeInViewport();
    }
  });

  test('heading anchor links point at their heading and scroll to it', async ({ page }) => {
    await gotoAndHydrate(page, PAGE);
    const headings = page.locator('#main-content h2, #main-content h3');
    const count = await headings.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i += 1) {
      const heading = headings.nth(i);
      const id = await heading.getAttribute('id');
      expect(id, `heading ${i} has an id`).toBeTruthy();
      await expect(heading.locator('a.anchor-link')).toHaveAttribute('href', `#${id}`);
    }

    const heading = headings.nth(Math.floor(count / 2));
    const id = (await heading.getAttribute('id'))!;
    await heading.hover();
    const anchor = heading.locator('a.anchor-link');
    await expect(anchor).toHaveCSS('opacity', '1');
    await anchor.click();
    await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(id)}$`));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    // scroll-margin-top keeps the heading just below the sticky app bar.
    expect(top).toBeGreaterThanOrEqual(57);
    expect(top).toBeLessThan(150);
  });

  test('opening a URL with a fragment scrolls to the heading', async ({ page }) => {
    await gotoAndHydrate(page, PAGE);
    const ids = await page.locator('#main-content h2').evaluateAll((hs) => hs.map((h) => h.id));
    const id = ids[Math.floor(ids.length / 2)];
    await page.goto('about:blank');
    await gotoAndHydrate(page, `${PAGE}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    const top = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
