import type { Page, Request } from '@playwright/test';
import startersFile from '../content/material-ui/starters/starters.json';
import joyStartersFile from '../content/joy-ui/starters/starters.json';
import { decodeCodeSandboxParameters } from '../src/domain/sandbox';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The sample templates (issue 19: Material UI's; issue 30: Joy UI's): galleries, full-screen pages, their interactions,
 * source, sandboxes and font.
 */
const { starters: templates } = startersFile;
const { starters: joyTemplates } = joyStartersFile;
type Product = 'material-ui' | 'joy-ui';
const GALLERY = '/material-ui/getting-started/templates/';
const JOY_GALLERY = '/joy-ui/getting-started/templates/';
const url = (slug: string, language: 'en' | 'zh' = 'en', product: Product = 'material-ui') =>
  `${language === 'zh' ? '/zh' : ''}/${product}/getting-started/templates/${slug}/`;

/** Loaded and hydrated: the frame bar and the template (a lazy chunk) are React's, nothing is still loading. */
async function openStarter(page: Page, slug: string, language: 'en' | 'zh' = 'en', product: Product = 'material-ui') {
  await page.goto(url(slug, language, product), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => {
    const hydrated = (el: Element | null) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
    return hydrated(document.querySelector('nav.MuiTemplateFrame-root')) && hydrated(document.querySelector('.MuiTemplateFrame-content h1'));
  });
}

test('the gallery: a card per template in order, with its preview for the reader’s mode and both actions', async ({ page }) => {
  await page.goto(GALLERY, { waitUntil: 'networkidle' });
  const cards = page.locator('li.MuiTemplateGallery-card');
  await expect(cards.locator('h3')).toHaveText(templates.map((t) => t.title));
  for (const [index, t] of templates.entries()) {
    const card = cards.nth(index);
    await expect(card.locator('p').first()).toHaveText(t.description);
    await expect(card.getByRole('link', { name: 'Live preview', exact: true })).toHaveAttribute('href', url(t.slug));
    await expect(card.getByRole('link', { name: 'Source code' })).toHaveAttribute('href', `${url(t.slug)}#source`);
  }
  // Light mode: the light previews show and load; the dark ones are not displayed, so never downloaded.
  const first = cards.first();
  await first.scrollIntoViewIfNeeded();
  const light = first.locator('img.MuiTemplateGallery-light');
  await expect(light).toBeVisible();
  await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(first.locator('img.MuiTemplateGallery-dark')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Live preview of the Dashboard template' })).toBeVisible();
});

test('the gallery in dark mode shows the dark previews', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(GALLERY, { waitUntil: 'networkidle' });
  const first = page.locator('li.MuiTemplateGallery-card').first();
  await expect(first.locator('img.MuiTemplateGallery-dark')).toBeVisible();
  await expect(first.locator('img.MuiTemplateGallery-light')).toBeHidden();
});

