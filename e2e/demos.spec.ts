import fs from 'fs';
import path from 'path';
import type { Locator, Page, Request, Response } from '@playwright/test';
import { decodeCodeSandboxParameters } from '../src/domain/sandbox';
import { seedStorage } from './support/preferences';
import { gotoAndHydrate, installedVersion, pageUrl } from './support/site';
import { expect, test } from './support/test';

/** Live demos: server render, going live, JS/TS and styling variants, deep links, toolbar, sandboxes (issue 5). */
const BUTTON = pageUrl('/material-ui/react-button');
const BASE_BUTTON = pageUrl('/base-ui/react-button');
const JOY_BUTTON = pageUrl('/joy-ui/react-button');
const DATA_GRID = pageUrl('/x/react-data-grid/getting-started');
const DASHBOARD = pageUrl('/toolpad/core/react-dashboard-layout');
const CODEBLOCK = pageUrl('/experiments/docs/codeblock');
const TYPOGRAPHY = pageUrl('/material-ui/react-typography');

const ROOT = path.resolve(__dirname, '..');
const demoFile = (relative: string) => fs.readFileSync(path.join(ROOT, 'content', relative), 'utf8');
const BASIC_BUTTONS_TSX = demoFile('material-ui/docs/demos/react-button/BasicButtons.tsx');

/** Material UI's default palette (the demos' theme), not the docs' brand theme. */
const MATERIAL_PRIMARY = { light: 'rgb(25, 118, 210)', dark: 'rgb(144, 202, 249)' };
/** `bg-blue-700` (Tailwind variant) and `#0059b2` (MUI System and plain CSS variants). */
const TAILWIND_BLUE_700 = 'rgb(29, 78, 216)';
const PLAIN_BLUE = 'rgb(0, 89, 178)';

/** The React log of the error ThrowingDemo throws on purpose (its boundary catches it). */
const isThrowingDemoLog = (p: { kind: string; text: string }) => p.kind === 'console' && p.text.startsWith('[error] Error: Demo crashed on purpose');

const demo = (page: Page, name: string) => page.locator(`.MuiDemo-root[data-demo="${name}"]`);
const toolbar = (d: Locator) => d.getByRole('toolbar', { name: 'demo source', exact: true });
const tool = (d: Locator, name: string) => toolbar(d).getByRole('button', { name, exact: true });
const code = (d: Locator) => d.locator('.MuiDemo-code');
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

/**
 * Waits until the demo's server markup has been replaced by the live React component. A demo goes live when
 * the reader first interacts with it, so the pointer comes over it first (as a reader's would).
 */
async function waitForLive(page: Page, name: string) {
  await page.locator(`[id="${name}-live"]`).scrollIntoViewIfNeeded();
  // The pointer reaching the demo (as an event: the real pointer would leave hover styles on its controls).
  await page.locator(`[id="${name}-live"]`).dispatchEvent('pointerover');
  await page.waitForFunction((id) => {
    const first = document.getElementById(id)?.firstElementChild;
    return first != null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  }, `${name}-live`);
}

/**
 * Loads the Toolpad page and waits for hydration. Not gotoAndHydrate: Playwright never reports
 * `networkidle` for a frame that stays on about:blank, as the demo's iframe does.
 */
