// `npm run screenshots:starters`: the gallery's preview images, made from the built template pages (run `npm run
// build` first). Each template is opened at 1280 × 800 in headless Chromium, in light and in dark mode (the site's own
// stored preference), below its frame bar, and saved as a 640 × 400 JPEG in
// static/screenshots/material-ui/getting-started/templates/<slug>.jpg and <slug>-dark.jpg. Commit the images.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { withServer } from '../lib/serve.mjs';

const root = process.cwd();
const { starters: templates } = JSON.parse(fs.readFileSync(path.join(root, 'content/material-ui/starters/starters.json'), 'utf8'));
const outDir = path.join(root, 'static/screenshots/material-ui/getting-started/templates');
const only = process.argv.slice(2);
const FRAME_HEIGHT = 48; // src/starters/starterFrameStyles.ts
const VIEWPORT = { width: 1280, height: 800 };

if (!fs.existsSync(path.join(root, 'public/index.html'))) {
  console.error('No build in public/. Run `npm run build` first.');
  process.exit(1);
}
fs.mkdirSync(outDir, { recursive: true });

await withServer(0, async (origin) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const scheme of ['light', 'dark']) {
      // Half scale: 640 × 400 images, sharp on the gallery's cards and small to download.
      const context = await browser.newContext({
        viewport: { width: VIEWPORT.width, height: VIEWPORT.height + FRAME_HEIGHT },
        deviceScaleFactor: 0.5,
        colorScheme: scheme,
      });
      await context.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), scheme);
      // Only the site itself: nothing from elsewhere in the pictures.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      for (const { slug } of templates) {
        if (only.length && !only.includes(slug)) continue;
        await page.goto(`${origin}/material-ui/getting-started/templates/${slug}/`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500); // charts animate in
        const file = path.join(outDir, `${slug}${scheme === 'dark' ? '-dark' : ''}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 80, clip: { x: 0, y: FRAME_HEIGHT, ...VIEWPORT }, animations: 'disabled' });
        console.log(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
});