for (const viewport of [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const t of templates) {
      test(`${t.slug}: renders full screen without the docs shell, one h1, no overflow, axe clean`, async ({ page }) => {
        await openStarter(page, t.slug);
        await expect(page).toHaveTitle(new RegExp(`^${t.title} template`));
        await expect(page.locator('.MuiTemplateFrame-content h1')).toHaveCount(1);
        // No docs shell: no app bar, sidebar or table of contents of the documentation.
        await expect(page.locator('.MuiHeader-root, .MuiNav-root, .MuiToc-root')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('dark mode: the frame’s toggle switches the template and the choice is kept', async ({ page }) => {
  await openStarter(page, 'pricing');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.getByRole('button', { name: 'Turn on dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(background).not.toBe(before);
  await expect(page.getByRole('button', { name: 'Turn on light mode' })).toBeVisible();
  await openStarter(page, 'sign-up');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await background()).not.toBe(before);
  expect(await axeViolations(page)).toEqual([]);
});

test('checkout: validation holds the step, then the flow reaches the confirmation', async ({ page }) => {
  await openStarter(page, 'checkout');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  // Required fields left empty: messages, still on the first step.
  await expect(page.getByText(/is required/).first()).toBeVisible();
  const fill = async (label: RegExp, value: string) => page.getByLabel(label).first().fill(value);
  await fill(/^First name/, 'Ada');
  await fill(/^Last name/, 'Lovelace');
  await fill(/^Address line 1/, '12 Analytical Row');
  await fill(/^City/, 'London');
  await fill(/^Zip/, 'NW1 6XE');
  await fill(/^Country/, 'United Kingdom');
  await next.click();
  await fill(/^Name on card|^Card name|^Cardholder/, 'Ada Lovelace');
  await fill(/^Card number/, '4242 4242 4242 4242');
  await fill(/^Expir/, '12/30');
  await fill(/^CVV|^CVC|^Security code/, '123');
  await next.click();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you for your order.')).toBeVisible();
  await expect(page.getByText(/Your order number is #140396\./)).toBeVisible();
});

test('sign-up: submitting empty fields shows every validation message; valid input clears them', async ({ page }) => {
  await openStarter(page, 'sign-up');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: false }).first()).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Full name/).fill('Jon Snow');
  await page.getByLabel(/^Email/).fill('jon@example.com');
  const password = page.getByLabel(/^Password/);
  await password.fill('winter1');
  // The show-password control reveals what was typed.
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: /show password/i }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Name is required.')).toHaveCount(0);
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
  await expect(page.getByText('Password must be at least 6 characters long.')).toHaveCount(0);
});

test('sticky footer: on a short page the footer touches the bottom of the viewport', async ({ page }) => {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await openStarter(page, 'sticky-footer');
    const bottom = await page
      .locator('footer')
      .last()
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(Math.abs(bottom - size.height)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
  }
});

test('only the blog template loads the extra font family (Roboto Slab)', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2?(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  const slab = () => fonts.filter((f) => /roboto-slab/i.test(f));
  for (const path of [GALLERY, '/material-ui/react-button/', ...templates.filter((t) => t.slug !== 'blog').map((t) => url(t.slug))]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(slab(), `Roboto Slab requested by ${path}`).toEqual([]);
    // Not even inlined: a font in a global style sheet would be in every page's HTML.
    expect(await page.content(), `Roboto Slab declared on ${path}`).not.toContain('Roboto Slab');
  }
  await openStarter(page, 'blog');
  await expect.poll(() => slab().length).toBeGreaterThan(0);
  const family = await page.locator('.MuiTemplateFrame-content h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family).toMatch(/Roboto Slab/);
  expect(await page.evaluate(() => document.fonts.check('300 16px "Roboto Slab"'))).toBe(true);
});

test('"Source code" from the gallery opens the template’s files, highlighted, with Copy; Escape closes it', async ({ page }) => {
  await page.goto(GALLERY, { waitUntil: 'networkidle' });
  await page.locator('li.MuiTemplateGallery-card').filter({ hasText: 'Checkout' }).getByRole('link', { name: 'Source code' }).click();
  await expect(page).toHaveURL(/\/templates\/checkout\/#source$/);
  const dialog = page.getByRole('dialog', { name: 'Checkout template: source code' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Checkout.tsx' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.locator('pre code .token').first()).toBeVisible();
  await expect(dialog.locator('pre')).toContainText('export default function Checkout');
  const tabs = dialog.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(2);
  await tabs.nth(1).click();
  await expect(dialog.locator('pre')).not.toContainText('export default function Checkout');
  await expect(dialog.getByRole('button', { name: 'Copy the code' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/templates\/checkout\/$/);
  // Opened from the frame's button, closing gives the focus back to it.
  await page.getByRole('button', { name: 'Source code' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Source code' })).toBeFocused();
});

test('a source file that fails to load says so and can be retried; the template keeps working', async ({ page, problems }) => {
  problems.ignore((p) => p.text.includes('/starters/') && /50[03]/.test(p.text));
  let fail = true;
  await page.route(/\/starters\/[a-z-]+\.[0-9a-f]{16}\.json$/, (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
  await openStarter(page, 'sign-in');
  await page.getByRole('button', { name: 'Source code' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(/The source could not be loaded\./);
  fail = false;
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByRole('tab', { name: 'SignIn.tsx' })).toBeVisible();
});

test('Open in CodeSandbox posts the template’s files with a themed entry and pinned versions', async ({ page }) => {
  await openStarter(page, 'checkout');
  const captured = new Promise<Request>((resolve) => {
    void page.context().route('https://codesandbox.io/**', async (route) => {
      resolve(route.request());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>sandbox</title><link rel="icon" href="data:,">' });
    });
  });
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open in CodeSandbox' }).click()]);
  const request = await captured;
  await popup.close();
  expect(request.method()).toBe('POST');
  const { files } = decodeCodeSandboxParameters(new URLSearchParams(request.postData() ?? '').get('parameters')!);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['src/Demo.tsx', 'src/Checkout.tsx', 'src/index.tsx', 'package.json']));
  expect(String(files['src/Demo.tsx'].content)).toContain("import Checkout from './Checkout';");
  const pkg = files['package.json'].content as { dependencies: Record<string, string> };
  expect(pkg.dependencies['@mui/material']).toBe('6.1.2');
});

test('the Chinese template page: the frame speaks Chinese and links back to the Chinese gallery', async ({ page }) => {
  await openStarter(page, 'dashboard', 'zh');
  const back = page.getByRole('link', { name: '所有模板' });
  await expect(back).toHaveAttribute('href', `/zh${GALLERY}`);
  await expect(page.getByRole('button', { name: '源代码' })).toBeVisible();
});

test.describe('Joy UI', () => {
  const joyUrl = (slug: string, language: 'en' | 'zh' = 'en') => url(slug, language, 'joy-ui');
  const openJoy = (page: Page, slug: string, language: 'en' | 'zh' = 'en') => openStarter(page, slug, language, 'joy-ui');

  test('the gallery: after the page’s text, a card per starter in order, with its previews and both actions', async ({ page }) => {
    await page.goto(JOY_GALLERY, { waitUntil: 'networkidle' });
    const cards = page.locator('li.MuiTemplateGallery-card');
    await expect(cards.locator('h3')).toHaveText(joyTemplates.map((t) => t.title));
    for (const [index, t] of joyTemplates.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('p').first()).toHaveText(t.description);
      await expect(card.getByRole('link', { name: 'Live preview', exact: true })).toHaveAttribute('href', joyUrl(t.slug));
      await expect(card.getByRole('link', { name: 'Source code' })).toHaveAttribute('href', `${joyUrl(t.slug)}#source`);
    }
    // The page says the gallery is "at the end of this page": the cards come after its last section, and so does their heading in the ToC.
    const order = await page.evaluate(() => [...document.querySelectorAll('main h2')].map((h) => h.id));
    expect(order.at(-1)).toBe('templates');
    expect(order.indexOf('adapting-a-template')).toBeGreaterThanOrEqual(0);
    const first = cards.first();
    await first.scrollIntoViewIfNeeded();
    const light = first.locator('img.MuiTemplateGallery-light');
    await expect(light).toHaveAttribute('src', '/screenshots/joy-ui/getting-started/templates/sign-in-side.jpg');
    await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await expect(first.locator('img.MuiTemplateGallery-dark')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the Chinese gallery links to the Chinese starter pages', async ({ page }) => {
    await page.goto(`/zh${JOY_GALLERY}`, { waitUntil: 'networkidle' });
    const card = page.locator('li.MuiTemplateGallery-card').filter({ has: page.locator('h3#messages') });
    await expect(card.getByRole('link', { name: '在线预览', exact: true })).toHaveAttribute('href', joyUrl('messages', 'zh'));
    await openJoy(page, 'messages', 'zh');
    await expect(page.getByRole('link', { name: '所有模板' })).toHaveAttribute('href', `/zh${JOY_GALLERY}`);
  });

  for (const viewport of [
    { name: 'mobile', width: 375, height: 740 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${viewport.name} (${viewport.width} px), ${colorScheme}`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme });
        for (const t of joyTemplates) {
          test(`${t.slug}: full screen in Joy's scheme, one h1, no overflow, axe clean`, async ({ page }) => {
            await openJoy(page, t.slug);
            await expect(page).toHaveTitle(new RegExp(`^${t.title} template`));
            await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', colorScheme);
            await expect(page.locator('.MuiTemplateFrame-content h1')).toHaveCount(1);
            await expect(page.locator('.MuiHeader-root, .MuiNav-root, .MuiToc-root')).toHaveCount(0);
            await expect(page.locator('.MuiTemplateFrame-content main')).toHaveCount(1);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
            expect(await axeViolations(page)).toEqual([]);
          });
        }
      });
    }
  }

  test('no flash: the server HTML links Joy’s variables and sets Joy’s scheme before any script of the page runs', async ({ page, problems, request }) => {
    const html = await (await request.get(joyUrl('order-dashboard'))).text();
    expect(html).toContain('data-demo-theme="joy"');
    expect(html).toContain('data-joy-color-scheme');
    // Material UI's starters link their own theme's variables.
    expect(await (await request.get(url('pricing'))).text()).toContain('data-demo-theme="material"');
    // Without the page's scripts (only the inline ones of the HTML run), a reader in dark mode already sees dark Joy.
    problems.ignore((p) => /\.js\b/.test(p.text));
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
    await page.goto(joyUrl('order-dashboard'), { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const expected = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--joy-palette-background-body)';
      document.body.append(probe);
      return getComputedStyle(probe).backgroundColor;
    });
    expect(body).toBe(expected);
    expect(body).not.toBe('rgb(255, 255, 255)');
  });

  test('the frame’s mode toggle switches a Joy starter to dark and back', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openJoy(page, 'messages');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-joy-color-scheme', 'light');
    await page.getByRole('button', { name: 'Turn on dark mode' }).click();
    await expect(html).toHaveAttribute('data-joy-color-scheme', 'dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Turn on light mode' }).click();
    await expect(html).toHaveAttribute('data-joy-color-scheme', 'light');
  });

  test('sign-in side: empty fields show their messages; show password; valid input signs in', async ({ page }) => {
    await openJoy(page, 'sign-in-side');
    const email = page.getByLabel('Email');
    // A password input has no role; its label is "Password *" (required).
    const password = page.locator('input[name="password"]');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('name', 'password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await email.fill('ada@example');
    await password.fill('short');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Your password has at least 8 characters.')).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await password.fill('analytical');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Signed in as ada@example.com.');
    await expect(page.getByText('Your password has at least 8 characters.')).toHaveCount(0);
  });

  test('order dashboard: filters, select-all, a row menu and pagination (desktop table)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openJoy(page, 'order-dashboard');
    const table = page.getByRole('table', { name: 'Orders' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('42 orders')).toBeVisible();
    // Select all on this page, from the header.
    await table.getByRole('checkbox', { name: 'Select all orders on this page' }).check();
    await expect(page.getByText('42 orders, 10 selected')).toBeVisible();
    await table.getByRole('checkbox', { name: 'Select INV-1284' }).uncheck();
    await expect(table.getByRole('checkbox', { name: 'Select all orders on this page' })).toHaveAttribute('aria-checked', 'mixed');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByText('42 orders')).toBeVisible();
    // Pagination.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first().locator('th')).toHaveText('INV-1274');
    // The status select filters, and goes back to the first page.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const statuses = await rows.locator('td:nth-of-type(3)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Cancelled']));
    // Search narrows further; a row menu deletes an order.
    await page.getByLabel('Search for an order').fill('INV-1279');
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: 'Actions for INV-1279' }).click();
    await expect(page.getByRole('menuitem', { name: 'Refund' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(table.getByText('No orders match these filters.')).toBeVisible();
    await expect(page.getByText('0 orders')).toBeVisible();
  });

  test('order dashboard on a phone: a list instead of the table, navigation in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openJoy(page, 'order-dashboard');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeHidden();
    const list = page.getByRole('list', { name: 'Orders' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('checkbox')).toHaveCount(10);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(page.getByText('42 orders, 10 selected')).toBeVisible();
    await expect(page.getByText('Page 1 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page, { menuOpen: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('messages: opening a conversation clears its unread badge; the composer appends a reply', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openJoy(page, 'messages');
    const list = page.getByRole('list', { name: 'Messages' });
    const priya = list.getByRole('button', { name: /Priya Raman/ });
    await expect(priya).toContainText('4 unread');
    // The total beside the page's title.
    const total = page.getByRole('heading', { level: 1, name: 'Messages' }).locator('xpath=following-sibling::*[1]');
    await expect(total).toHaveText('5 unread');
    await priya.click();
    await expect(priya).toHaveAttribute('aria-current', 'true');
    await expect(priya).not.toContainText('unread');
    await expect(total).toHaveText('1 unread');
    await expect(page.getByRole('heading', { level: 2, name: 'Priya Raman' })).toBeFocused();
    const log = page.getByRole('log', { name: 'Priya Raman' });
    await expect(log.getByRole('listitem')).toHaveCount(4);
    const composer = page.getByLabel('Message to Priya Raman');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await composer.fill('Thanks, Thursday at 3 works for me.');
    await composer.press('Enter');
    await expect(log.getByRole('listitem')).toHaveCount(5);
    await expect(log.getByRole('listitem').last()).toContainText('Thanks, Thursday at 3 works for me.');
    await expect(composer).toHaveValue('');
    await expect(priya).toContainText('You: Thanks, Thursday at 3 works for me.');
  });

  test('messages on a phone: the list, then the thread with a way back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openJoy(page, 'messages');
    await expect(page.getByRole('log')).toBeHidden();
    await page.getByRole('button', { name: /Lucas Moreau/ }).click();
    await expect(page.getByRole('log', { name: 'Lucas Moreau' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
  });

  test('"Source code" from the gallery opens the starter’s files; Escape closes it', async ({ page }) => {
    await page.goto(JOY_GALLERY, { waitUntil: 'networkidle' });
    await page.locator('li.MuiTemplateGallery-card').filter({ hasText: 'Order dashboard' }).getByRole('link', { name: 'Source code' }).click();
    await expect(page).toHaveURL(/\/joy-ui\/getting-started\/templates\/order-dashboard\/#source$/);
    const dialog = page.getByRole('dialog', { name: 'Order dashboard template: source code' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'OrderDashboard.tsx' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.locator('pre code .token').first()).toBeVisible();
    await expect(dialog.locator('pre')).toContainText('export default function OrderDashboard');
    await expect(dialog.locator('pre')).toContainText("from '@mui/joy/");
    await dialog.getByRole('tab', { name: 'orders.ts' }).click();
    await expect(dialog.locator('pre')).toContainText('export const ORDERS');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/order-dashboard\/$/);
  });

  test('Open in StackBlitz posts the starter’s files with Joy’s entry and @mui/joy pinned', async ({ page }) => {
    await openJoy(page, 'sign-in-side');
    const captured = new Promise<Request>((resolve) => {
      void page.context().route('https://stackblitz.com/**', async (route) => {
        resolve(route.request());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>sandbox</title><link rel="icon" href="data:,">' });
      });
    });
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open in StackBlitz' }).click()]);
    const request = await captured;
    await popup.close();
    const fields = new URLSearchParams(request.postData() ?? '');
    expect(fields.get('project[files][Demo.tsx]')).toContain("import CssBaseline from '@mui/joy/CssBaseline';");
    expect(fields.get('project[files][index.tsx]')).toContain('CssVarsProvider');
    expect(fields.get('project[files][SignInSide.tsx]')).toContain('export default function SignInSide');
    expect(JSON.parse(fields.get('project[dependencies]') ?? '{}')).toMatchObject({ '@mui/joy': '5.0.0-beta.46', '@mui/icons-material': '6.1.2' });
  });
});

test('the service worker does not precache any starter’s page code (loaded with its page, kept once opened)', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('component---src-templates-doc-page');
  expect(worker).not.toMatch(/component---src-templates-starter-/);
});
