// `npm run screenshots:starters [-- <product>/<slug> | <slug> …]`: the galleries' preview images, made from the built
// starter pages (run `npm run build` first). Every product's starters (content/<product>/starters/starters.json) are
// opened at 1280 × 800 in headless Chromium, in light and in dark mode (the site's own stored preference), below their
// frame bar, and saved as 640 × 400 JPEGs in static/screenshots<gallery>/<slug>.jpg and <slug>-dark.jpg (the paths of
// starterScreenshotPath in src/domain/starters/catalog.ts). Commit the images.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { withServer } from '../lib/serve.mjs';

const root = process.cwd();
// Every product's starters, with the gallery page they sit below.
const starters = fs
  .readdirSync(path.join(root, 'content'))
  .filter((product) => fs.existsSync(path.join(root, 'content', product, 'starters/starters.json')))
  .flatMap((product) => {
    const { gallery, starters: list } = JSON.parse(fs.readFileSync(path.join(root, 'content', product, 'starters/starters.json'), 'utf8'));
    return list.map(({ slug }) => ({ product, slug, gallery: gallery.pathname }));
  });
const only = process.argv.slice(2);
const wanted = ({ product, slug }) => only.length === 0 || only.includes(slug) || only.includes(`${product}/${slug}`);
const FRAME_HEIGHT = 48; // src/starters/starterFrameStyles.ts
const VIEWPORT = { width: 1280, height: 800 };

if (!fs.existsSync(path.join(root, 'public/index.html'))) {
  console.error('No build in public/. Run `npm run build` first.');
  process.exit(1);
}

// A free port: a server already on a fixed port would be photographed instead.
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
      for (const { slug, gallery } of starters.filter(wanted)) {
        await page.goto(`${origin}${gallery}/${slug}/`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500); // charts animate in
        const outDir = path.join(root, 'static/screenshots', gallery);
        fs.mkdirSync(outDir, { recursive: true });
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
