import pageTypes from '../bench/page-types.json';
import { expect, test } from './support/test';

/**
 * What a reader on a slow link sees while the page streams in: Chromium's own network throttling
 * (60 KB/s, 150 ms latency), so HTML, CSS and scripts arrive in pieces as they would over a poor mobile
 * connection (Lighthouse's simulated throttling cannot show this: it loads everything, then models time).
 * Every page type at desktop and at phone width, and in light and in dark mode, in two visits: desktop in one mode and
 * phone in the other, the pairs alternating from one page type to the next so that every combination of width and
 * mode runs on half the types (the head script that sets the mode does not depend on the width):
 * - layout shifts from the first byte until the page has settled add up to less than 0.01;
 * - from the first frame that has a <body>, its background and text colours are the reader's mode.
 */
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 60 * 1024, uploadThroughput: 60 * 1024 };
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

interface Sample {
  background: string;
  color: string;
}
declare global {
  interface Window {
    __firstPaint: { shifts: number; samples: Sample[] };
  }
}

/** Runs before the page's own scripts: records layout shifts and the body's colours on every frame. */
function watchFirstPaint() {
  const state = { shifts: 0, samples: [] as Sample[] };
  window.__firstPaint = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) state.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const sample = () => {
    if (document.body) {
      const style = getComputedStyle(document.body);
      state.samples.push({ background: style.backgroundColor, color: style.color });
    }
    if (state.samples.length < 600) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** Relative luminance of a computed `rgb()`/`rgba()` colour; transparent counts as no colour at all. */
function luminance(color: string): number | null {
  const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  if (a === 0 || r === undefined) return null;
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const SCHEMES = ['light', 'dark'] as const;

pageTypes.pageTypes.forEach(({ type, path }, typeIndex) => {
  VIEWPORTS.forEach((viewport, viewportIndex) => {
    const scheme = SCHEMES[(typeIndex + viewportIndex) % 2];
    test(`${type} (${path}) on a slow link, ${viewport.name}, ${scheme}: no layout shift, ${scheme} from the first frame`, async ({ page, problems }) => {
      if (path === '/404/') problems.ignore((p) => p.kind === 'http' && p.text.endsWith('HTTP 404'));
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript(watchFirstPaint);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);

      await page.goto(path, { waitUntil: 'networkidle', timeout: 90_000 });
      // Settled: hydrated, fonts in, and the demos near the viewport live.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
      const { shifts, samples } = await page.evaluate(() => window.__firstPaint);

      expect(shifts, `cumulative layout shift on ${path}`).toBeLessThan(0.01);
      expect(samples.length).toBeGreaterThan(0);
      const wrong = samples.filter(({ background, color }) => {
        const bg = luminance(background);
        const fg = luminance(color);
        if (bg === null || fg === null) return true;
        return scheme === 'dark' ? !(bg < 0.05 && fg > 0.5) : !(bg > 0.9 && fg < 0.1);
      });
      expect(wrong.slice(0, 3), `${wrong.length} of ${samples.length} frames not painted in ${scheme} mode`).toEqual([]);
      test.info().annotations.push({ type: 'cls', description: `${path} ${viewport.name} ${scheme}: ${shifts.toFixed(4)}` });
    });
  });
});
