import { gotoAndHydrate } from './support/site';
import { expect, test } from './support/test';

/** The decoder of /production-error/ (issue 18): the table extracted from the installed packages at build time. */

const decoder = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Decoded error' });

test('a known code decodes, with its argument, above the explanation', async ({ page }) => {
  await gotoAndHydrate(page, '/production-error/?code=9&args[]=Typography');
  await expect(decoder(page)).toContainText('MUI error #9, in full:');
  await expect(decoder(page)).toContainText('MUI: Unsupported `Typography` color.');
  await expect(decoder(page)).toContainText('The following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().');
  await decoder(page).getByRole('link', { name: 'How to read this message' }).click();
  await expect(page).toHaveURL(/#reading-the-decoded-message$/);
});

test('an unknown code explains itself', async ({ page }) => {
  await gotoAndHydrate(page, '/production-error/?code=999');
  await expect(decoder(page)).toContainText('No message is known for error code “999”.');
  await expect(decoder(page)).toContainText('Check that the whole URL was copied');
});

test('arguments are text: markup and script URLs are shown, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror=alert(1)>';
  await gotoAndHydrate(page, `/production-error/?code=9&args[]=${encodeURIComponent(payload)}&args[]=javascript:alert(2)`);
  await expect(decoder(page)).toContainText(`MUI: Unsupported \`${payload}\` color.`);
  await expect(decoder(page).locator('img')).toHaveCount(0);
  await gotoAndHydrate(page, '/production-error/?code=javascript:alert(3)');
  await expect(decoder(page)).toContainText('“javascript:alert(3)”');
  await expect(decoder(page).locator('a[href^="javascript"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the table failing to load: a message and Retry', async ({ page, problems }) => {
  let fail = true;
  await page.route('**/data/error-codes.json', (route) => (fail ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()));
  problems.ignore((p) => p.text.includes('error-codes.json'));
  await gotoAndHydrate(page, '/production-error/?code=9&args[]=red');
  await expect(decoder(page).getByRole('alert')).toHaveText('The table of error messages could not be loaded.');
  fail = false;
  await decoder(page).getByRole('button', { name: 'Retry' }).click();
  await expect(decoder(page)).toContainText('MUI: Unsupported `red` color.');
});
