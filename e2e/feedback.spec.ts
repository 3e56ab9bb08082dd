import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSiteServer, type SiteServer } from '../src/test/siteServer';
import { gotoAndHydrate } from './support/site';
import { expect, test } from './support/test';

/**
 * Page feedback end to end: the widget on the production build, the /api/feedback endpoint of the site's server (its
 * own server here, on a free port with its own database folder, opened before it listens), and what reached the
 * database.
 */

const BUTTON = '/material-ui/react-button/';
const yes = (page: Page) => page.getByRole('button', { name: 'Yes', exact: true });
const comment = (page: Page) => page.getByRole('textbox', { name: 'Comment' });
const feedbackStatus = (page: Page) => page.locator('#page_feedback').getByRole('status');

test.describe('with its own server and database', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir = '';
  let server: SiteServer | null = null;

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-e2e-'));
    server = await startSiteServer({ FEEDBACK_DATA_DIR: path.join(dataDir, 'db') });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a vote and a comment on a section reach the database', async ({ page }) => {
    await gotoAndHydrate(page, `${server!.origin}${BUTTON}`);
    await yes(page).click();
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(feedbackStatus(page)).toHaveText('Feedback submitted');
    // A heading's comment link (shown on hover) opens the form for its section.
    const heading = page.locator('h2#color-and-size');
    await heading.hover();
    await heading.getByRole('link', { name: 'Comment on this section: Color and size' }).click();
    await expect(page.getByText('How can we improve the “Color and size” section? (optional)')).toBeVisible();
    await expect(comment(page)).toBeFocused();
    await comment(page).fill('A disabled large button would help.');
    await page.keyboard.press('Control+Enter');
    await expect(comment(page)).toHaveCount(0);
    await expect(feedbackStatus(page)).toHaveText('Feedback submitted');

    // Stop the server (one process opens the database folder at a time), then read what it stored.
    const stopped = server!;
    expect(await stopped.stop(), stopped.output()).toBe(0);
    server = null;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PGlite } = require('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'db'));
    const { rows } = await db.query<{ page: string; language: string; section: string | null; rating: number | null; comment: string | null }>(
      'SELECT page, language, section, rating, comment FROM feedback ORDER BY id',
    );
    await db.close();
    expect(rows).toEqual([
      { page: BUTTON, language: 'en', section: null, rating: 1, comment: null },
      { page: BUTTON, language: 'en', section: 'color-and-size', rating: 1, comment: 'A disabled large button would help.' },
    ]);
  });
});

test('the endpoint failing: the message, the comment kept in the form and across a reload', async ({ page, problems }) => {
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
  problems.ignore((p) => p.text.includes('/api/feedback'));
  await gotoAndHydrate(page, BUTTON);
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(feedbackStatus(page)).toHaveText("Couldn't submit feedback. Please try again later.");
  await comment(page).fill('The outlined example has poor contrast.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(feedbackStatus(page)).toHaveText("Couldn't submit feedback. Please try again later.");
  await expect(comment(page)).toHaveValue('The outlined example has poor contrast.');
  await page.reload();
  await expect(comment(page)).toHaveValue('The outlined example has poor contrast.');
  await expect(page.getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('axe', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the widget with its form open (${mode})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: mode });
      await page.route('**/api/feedback', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }));
      await gotoAndHydrate(page, BUTTON);
      await page.getByRole('button', { name: 'No', exact: true }).click();
      await expect(comment(page)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('#page_feedback').analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
});
