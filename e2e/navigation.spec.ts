import type { Locator, Page } from '@playwright/test';
import {
  allEntries,
  currentPath,
  docTitle,
  expectGettingStartedToggles,
  expectMeta,
  gotoAndHydrate,
  installedVersion,
  pageUrl,
  readingOrder,
  readProducts,
  readSidebar,
  type SidebarEntry,
} from './support/site';
import { expect, test } from './support/test';

const INSTALLATION = '/material-ui/getting-started/installation';

const docsNav = (page: Page) => page.getByRole('navigation', { name: 'documentation', exact: true });
const activeLink = (nav: Locator) => nav.locator('a[aria-current="page"]');

test.describe('drawer navigation', () => {
  test('clicking a leaf of a collapsed group navigates, marks it current and keeps its group expanded', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl(INSTALLATION));
    const nav = docsNav(page);
    await expect(nav).toBeVisible();

    // The page's own group is expanded and its link is the active one.
    const gettingStarted = nav.getByRole('button', { name: 'Getting started', exact: true });
    await expect(gettingStarted).toHaveAttribute('aria-expanded', 'true');
    await expect(activeLink(nav)).toHaveCount(1);
    await expect(activeLink(nav)).toHaveAttribute('href', pageUrl(INSTALLATION));
    await expect(activeLink(nav)).toHaveClass(/app-drawer-active/);

    // Another group starts collapsed: its links are not visible.
    const customization = nav.getByRole('button', { name: 'Customization', exact: true });
    await expect(customization).toHaveAttribute('aria-expanded', 'false');
    const leaf = nav.getByRole('link', { name: 'How to customize', exact: true });
    await expect(leaf).toBeHidden();

    await customization.click();
    await expect(customization).toHaveAttribute('aria-expanded', 'true');
    await expect(leaf).toBeVisible();
    await leaf.click();

    const target = '/material-ui/customization/how-to-customize';
    await expect(page).toHaveURL(pageUrl(target));
    const title = docTitle(target);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page).toHaveTitle(`${title} - Material UI`);
    await expect(leaf).toHaveAttribute('aria-current', 'page');
    await expect(leaf).toHaveClass(/app-drawer-active/);
    await expect(activeLink(nav)).toHaveCount(1);
    // The previous page's link is no longer current (collapsed groups may not render their links at all).
    await expect(nav.locator(`a[href="${pageUrl(INSTALLATION)}"][aria-current]`)).toHaveCount(0);
    await expect(nav.locator(`a[href="${pageUrl(INSTALLATION)}"].app-drawer-active`)).toHaveCount(0);
    await expect(customization).toHaveAttribute('aria-expanded', 'true');

    // A fresh load of that page expands only the active page's parents.
    await gotoAndHydrate(page, page.url());
    await expect(docsNav(page).getByRole('button', { name: 'Customization', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(docsNav(page).getByRole('button', { name: 'Getting started', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(activeLink(docsNav(page))).toHaveAttribute('href', pageUrl(target));
  });

  test('the sidebar is one file per product, fetched once when needed; page data carries none of it', async ({ page }) => {
    const navFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/nav\/[a-z-]+\.[0-9a-f]{16}\.json$/.test(request.url())) navFiles.push(new URL(request.url()).pathname);
    });
    const data = await (await page.request.get('/page-data/material-ui/getting-started/installation/page-data.json')).json();
    expect(JSON.stringify(data)).not.toContain('allSidebarEntry');
    expect(data.result.pageContext.nav).toEqual({
      url: expect.stringMatching(/^\/nav\/material-ui\.[0-9a-f]{16}\.json$/),
      prev: { pathname: '/material-ui/getting-started', title: 'Overview' },
      next: { pathname: '/material-ui/getting-started/usage', title: 'Usage' },
    });
    // The server HTML draws the page's sidebar: loading the page fetches no navigation.
    await gotoAndHydrate(page, pageUrl(INSTALLATION));
    expect(navFiles).toEqual([]);
    const nav = docsNav(page);
    await nav.getByRole('button', { name: 'Customization', exact: true }).click();
    await nav.getByRole('link', { name: 'How to customize', exact: true }).click();
    await expect(page).toHaveURL(pageUrl('/material-ui/customization/how-to-customize'));
    // The groups the reader opened stay open across pages of the product.
    await expect(nav.getByRole('button', { name: 'Getting started', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Usage', exact: true }).click();
    await expect(page).toHaveURL(pageUrl('/material-ui/getting-started/usage'));
    await expect(activeLink(nav)).toHaveAttribute('href', pageUrl('/material-ui/getting-started/usage'));
    expect(navFiles).toEqual([data.result.pageContext.nav.url]);
  });

  test('a group button toggles its children', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl(INSTALLATION));
    await expectGettingStartedToggles(docsNav(page));
  });

  test('every parent group of a deeply nested page is expanded', async ({ page }) => {
    const sidebar = readSidebar('docs-infra');
    // Find the deepest leaf and the chain of groups above it.
    let deepest: { leaf: SidebarEntry; groups: SidebarEntry[] } | null = null;
    const walk = (entries: SidebarEntry[], groups: SidebarEntry[]) => {
      for (const entry of entries) {
        if (entry.children?.length) walk(entry.children, entry.subheader ? groups : [...groups, entry]);
        else if (entry.pathname.startsWith('/') && (!deepest || groups.length > deepest.groups.length)) deepest = { leaf: entry, groups };
      }
    };
    walk(sidebar, []);
    const { leaf, groups } = deepest!;
    expect(groups.length).toBeGreaterThanOrEqual(2);

    await gotoAndHydrate(page, pageUrl(leaf.pathname));
    const nav = docsNav(page);
    for (const group of groups) {
      const button = nav
        .locator('button[aria-expanded]')
        .filter({ hasText: groupTitle(group) })
        .first();
      await expect(button, `group "${groupTitle(group)}" above ${leaf.pathname}`).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(activeLink(nav)).toHaveAttribute('href', pageUrl(leaf.pathname));
    await expect(activeLink(nav)).toBeVisible();
  });
});

function groupTitle(entry: SidebarEntry): string {
  if (entry.title) return entry.title;
  const name = (entry.subheader || entry.pathname).replace(/.*\//, '').replace('react-', '');
  return name.charAt(0).toUpperCase() + name.slice(1).split('-').join(' ');
}

test('previous and next links walk the sidebar order forward and back', async ({ page }) => {
  const order = readingOrder(readSidebar('material-ui'));
  const steps = Math.min(8, order.length - 1);
  await gotoAndHydrate(page, pageUrl(order[0]));
  const pagination = page.getByRole('navigation', { name: 'Previous and next pages' });
  await expect(pagination.locator('a[rel="prev"]')).toHaveCount(0);

  for (let i = 1; i <= steps; i += 1) {
    const next = pagination.locator('a[rel="next"]');
    await expect(next).toHaveAttribute('href', pageUrl(order[i]));
    await next.click();
    await expect(page).toHaveURL(pageUrl(order[i]));
    await expect(page.locator('h1')).toHaveText(docTitle(order[i]));
    await expect(activeLink(docsNav(page))).toHaveAttribute('href', pageUrl(order[i]));
    await expect(pagination.locator('a[rel="prev"]')).toHaveAttribute('href', pageUrl(order[i - 1]));
  }
  for (let i = steps - 1; i >= 0; i -= 1) {
    await pagination.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(pageUrl(order[i]));
    await expect(page.locator('h1')).toHaveText(docTitle(order[i]));
    await expect(activeLink(docsNav(page))).toHaveAttribute('href', pageUrl(order[i]));
  }
  await expect(pagination.locator('a[rel="prev"]')).toHaveCount(0);

  // The last page of the product has no "next".
  await gotoAndHydrate(page, pageUrl(order[order.length - 1]));
  await expect(pagination.locator('a[rel="next"]')).toHaveCount(0);
  await expect(pagination.locator('a[rel="prev"]')).toHaveAttribute('href', pageUrl(order[order.length - 2]));
});

test('the product switcher lists every product and goes to Joy UI', async ({ page }) => {
  const products = readProducts();
  await gotoAndHydrate(page, pageUrl(INSTALLATION));
  const switcher = page.getByRole('button', { name: 'Switch product: Material UI', exact: true });
  await expect(switcher).toBeVisible();
  await switcher.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveCount(products.length);
  for (const product of products) {
    const item = items.filter({ hasText: product.name }).first();
    await expect(item, product.name).toHaveAttribute('href', pageUrl(product.landing));
  }

  const joy = products.find((p) => p.id === 'joy-ui')!;
  await items.filter({ hasText: 'Joy UI' }).first().click();
  await expect(page).toHaveURL(pageUrl(joy.landing));
  await expect(menu).toBeHidden();
  await expect(page.locator('h1')).toHaveText(docTitle(joy.landing));
  await expect(page.getByRole('button', { name: 'Switch product: Joy UI', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Change version: v${installedVersion('@mui/joy')}`, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${docTitle(joy.landing)} - Joy UI`);
  await expectMeta(page, 'mui:productId', 'joy-ui');
  await expect(activeLink(docsNav(page))).toHaveAttribute('href', pageUrl(joy.landing));
});

test('the version menu shows the installed Material UI version, older versions and "View all versions"', async ({ page }) => {
  const version = `v${installedVersion('@mui/material')}`;
  const product = readProducts().find((p) => p.id === 'material-ui')!;
  await gotoAndHydrate(page, pageUrl(INSTALLATION));
  const button = page.getByRole('button', { name: `Change version: ${version}`, exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveText(version);
  await button.click();

  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const current = menu.locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(version);
  await expect(current.locator('svg[data-testid="CheckRoundedIcon"]')).toHaveCount(1);
  await expect(menu.locator('svg[data-testid="CheckRoundedIcon"]')).toHaveCount(1);

  const older = product.versions.filter((v) => !v.current);
  expect(older.length).toBeGreaterThan(0);
  for (const v of older) {
    const item = menu.getByRole('menuitem', { name: v.text, exact: true });
    await expect(item).toHaveAttribute('href', v.href);
    expect(v.href, `${v.text} links to another site`).toMatch(/^https:\/\//);
    await expect(item).not.toHaveAttribute('aria-current', /.*/);
  }

  const all = menu.getByRole('menuitem', { name: 'View all versions', exact: true });
  await expect(all).toHaveAttribute('href', '/versions/');
  await all.click();
  await expect(page).toHaveURL('/versions/');
  await expect(page.locator('h1')).toHaveText(docTitle('/versions'));
});

test('on a 390px screen the hamburger opens the navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAndHydrate(page, pageUrl(INSTALLATION));
  await expect(docsNav(page)).toBeHidden();
  const hamburger = page.getByRole('button', { name: 'Open main navigation', exact: true });
  await expect(hamburger).toBeVisible();
  await hamburger.click();

  const nav = docsNav(page);
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch product: Material UI', exact: true })).toBeVisible();
  await expect(activeLink(nav)).toHaveAttribute('href', pageUrl(INSTALLATION));
  await expect(activeLink(nav)).toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  await hamburger.click();
  await expect(nav).toBeVisible();
  const target = '/material-ui/getting-started/usage';
  await nav.getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page).toHaveURL(pageUrl(target));
  await expect(page.locator('h1')).toHaveText(docTitle(target));
  // The drawer gets out of the way once a page is chosen.
  await expect(docsNav(page)).toBeHidden();
  await hamburger.click();
  await expect(activeLink(docsNav(page))).toHaveAttribute('href', pageUrl(target));
});

test('on a wide screen the drawer is permanent and there is no hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoAndHydrate(page, pageUrl(INSTALLATION));
  await expect(docsNav(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open main navigation', exact: true })).toBeHidden();
});

test('the skip link is the first focusable element and moves focus to the content', async ({ page }) => {
  await gotoAndHydrate(page, pageUrl(INSTALLATION));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main-content');
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('#main-content')).toBeFocused();
  // The next Tab lands inside the content, not back in the header or the drawer.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main-content')!.contains(document.activeElement))).toBe(true);
});

test('the back-to-top button appears after scrolling and scrolls back up', async ({ page }) => {
  await gotoAndHydrate(page, pageUrl(INSTALLATION));
  const button = page.getByRole('button', { name: 'Scroll back to top', exact: true });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 100));
  await page.waitForTimeout(300);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
  await expect(page.locator('#main-content')).toBeFocused();
});

const FLAGS = [
  ['newFeature', 'New'],
  ['planned', 'Planned'],
  ['unstable', 'Preview'],
  ['beta', 'Beta'],
  ['legacy', 'Legacy'],
  ['deprecated', 'Deprecated'],
] as const;
const PLANS = { pro: ['plan-pro', 'Pro plan'], premium: ['plan-premium', 'Premium plan'] } as const;

/** The chips and plan badges a sidebar.json asks for, in display order. */
function expectedBadges(entry: SidebarEntry): string[] {
  return [...(entry.plan ? [PLANS[entry.plan][1]] : []), ...FLAGS.filter(([flag]) => entry[flag]).map(([, label]) => label)];
}

/** What the drawn sidebar shows for one entry: its title, chips and plan badge. */
interface DrawnItem {
  href: string | null;
  title: string;
  chips: string[];
  plans: string[];
  visible: boolean;
}

/**
 * Expands the whole drawer of a product and checks every entry's chips and plan badge against its sidebar.json. The
 * drawn items are read once; a link is found by its address (two pages may share a title), a group by its title.
 */
async function checkSidebarBadges(page: Page, folder: string): Promise<Set<string>> {
  const product = readProducts().find((p) => p.folder === folder)!;
  const entries = allEntries(readSidebar(folder)).filter((e) => !e.subheader && e.inSideNav !== false);
  await gotoAndHydrate(page, pageUrl(product.landing));
  const nav = docsNav(page);
  for (let guard = 0; guard < 200; guard += 1) {
    const collapsed = nav.locator('button[aria-expanded="false"]');
    if ((await collapsed.count()) === 0) break;
    await collapsed.first().click();
  }
  const drawn: DrawnItem[] = await nav.locator('a, button').evaluateAll((items) =>
    items.map((item) => ({
      href: item.getAttribute('href'),
      title: item.querySelector('.nav-title')?.textContent ?? '',
      chips: [...item.querySelectorAll('.nav-chip')].map((chip) => chip.textContent ?? ''),
      plans: [...item.querySelectorAll('span.plan-pro, span.plan-premium')].map((badge) => `${badge.className}|${badge.getAttribute('title')}`),
      visible: (item as HTMLElement).offsetParent !== null,
    })),
  );

  let chips = 0;
  let badges = 0;
  const used = new Set<string>();
  for (const entry of entries) {
    const title = entry.title ?? groupTitle(entry);
    const isLink = !entry.children?.length;
    const href = entry.pathname.startsWith('http') ? entry.pathname : pageUrl(entry.pathname);
    const item = drawn.find((d) => (isLink ? d.href === href : d.href === null && d.title === title));
    expect(item, `${folder}: "${title}" (${entry.pathname}) is drawn`).toBeDefined();
    expect(item!.visible, `${folder}: "${title}" is visible`).toBe(true);
    const expected = FLAGS.filter(([flag]) => entry[flag]).map(([, label]) => label);
    chips += expected.length;
    expect(item!.chips, `${folder}: chips of "${title}"`).toEqual(expected);
    const plans = entry.plan ? [`nav-plan plan-${entry.plan}|${PLANS[entry.plan][1]}`] : [];
    expect(item!.plans, `${folder}: plan badge of "${title}"`).toEqual(plans);
    badges += plans.length;
    expectedBadges(entry).forEach((b) => used.add(b));
  }
  await expect(nav.locator('.nav-chip')).toHaveCount(chips);
  await expect(nav.locator('span.plan-pro, span.plan-premium')).toHaveCount(badges);
  if (badges > 0) await expect(nav.locator('span.plan-pro, span.plan-premium').first()).toBeVisible();
  return used;
}

test.describe('sidebar chips and plan badges', () => {
  test('docs-infra test tree', async ({ page }) => {
    const used = await checkSidebarBadges(page, 'docs-infra');
    // The test tree has at least the five status chips below and the Pro plan.
    for (const label of ['New', 'Planned', 'Preview', 'Beta', 'Legacy', 'Pro plan']) expect(used, label).toContain(label);
  });

  test('Material UI (Deprecated chip) and Data Grid (Premium plan)', async ({ page }) => {
    const used = new Set([...(await checkSidebarBadges(page, 'material-ui')), ...(await checkSidebarBadges(page, 'x-data-grid'))]);
    expect(used).toContain('Deprecated');
    expect(used).toContain('Premium plan');
  });
});

test.describe('page title and meta tags', () => {
  const cases: Array<{ path: string; product: string | null; productId: string; category: string }> = [
    { path: INSTALLATION, product: 'Material UI', productId: 'material-ui', category: 'core' },
    { path: '/joy-ui/getting-started', product: 'Joy UI', productId: 'joy-ui', category: 'core' },
    { path: '/system/getting-started', product: 'MUI System', productId: 'system', category: 'core' },
    { path: '/x/react-data-grid', product: 'Data Grid', productId: 'x-data-grid', category: 'x' },
    { path: '/toolpad/core/introduction', product: 'Toolpad Core', productId: 'toolpad-core', category: 'toolpad' },
    { path: '/experiments/docs/writing/headers', product: 'Docs-infra', productId: 'docs-infra', category: 'null' },
    { path: '/versions', product: 'Home docs', productId: 'docs', category: 'null' },
  ];
  for (const c of cases) {
    test(`${c.path}/`, async ({ page }) => {
      await gotoAndHydrate(page, pageUrl(c.path));
      const title = docTitle(c.path);
      await expect(page).toHaveTitle(`${title} - ${c.product}`);
      await expect(page.locator('h1')).toHaveText(title);
      await expectMeta(page, 'mui:productId', c.productId);
      await expectMeta(page, 'mui:productCategoryId', c.category);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('the home page', async ({ page }) => {
    await gotoAndHydrate(page, '/');
    await expect(page).toHaveTitle('MUI documentation');
    await expectMeta(page, 'mui:productId', 'null');
    await expectMeta(page, 'mui:productCategoryId', 'null');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('title and meta follow client-side navigation', async ({ page }) => {
    await gotoAndHydrate(page, pageUrl(INSTALLATION));
    await page.getByRole('button', { name: 'Switch product: Material UI', exact: true }).click();
    await page.getByRole('menuitem').filter({ hasText: 'Data Grid' }).first().click();
    await expect(page).toHaveURL(pageUrl('/x/react-data-grid'));
    expect(currentPath(page)).toBe('/x/react-data-grid/');
    await expect(page).toHaveTitle(`${docTitle('/x/react-data-grid')} - Data Grid`);
    await expectMeta(page, 'mui:productId', 'x-data-grid');
    await expectMeta(page, 'mui:productCategoryId', 'x');
  });
});

test('a link in the page body routes on the client (no reload), in the page language, and Back returns', async ({ page }) => {
  for (const [from, to] of [
    [pageUrl(INSTALLATION), '/material-ui/getting-started/usage/'],
    ['/zh/material-ui/getting-started/installation/', '/zh/material-ui/getting-started/usage/'],
  ]) {
    await gotoAndHydrate(page, from);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const link = page.locator('#main-content .MuiMarkdown-body a', { hasText: 'Usage' }).first();
    await expect(link).toHaveAttribute('href', to);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('h1')).toHaveText('Usage');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${from}$`));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  }
});
