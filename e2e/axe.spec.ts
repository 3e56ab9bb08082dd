import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/site';
import { expect, test } from './support/test';

/** Quality gate: axe finds no violation on any page type, in light and dark mode, and with menus open. */
const { pageTypes } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'bench', 'page-types.json'), 'utf8')) as {
  pageTypes: Array<{ type: string; path: string }>;
};

const violations = axeViolations;

/** Waits for the open menu's grow transition to end: axe would measure half-transparent text. */
async function menuSettled(page: Page) {
  await expect(page.getByRole('menu')).toBeVisible();
  await page.waitForFunction(() => {
    const paper = document.querySelector('.MuiMenu-paper');
    return paper !== null && getComputedStyle(paper).opacity === '1' && getComputedStyle(paper).transform === 'none';
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const { type, path: url } of pageTypes) {
      test(`axe: ${type} ${url}`, async ({ page }) => {
        await page.goto(url);
        await waitForHydration(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('axe: the product and version menus and the mobile drawer', async ({ page }) => {
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Switch product/ }).click();
  await menuSettled(page);
  expect(await violations(page, { menuOpen: true })).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Change version/ }).click();
  await menuSettled(page);
  expect(await violations(page, { menuOpen: true })).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open main navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'documentation' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: a demo with its code open, the JavaScript source and the "See more" menu', async ({ page }) => {
  await page.goto('/base-ui/react-button/');
  await waitForHydration(page);
  const toolbar = page.getByRole('toolbar', { name: 'demo source' }).first();
  await toolbar.getByRole('button', { name: 'Expand code' }).click();
  await toolbar.getByRole('button', { name: 'Show JavaScript source' }).click();
  await expect(page.locator('.MuiDemo-code').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await toolbar.getByRole('button', { name: 'MUI System' }).click();
  await menuSettled(page);
  expect(await violations(page, { menuOpen: true })).toEqual([]);
  await page.keyboard.press('Escape');
  await toolbar.getByRole('button', { name: 'See more' }).click();
  await menuSettled(page);
  expect(await violations(page, { menuOpen: true })).toEqual([]);
});
