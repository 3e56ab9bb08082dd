#!/usr/bin/env node
/**
 * `npm run bench:first-need` (after a build): a reader's first need on a page read without the app, in Chromium: the
 * press on the settings button, Ctrl+K, (at a phone's width) the menu button, the feedback's "Yes", a demo's first
 * control or "Copy page" to the drawer, the search field, the comment form, the live demo or "Copied" on screen, in
 * ms (median and every run), with the CPU slowed as asked. On such a page all of them open as islands
 * (docs/design/rendering.md). The feedback endpoint is answered by the browser (nothing stored).
 *
 *   APP=1 npm run bench:first-need …: the same presses served by the whole app (the controls' island names removed
 *   before the press), for comparison.
 *
 *   npm run bench:first-need [-- --runs 7] [--cpu 4] [--port N] [--needs settings,search,navigation,feedback,demo,copy] [path …]
 *   (default paths: the doc page, the API page and the component page of bench/page-types.json; `demo`, a press on the
 *   first demo's first control to that demo live, on pages with demos only)
 */
import fs from 'fs';
import path from 'path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { withServer } from '../lib/serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 7));
const cpu = Number(option('--cpu', 4));
const port = Number(option('--port', 0));
const named = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const pageTypes = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'bench/page-types.json'), 'utf8'));
const byType = (name) => pageTypes.pageTypes.find((entry) => entry.type === name)?.path;
const paths = named.length ? named : [byType('doc page'), byType('API page'), byType('component page with demos')].filter(Boolean);
// A reader's browser: headless Chromium's own user agent is a bot to the sponsor slot.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const NEEDS = option('--needs', 'settings,search,navigation,feedback,demo,copy').split(',');
const viaApp = process.env.APP === '1';
const PHONE = { width: 390, height: 844 };

/** The pointer arrives on the control, then presses: as a reader's. */
async function press(page, locator) {
  const box = await locator.boundingBox();
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  await page.mouse.up();
}

async function once(browser, url, need) {
  const viewport = need === 'navigation' ? PHONE : { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport, userAgent: USER_AGENT, ...(need === 'navigation' ? { isMobile: true, hasTouch: true } : {}) });
  if (need === 'copy') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.docsReaderStarted === true);
    if (viaApp) await page.evaluate(() => document.querySelectorAll('[data-island]').forEach((element) => element.removeAttribute('data-island')));
    if (need === 'demo') await page.locator('.MuiDemo-root').first().scrollIntoViewIfNeeded();
    if (need === 'feedback') {
      await context.route('**/api/feedback', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }));
      await page.locator('#page_feedback').scrollIntoViewIfNeeded();
    }
    const start = await page.evaluate(() => performance.now());
    if (need === 'settings' || need === 'navigation') {
      await press(page, page.locator(need === 'settings' ? 'header button[data-ga-event-action="settings"]' : 'header button.header-menu'));
      await page.locator('.MuiDrawer-paper').first().waitFor({ state: 'visible', timeout: 30_000 });
    } else if (need === 'demo') {
      // Live: its first control is React's (the server's markup has no React properties).
      await press(page, page.locator('.MuiDemo-root .MuiDemo-live button').first());
      await page.waitForFunction(
        () => {
          const button = document.querySelector('.MuiDemo-root .MuiDemo-live button');
          return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
        },
        null,
        { timeout: 30_000 },
      );
    } else if (need === 'copy') {
      await press(page, page.getByRole('button', { name: 'Copy page as Markdown' }));
      await page.getByRole('button', { name: 'Copy page as Markdown' }).getByText('Copied').waitFor({ state: 'visible', timeout: 30_000 });
    } else if (need === 'feedback') {
      await press(page, page.getByRole('button', { name: 'Yes', exact: true }));
      await page.getByRole('textbox', { name: 'Comment' }).waitFor({ state: 'visible', timeout: 30_000 });
    } else {
      await page.keyboard.press('Control+K');
      await page.getByRole('combobox').first().waitFor({ state: 'visible', timeout: 30_000 });
    }
    return Math.round((await page.evaluate(() => performance.now())) - start);
  } finally {
    await context.close();
  }
}

async function hasDemos(browser, url) {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    return (await page.locator('.MuiDemo-root').count()) > 0;
  } finally {
    await page.close();
  }
}

await withServer(port, async (origin) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    console.log(`First need, press to the part on screen (CPU ×${cpu}, ${runs} runs each${viaApp ? ', served by the whole app' : ''}):`);
    for (const pathname of paths) {
      for (const need of NEEDS) {
        const times = [];
        if (need === 'demo' && !(await hasDemos(browser, origin + pathname))) continue;
        for (let run = 0; run < runs; run += 1) times.push(await once(browser, origin + pathname, need));
        console.log(`  ${pathname} ${need}: median ${median(times)} ms (${times.join(', ')})`);
      }
    }
  } finally {
    await browser.close();
  }
});