async function gotoFramed(page: Page) {
  await page.goto(DASHBOARD);
  await page.waitForFunction(() => {
    const main = document.querySelector('#___gatsby main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The Toolpad demo's frame on the dashboard page. */
const dashboardFrame = (page: Page) => page.locator('iframe[title="DashboardLayoutBasic demo"]');

/** The pointer reaching the framed demo, then the live demo replacing the server's preview in the frame. */
async function makeFramedLive(page: Page) {
  await dashboardFrame(page).hover();
  await expect(dashboardFrame(page).contentFrame().locator('[data-frame-preview]')).toHaveCount(0);
}

/** The code toggle, whichever its label: "Show/Hide code", or "Expand/Collapse code" for a demo with a JSX preview. */
const codeToggle = (d: Locator) => toolbar(d).getByRole('button', { name: /^(Show|Hide|Expand|Collapse) code$/ });

/** Opens the demo's full source. */
async function openCode(d: Locator) {
  await expect(codeToggle(d)).toHaveAttribute('aria-expanded', 'false');
  await codeToggle(d).click();
  await expect(codeToggle(d)).toHaveAttribute('aria-expanded', 'true');
  await expect(code(d)).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML shows the demos, styled', async ({ page }) => {
    await page.goto(BUTTON);
    const contained = demo(page, 'BasicButtons').locator('.MuiDemo-preview').getByRole('button', { name: 'Contained', exact: true });
    await expect(contained).toBeVisible();
    await expect(contained).toHaveCSS('background-color', MATERIAL_PRIMARY.light);
    await expect(demo(page, 'ButtonSizes').locator('.MuiDemo-preview').getByRole('button').first()).toBeVisible();

    await page.goto(CODEBLOCK);
    await expect(demo(page, 'WorkingDemo').getByRole('button', { name: 'Clicked 0 times', exact: true })).toBeVisible();
    // A demo that throws during the server render is an error box, not a broken page.
    await expect(demo(page, 'ThrowingDemo').getByRole('alert')).toContainText('Demo crashed on purpose');
  });

  test('the server HTML shows the JSX preview of a short demo under its toolbar', async ({ page }) => {
    await page.goto(BUTTON);
    const d = demo(page, 'BasicButtons');
    await expect(code(d).locator('pre')).toHaveText(
      '<Button variant="text">Text</Button>\n<Button variant="contained">Contained</Button>\n<Button variant="outlined">Outlined</Button>',
    );
    await expect(tool(d, 'Expand code')).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a short demo shows its JSX collapsed; Expand code shows the whole source, Collapse code the preview again', async ({ page, problems }) => {
  problems.ignore(isThrowingDemoLog);
  await gotoAndHydrate(page, BUTTON);
  const d = demo(page, 'BasicButtons');
  const pre = code(d).locator('pre');
  await expect(pre).toContainText('<Button variant="contained">Contained</Button>');
  await expect(pre).not.toContainText('import');
  // The preview is code too: it has its own Copy button.
  await expect(code(d).getByRole('button', { name: 'Copy the code', exact: true })).toHaveCount(1);

  await tool(d, 'Expand code').click();
  await expect(tool(d, 'Collapse code')).toHaveAttribute('aria-expanded', 'true');
  await expect(pre).toHaveText(BASIC_BUTTONS_TSX.trimEnd());
  await expect(tool(d, 'Show TypeScript source')).toBeVisible();

  await tool(d, 'Collapse code').click();
  await expect(tool(d, 'Expand code')).toHaveAttribute('aria-expanded', 'false');
  await expect(pre).not.toContainText('import');
  await expect(tool(d, 'Show TypeScript source')).toBeHidden();

  // A demo whose component returns no JSX (it throws) has no preview: "Show code" and no code until asked.
  await gotoAndHydrate(page, CODEBLOCK);
  const throwing = demo(page, 'ThrowingDemo');
  await expect(tool(throwing, 'Show code')).toHaveAttribute('aria-expanded', 'false');
  await expect(code(throwing)).toHaveCount(0);
  await tool(throwing, 'Show code').click();
  await expect(tool(throwing, 'Hide code')).toHaveAttribute('aria-expanded', 'true');
  await expect(code(throwing)).toContainText("throw new Error('Demo crashed on purpose')");
});

test('each demo style is in the server HTML once, and demos further down stay styled when the first go live', async ({ page }) => {
  const html = await (await page.request.get(BUTTON)).text();
  const head = html.slice(0, html.indexOf('<body'));
  // The demos' rules are one sheet in the head, which emotion does not know and never moves.
  const sheets = [...head.matchAll(/<style data-demo-styles="">([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  expect(sheets).toHaveLength(1);
  const classes = new Set([...html.matchAll(/class="[^"]*?\b(demossr-[a-z0-9]+)\b/g)].map((m) => m[1]));
  expect(classes.size).toBeGreaterThan(5);
  for (const c of classes) {
    const rule = new RegExp(`\\.${c}\\{[^}]*\\}`).exec(sheets[0])?.[0];
    expect(rule, c).toBeTruthy();
    expect(sheets[0].split(rule!).length - 1, `${c} written once`).toBe(1);
  }
  // The demo theme's CSS variables are not written by each demo: the page links them, one cached file that
  // every page with Material demos shares.
  expect(html).not.toContain('--demo-palette-primary-main:');
  const links = [...head.matchAll(/<link rel="stylesheet" href="(\/styles\/demo-material\.[0-9a-f]{16}\.css)" data-demo-theme="material"\/>/g)];
  expect(links).toHaveLength(1);
  const variables = await (await page.request.get(links[0][1])).text();
  expect(variables.match(/--demo-palette-primary-main:/g)).toHaveLength(2); // light and dark schemes

  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoAndHydrate(page, BUTTON);
  await waitForLive(page, 'BasicButtons');
  const later = page.locator('[id="IconLabelButtons-live"]');
  // Still its server markup (it goes live when the reader comes near), styled by the head's demo sheet,
  // which the demos above going live leave in place.
  expect(await later.evaluate((el) => Object.keys(el.firstElementChild!).some((key) => key.startsWith('__reactFiber')))).toBe(false);
  await expect(later.getByRole('button', { name: 'Send', exact: true })).toHaveCSS('background-color', MATERIAL_PRIMARY.light);
  await expect(later.getByRole('button', { name: 'Delete', exact: true }).first()).toHaveCSS('border-radius', '4px');
});

test('a component page loads no demo code until the reader interacts with a demo; a click that comes first is not lost', async ({ page, problems }) => {
  problems.ignore(isThrowingDemoLog);
  const demoScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/demos\/[0-9a-f]+\/\d+\.js$/.test(request.url())) demoScripts.push(request.url());
  });
  // A slow link for demo code: the click below lands on the server markup, before the live demo exists.
  await page.route(/\/demos\/[0-9a-f]+\/\d+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await gotoAndHydrate(page, CODEBLOCK);
  await page.waitForTimeout(300);
  expect(demoScripts).toEqual([]);
  const d = demo(page, 'WorkingDemo');
  await d.getByRole('button', { name: 'Clicked 0 times', exact: true }).click();
  await expect(d.getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();
  expect(demoScripts.length).toBeGreaterThan(0);
});

test('a demo goes live: WorkingDemo counts clicks, and Reset demo sets it back to 0', async ({ page, problems }) => {
  problems.ignore(isThrowingDemoLog);
  await gotoAndHydrate(page, CODEBLOCK);
  await waitForLive(page, 'WorkingDemo');
  const d = demo(page, 'WorkingDemo');
  await d.getByRole('button', { name: 'Clicked 0 times', exact: true }).click();
  await expect(d.getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();
  await d.getByRole('button', { name: 'Clicked 1 time', exact: true }).click();
  await expect(d.getByRole('button', { name: 'Clicked 2 times', exact: true })).toBeVisible();

  await tool(d, 'Reset demo').click();
  await expect(d.getByRole('button', { name: 'Clicked 0 times', exact: true })).toBeVisible();
  await d.getByRole('button', { name: 'Clicked 0 times', exact: true }).click();
  await expect(d.getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();
});

test('JS/TS: TypeScript by default; switching one demo to JavaScript switches all, sets the cookie and survives a reload', async ({ page, problems }) => {
  problems.ignore(isThrowingDemoLog);
  await gotoAndHydrate(page, CODEBLOCK);
  const working = demo(page, 'WorkingDemo');
  const throwing = demo(page, 'ThrowingDemo');
  // The language toggle only shows with the code.
  await expect(tool(working, 'Show JavaScript source')).toBeHidden();
  await openCode(working);
  await openCode(throwing);

  await expect(tool(working, 'Show TypeScript source')).toHaveAttribute('aria-pressed', 'true');
  await expect(code(working)).toContainText('React.useState<number>(0)');
  await expect(code(throwing)).toContainText('function ThrowingDemo(): React.ReactElement');
  expect(await cookie(page, 'codeVariant')).toBe('TS');

  await tool(working, 'Show JavaScript source').click();
  for (const d of [working, throwing]) {
    await expect(tool(d, 'Show JavaScript source')).toHaveAttribute('aria-pressed', 'true');
    await expect(tool(d, 'Show TypeScript source')).toHaveAttribute('aria-pressed', 'false');
    await expect(code(d).locator('code')).toHaveClass(/language-jsx/);
  }
  await expect(code(working)).toContainText('React.useState(0)');
  await expect(code(working)).not.toContainText('<number>');
  await expect(code(throwing)).toContainText('function ThrowingDemo()');
  await expect(code(throwing)).not.toContainText('React.ReactElement');
  expect(await cookie(page, 'codeVariant')).toBe('JS');

  await gotoAndHydrate(page, CODEBLOCK);
  await openCode(demo(page, 'WorkingDemo'));
  await expect(tool(demo(page, 'WorkingDemo'), 'Show JavaScript source')).toHaveAttribute('aria-pressed', 'true');
  await expect(code(demo(page, 'WorkingDemo'))).toContainText('React.useState(0)');
  await expect(code(demo(page, 'WorkingDemo'))).not.toContainText('<number>');
});

test.describe('deep links', () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test('#DataGridDemo.js scrolls to the demo, opens its code in JavaScript and sets the cookie', async ({ page }) => {
    await gotoAndHydrate(page, `${DATA_GRID}#DataGridDemo.js`);
    const d = demo(page, 'DataGridDemo');
    await expect(code(d)).toBeVisible();
    await expect(tool(d, 'Collapse code')).toHaveAttribute('aria-expanded', 'true');
    await expect(tool(d, 'Show JavaScript source')).toHaveAttribute('aria-pressed', 'true');
    await expect(code(d)).toContainText('const columns = [');
    await expect(code(d)).not.toContainText('interface Employee');
    await expect(code(d)).not.toContainText('GridColDef');
    expect(await cookie(page, 'codeVariant')).toBe('JS');
    // Below the fold on load: the page scrolled so the demo's top is just under the header.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(d.locator('.MuiDemo-preview')).toBeInViewport();
    const top = (await d.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
  });

  test('#tailwind-UnstyledButtonsIntroduction.tsx selects Tailwind: label, live preview, code and cookie', async ({ page }) => {
    await gotoAndHydrate(page, `${BASE_BUTTON}#tailwind-UnstyledButtonsIntroduction.tsx`);
    const d = demo(page, 'UnstyledButtonsIntroduction');
    await expect(toolbar(d).getByRole('button', { name: 'Tailwind CSS', exact: true })).toBeVisible();
    await expect(code(d)).toBeVisible();
    await expect(tool(d, 'Show TypeScript source')).toHaveAttribute('aria-pressed', 'true');
    await expect(code(d)).toContainText('bg-blue-700');
    await expect(code(d)).toContainText('props: ButtonProps');
    const button = d.locator('.MuiDemo-preview').getByRole('button', { name: 'Button', exact: true });
    await expect(button).toHaveClass(/\bbg-blue-700\b/);
    await expect(button).toHaveCSS('background-color', TAILWIND_BLUE_700);
    await expect(button).toHaveCSS('border-radius', '8px');
    await expect.poll(() => cookie(page, 'codeStyling')).toBe('Tailwind');
    expect(await cookie(page, 'codeVariant')).toBe('TS');
  });
});

test('styling menu: Plain CSS switches the preview and code, writes the cookie and shows as selected', async ({ page }) => {
  await gotoAndHydrate(page, BASE_BUTTON);
  const d = demo(page, 'UnstyledButtonsIntroduction');
  await waitForLive(page, 'UnstyledButtonsIntroduction');
  const preview = () => d.locator('.MuiDemo-preview').getByRole('button', { name: 'Button', exact: true });
  await expect(preview()).toHaveCSS('background-color', PLAIN_BLUE);
  await expect(preview()).not.toHaveClass(/UnstyledButtonsIntroduction-button/);
  await openCode(d);
  await expect(code(d)).toContainText('styled(BaseButton)');

  await tool(d, 'MUI System').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['MUI System', 'Tailwind CSS', 'Plain CSS']);
  await expect(menu.getByRole('menuitem', { name: 'MUI System' })).toHaveClass(/Mui-selected/);
  await menu.getByRole('menuitem', { name: 'Plain CSS' }).click();
  await expect(menu).toBeHidden();

  await expect(tool(d, 'Plain CSS')).toBeVisible();
  await expect(preview()).toHaveClass(/\bUnstyledButtonsIntroduction-button\b/);
  await expect(preview()).toHaveCSS('background-color', PLAIN_BLUE);
  await expect(code(d)).toContainText('.UnstyledButtonsIntroduction-button {');
  await expect(code(d)).not.toContainText('styled(BaseButton)');
  expect(await cookie(page, 'codeStyling')).toBe('CSS');

  await tool(d, 'Plain CSS').click();
  await expect(menu.getByRole('menuitem', { name: 'Plain CSS' })).toHaveClass(/Mui-selected/);
  await expect(menu.getByRole('menuitem', { name: 'MUI System' })).not.toHaveClass(/Mui-selected/);
  await page.keyboard.press('Escape');

  await gotoAndHydrate(page, BASE_BUTTON);
  await expect(tool(demo(page, 'UnstyledButtonsIntroduction'), 'Plain CSS')).toBeVisible();
  await expect(preview()).toHaveClass(/\bUnstyledButtonsIntroduction-button\b/);
});

test.describe('isolation from the docs styles', () => {
  test('a demo Material Button has the library defaults, unlike the docs buttons', async ({ page }) => {
    await gotoAndHydrate(page, BUTTON);
    await waitForLive(page, 'BasicButtons');
    const d = demo(page, 'BasicButtons');
    const contained = d.locator('.MuiDemo-preview').getByRole('button', { name: 'Contained', exact: true });
    await expect(contained).toHaveCSS('text-transform', 'uppercase');
    await expect(contained).toHaveCSS('border-radius', '4px');
    await expect(contained).toHaveCSS('font-family', /^Roboto\b/);
    await expect(contained).toHaveCSS('background-color', MATERIAL_PRIMARY.light);

    const docsButton = tool(d, 'Expand code');
    await expect(docsButton).not.toHaveCSS('text-transform', 'uppercase');
    await expect(docsButton).not.toHaveCSS('border-radius', '4px');
    await expect(docsButton).not.toHaveCSS('font-family', /^Roboto\b/);
  });

  test('paragraphs and headings inside a demo are not restyled by the markdown rules', async ({ page }) => {
    await gotoAndHydrate(page, TYPOGRAPHY);
    await waitForLive(page, 'Types');
    const preview = demo(page, 'Types').locator('.MuiDemo-preview');
    // A markdown paragraph (not the page description above it, a paragraph of the page layout).
    const outside = page.locator('#main-content p:not(.MuiDemo-root *):not(.MuiLayout-description)').first();
    await expect(outside).toContainText('renders text with one of the theme');
    const inside = preview.locator('p', { hasText: 'body1. The default variant' });
    await expect(outside).toHaveCSS('margin-bottom', '16px');
    // Typography gutterBottom: 0.35em of 16px.
    await expect(inside).toHaveCSS('margin-bottom', '5.6px');
    await expect(inside).toHaveCSS('font-family', /^Roboto\b/);
    await expect(outside).not.toHaveCSS('font-family', /^Roboto\b/);

    const markdownH2 = page.locator('#main-content h2:not(.MuiDemo-root *)').first();
    const demoH2 = preview.getByRole('heading', { level: 2, name: 'h2. Heading' });
    await expect(markdownH2).toHaveCSS('font-size', '26px');
    await expect(demoH2).toHaveCSS('font-size', '60px');
    await expect(demoH2).toHaveCSS('font-family', /^Roboto\b/);
  });
});

test('a demo that throws shows an error box; the other demo and the page keep working', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  problems.ignore(isThrowingDemoLog);
  const pageErrors: string[] = [];
  const crashLogs: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Demo crashed on purpose')) crashLogs.push(message.text());
  });
  await gotoAndHydrate(page, CODEBLOCK);
  await waitForLive(page, 'WorkingDemo');
  await waitForLive(page, 'ThrowingDemo');

  const alert = demo(page, 'ThrowingDemo').getByRole('alert');
  await expect(alert).toContainText('This demo had a runtime error!');
  await expect(alert).toContainText('Demo crashed on purpose');
  await expect(tool(demo(page, 'ThrowingDemo'), 'Show code')).toBeVisible();

  const working = demo(page, 'WorkingDemo');
  await working.getByRole('button', { name: 'Clicked 0 times', exact: true }).click();
  await expect(working.getByRole('button', { name: 'Clicked 1 time', exact: true })).toBeVisible();

  // React logs the error its boundary caught (the only problem allowed here); it is not uncaught.
  expect(crashLogs.length).toBeGreaterThan(0);
  expect(problems.take()).toEqual([]);
  expect(pageErrors).toEqual([]);

  // The ToC still scrolls to a section, and the navigation still leads to another page.
  await page.getByRole('navigation', { name: 'Page table of contents', exact: true }).getByRole('link', { name: 'See also', exact: true }).click();
  await expect(page).toHaveURL(/#see-also$/);
  await expect(page.locator('#see-also')).toBeInViewport();
  await page.locator('#main-content').getByRole('link', { name: 'Callouts', exact: true }).click();
  await expect(page).toHaveURL(/\/experiments\/docs\/callouts\/$/);
  await expect(page.locator('main h1')).toHaveText('Callouts');
  expect(pageErrors).toEqual([]);
});

test.describe('sandboxes', () => {
  const SANDBOX_PAGE = '<!doctype html><link rel="icon" href="data:,"><title>sandbox</title><p>sandbox</p>';

  /** Clicks a sandbox button and returns the POST it made (answered locally: nothing leaves the machine). */
  async function submitted(page: Page, button: Locator, host: string): Promise<{ request: Request; fields: URLSearchParams }> {
    const captured = new Promise<Request>((resolve) => {
      void page.context().route(`https://${host}/**`, async (route) => {
        resolve(route.request());
        await route.fulfill({ status: 200, contentType: 'text/html', body: SANDBOX_PAGE });
      });
    });
    const [popup] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
    const request = await captured;
    await popup.waitForLoadState();
    await popup.close();
    await page.context().unroute(`https://${host}/**`);
    return { request, fields: new URLSearchParams(request.postData() ?? '') };
  }

  test('Edit in CodeSandbox posts the demo in TypeScript, then in JavaScript, with pinned versions', async ({ page }) => {
    await gotoAndHydrate(page, BUTTON);
    const d = demo(page, 'BasicButtons');
    const material = installedVersion('@mui/material');
    expect(material).toBe('6.1.2');

    let { request, fields } = await submitted(page, tool(d, 'Edit in CodeSandbox'), 'codesandbox.io');
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(fields.get('query')).toBe('file=/src/Demo.tsx');
    let files = decodeCodeSandboxParameters(fields.get('parameters') ?? '').files;
    expect(Object.keys(files).sort()).toEqual(['package.json', 'public/index.html', 'src/Demo.tsx', 'src/index.tsx', 'tsconfig.json']);
    expect(String(files['src/Demo.tsx'].content).trim()).toBe(BASIC_BUTTONS_TSX.trim());
    let pkg = files['package.json'].content as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@mui/material']).toBe(material);
    expect(pkg.dependencies.react).toBe(installedVersion('react'));
    expect(pkg.dependencies['@types/react']).toBeTruthy();
    expect(pkg.dependencies.typescript).toBeTruthy();
    expect(Object.values(pkg.dependencies)).not.toContain('next');
    expect(Object.values(pkg.dependencies).filter((v) => v === 'latest')).toEqual([]);

    await openCode(d);
    await tool(d, 'Show JavaScript source').click();
    ({ request, fields } = await submitted(page, tool(d, 'Edit in CodeSandbox'), 'codesandbox.io'));
    expect(request.method()).toBe('POST');
    expect(fields.get('query')).toBe('file=/src/Demo.js');
    files = decodeCodeSandboxParameters(fields.get('parameters') ?? '').files;
    expect(Object.keys(files).sort()).toEqual(['package.json', 'public/index.html', 'src/Demo.js', 'src/index.js']);
    expect(String(files['src/Demo.js'].content)).toContain('export default function BasicButtons()');
    pkg = files['package.json'].content as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@mui/material']).toBe(material);
    expect(pkg.dependencies['@types/react']).toBeUndefined();
    expect(pkg.dependencies.typescript).toBeUndefined();
  });

  test('Edit in StackBlitz posts a create-react-app project with the demo and pinned dependencies', async ({ page }) => {
    await gotoAndHydrate(page, BUTTON);
    const d = demo(page, 'BasicButtons');
    const { request, fields } = await submitted(page, tool(d, 'Edit in StackBlitz'), 'stackblitz.com');
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe('https://stackblitz.com/run?file=Demo.tsx');
    expect(fields.get('project[template]')).toBe('create-react-app');
    // Form posts send line breaks as CRLF (HTML form encoding).
    expect(fields.get('project[files][Demo.tsx]')?.replace(/\r\n/g, '\n').trim()).toBe(BASIC_BUTTONS_TSX.trim());
    expect(fields.get('project[files][index.tsx]')).toContain('Demo');
    expect(fields.has('project[files][tsconfig.json]')).toBe(true);
    const dependencies = JSON.parse(fields.get('project[dependencies]') ?? '{}') as Record<string, string>;
    expect(dependencies['@mui/material']).toBe(installedVersion('@mui/material'));
    expect(dependencies['@emotion/react']).toBe(installedVersion('@emotion/react'));
    expect(dependencies['@types/react']).toBeTruthy();
    expect(Object.values(dependencies).filter((v) => v === 'latest' || v === 'next')).toEqual([]);
  });
});

test.describe('toolbar keyboard', () => {
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

  /** Tabs from the demo's last preview button into its toolbar. */
  async function tabIntoToolbar(page: Page) {
    await gotoAndHydrate(page, BUTTON);
    await waitForLive(page, 'BasicButtons');
    const d = demo(page, 'BasicButtons');
    await d.locator('.MuiDemo-preview').getByRole('button', { name: 'Outlined', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(tool(d, 'Expand code')).toBeFocused();
    return d;
  }

  test('the toolbar is one tab stop; arrows, Home and End move between its controls', async ({ page }) => {
    const d = await tabIntoToolbar(page);
    const controls = toolbar(d).locator('button:visible');
    await expect(controls.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

    await page.keyboard.press('ArrowRight');
    await expect(tool(d, 'Edit in CodeSandbox')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tool(d, 'Edit in StackBlitz')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tool(d, 'Edit in CodeSandbox')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tool(d, 'See more')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tool(d, 'Expand code')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tool(d, 'See more')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tool(d, 'Expand code')).toBeFocused();

    // Tab leaves the toolbar at once; Shift+Tab comes back to the control last focused.
    await page.keyboard.press('ArrowRight');
    await expect(tool(d, 'Edit in CodeSandbox')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await toolbar(d).evaluate((el) => el.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(tool(d, 'Edit in CodeSandbox')).toBeFocused();
    expect(await focused(page)).toBe('Edit in CodeSandbox');
  });

  test('with the code open the language toggle joins the arrow order', async ({ page }) => {
    const d = await tabIntoToolbar(page);
    await page.keyboard.press('Enter');
    await expect(code(d)).toContainText('export default function BasicButtons()');
    await expect(tool(d, 'Collapse code')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tool(d, 'Show JavaScript source')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tool(d, 'Show TypeScript source')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tool(d, 'Collapse code')).toBeFocused();
  });

  test('in right-to-left ArrowLeft moves forward and ArrowRight back', async ({ page }) => {
    await seedStorage(page, { 'mui-docs-theme': JSON.stringify({ direction: 'rtl' }) });
    const d = await tabIntoToolbar(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('ArrowLeft');
    await expect(tool(d, 'Edit in CodeSandbox')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tool(d, 'Edit in StackBlitz')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tool(d, 'Edit in CodeSandbox')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tool(d, 'See more')).toBeFocused();
  });
});

test('Copy the source and Copy link to JavaScript source use the clipboard; the link reopens the JS code', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoAndHydrate(page, BUTTON);
  const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const d = demo(page, 'BasicButtons');

  await tool(d, 'Copy the source').click();
  await expect.poll(readClipboard).toBe(BASIC_BUTTONS_TSX);
  await expect(toolbar(d).getByRole('button', { name: 'Copied', exact: true })).toBeVisible();

  await tool(d, 'See more').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'View the source on GitHub', exact: true })).toHaveAttribute('href', /BasicButtons\.tsx$/);
  await menu.getByRole('menuitem', { name: 'Copy link to JavaScript source', exact: true }).click();
  const link = `${baseURL}${BUTTON}#system-BasicButtons.js`;
  await expect.poll(readClipboard).toBe(link);
  await expect(page.getByRole('alert').filter({ hasText: 'Link to the source code has been copied to your clipboard.' })).toBeVisible();

  // Copy link does not change the reader's choice…
  expect(await cookie(page, 'codeVariant')).toBe('TS');
  // …but following the link opens this demo's JavaScript source.
  await gotoAndHydrate(page, link);
  await expect(tool(d, 'Collapse code')).toHaveAttribute('aria-expanded', 'true');
  await expect(code(d)).toContainText('export default function BasicButtons()');
  await expect(tool(d, 'Show JavaScript source')).toHaveAttribute('aria-pressed', 'true');
  // Only the linked demo opens: the others keep their collapsed preview.
  await expect(tool(demo(page, 'ButtonSizes'), 'Expand code')).toHaveAttribute('aria-expanded', 'false');
  await expect(code(demo(page, 'ButtonSizes'))).not.toContainText('export default function');
});

test.describe('dark mode', () => {
  const brightness = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
    return (r * 299 + g * 587 + b * 114) / 1000;
  };

  async function colors(page: Page, mode: 'light' | 'dark') {
    await page.emulateMedia({ colorScheme: 'light' });
    await seedStorage(page, { 'mui-mode': mode });
    await gotoAndHydrate(page, BUTTON);
    await waitForLive(page, 'BasicButtons');
    const material = await demo(page, 'BasicButtons')
      .getByRole('button', { name: 'Contained', exact: true })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    await gotoAndHydrate(page, JOY_BUTTON);
    await waitForLive(page, 'ButtonVariants');
    const soft = demo(page, 'ButtonVariants').getByRole('button', { name: 'Soft', exact: true });
    const joy = await soft.evaluate((el) => getComputedStyle(el).backgroundColor);
    return { material, joy };
  }

  test('Material and Joy demos follow the dark mode stored before load', async ({ page }) => {
    const light = await colors(page, 'light');
    const dark = await colors(page, 'dark');
    expect(light.material).toBe(MATERIAL_PRIMARY.light);
    expect(dark.material).toBe(MATERIAL_PRIMARY.dark);
    // Joy's soft primary button: a light blue in light mode, a dark blue in dark mode.
    expect(light.joy).toBe('rgb(227, 239, 251)');
    expect(dark.joy).not.toBe(light.joy);
    expect(brightness(dark.joy)).toBeLessThan(100);
  });
});

test.describe('iframe demo', () => {
  const frame = (page: Page) => demo(page, 'DashboardLayoutBasic').locator('iframe[title="DashboardLayoutBasic demo"]').contentFrame();

  test('the frame shows the server preview and loads no demo code until the reader points at it', async ({ page }) => {
    const demoScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/demos\/[0-9a-f]+\/\d+\.js$/.test(request.url())) demoScripts.push(request.url());
    });
    await gotoFramed(page);
    const inside = frame(page);
    // The preview: the demo's server markup, styled, in the frame's own document.
    await expect(inside.locator('[data-frame-preview]')).toHaveCount(1);
    await expect(inside.getByRole('heading', { name: 'Store admin' })).toBeVisible();
    await expect(inside.getByText('Dashboard content for /dashboard')).toBeVisible();
    await page.waitForTimeout(500);
    expect(demoScripts, 'demo code loaded before any interaction').toEqual([]);
    await makeFramedLive(page);
    expect(demoScripts.length).toBeGreaterThan(0);
    // The live demo, in the same frame (one iframe, never emptied).
    await expect(inside.getByText('Dashboard content for /dashboard')).toBeVisible();
    await expect(demo(page, 'DashboardLayoutBasic').locator('iframe')).toHaveCount(1);
  });

  test('the preview follows the reader switching to dark mode', async ({ page }) => {
    await gotoFramed(page);
    const root = frame(page).locator('html');
    await expect(root).toHaveClass(/\blight\b/);
    await page.evaluate(() => {
      document.documentElement.classList.remove('light');
      document.documentElement.classList.add('dark');
    });
    await expect(root).toHaveClass(/\bdark\b/);
    await expect(frame(page).locator('[data-frame-preview]')).toHaveCount(1);
  });

  test('the Toolpad demo renders inside its own iframe; the page keeps a single main landmark', async ({ page }) => {
    await gotoFramed(page);
    await makeFramedLive(page);
    await expect(demo(page, 'DashboardLayoutBasic').locator('iframe')).toHaveCount(1);
    await expect(frame(page).getByText('Dashboard content for /dashboard')).toBeVisible();
    await expect(frame(page).getByRole('heading', { name: 'Store admin' })).toBeVisible();
    // Toolpad's own <main> stays inside the frame.
    await expect(frame(page).getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  /** Opens the demo's navigation and goes to Orders: the in-memory router changes the content, not the page URL. */
  async function navigateInDemo(page: Page) {
    await gotoFramed(page);
    await makeFramedLive(page);
    const inside = frame(page);
    await expect(inside.getByText('Dashboard content for /dashboard')).toBeVisible();
    await inside.getByRole('button', { name: 'Expand navigation menu', exact: true }).click();
    await inside.locator('a[href="/orders"]').filter({ visible: true }).click({ timeout: 5000 });
    await expect(inside.getByText('Dashboard content for /orders')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
  }

  test.describe('narrow window', () => {
    test.use({ viewport: { width: 800, height: 800 } });
    test('the demo navigation opens and navigates inside the frame', async ({ page }) => navigateInDemo(page));
  });

  test.describe('desktop window', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    // The demo gets the frame's window, so its layout follows the frame's width, not the docs window's.
    test('the demo navigation opens and navigates inside the frame', async ({ page }) => navigateInDemo(page));
  });
});

test('demo pages load their live demos without console errors', async ({ page, problems }) => {
  const pages: Array<[string, string[]]> = [
    [BUTTON, ['BasicButtons', 'ButtonSizes', 'IconLabelButtons']],
    [BASE_BUTTON, ['UnstyledButtonsIntroduction']],
    [JOY_BUTTON, ['ButtonVariants', 'ButtonColors']],
    [DATA_GRID, ['DataGridDemo']],
    [TYPOGRAPHY, ['Types']],
  ];
  for (const [url, names] of pages) {
    await gotoAndHydrate(page, url);
    for (const name of names) await waitForLive(page, name);
    expect(problems.take(), url).toEqual([]);
  }
  await gotoFramed(page);
  await makeFramedLive(page);
  await expect(page.frameLocator('iframe[title="DashboardLayoutBasic demo"]').getByText('Dashboard content for /dashboard')).toBeVisible();
  expect(problems.take(), DASHBOARD).toEqual([]);
});

test('demo code comes from files the webpack runtime computes, so the runtime every page loads lists no demo', async ({ page }) => {
  const scripts = new Map<string, string>();
  // Every body read is awaited before the test ends (a read still pending at the end fails the test): the listener
  // is removed first, so a script arriving later (the page goes on loading) starts no read.
  const reads: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    reads.push(response.text().then((text) => void scripts.set(new URL(response.url()).pathname, text)));
  };
  page.on('response', onResponse);
  await gotoAndHydrate(page, BUTTON);
  const demo = page.locator('.MuiDemo-root[data-demo="BasicButtons"]');
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('.MuiDemo-preview').hover();
  await expect.poll(() => [...scripts.keys()].filter((p) => /^\/demos\/[0-9a-f]+\/\d+\.js$/.test(p)).length).toBeGreaterThan(0);
  page.off('response', onResponse);
  await Promise.all(reads);
  const demoIds = [...scripts.keys()].map((p) => /^\/demos\/[0-9a-f]+\/(\d+)\.js$/.exec(p)?.[1]).filter((id): id is string => Boolean(id));
  const runtime = [...scripts].find(([p]) => /^\/webpack-runtime-[0-9a-f]+\.js$/.test(p))?.[1];
  expect(runtime, 'the webpack runtime was loaded').toBeTruthy();
  for (const id of demoIds) expect(runtime, `demo chunk ${id} listed in the runtime`).not.toMatch(new RegExp(`\\b${id}"?(===|:")`));
  // The name is computed from the id under one directory (the demo inputs' digest).
  expect(runtime).toMatch(/"demos\/[0-9a-f]{20}\/"\+\w+\+"\.js"/);
});
