import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/chromium.mjs';

/** The page a first visit opens while the service worker is measured. */
export const OFFLINE_BENCH_PAGE = '/material-ui/getting-started/installation/';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** What the build's service worker precaches (written by src/node/offline/buildServiceWorker.ts). */
export function readPrecache(root) {
  const file = path.join(root, '.cache', 'docs-offline', 'report.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).precache;
}

/**
 * A first visit on the production host (its name mapped to the local server), `runs` times in a fresh browser
 * context: the time from navigation start to "offline-ready" (the worker controls the page and has kept the
 * page, its data, what it loaded and the search index: performance mark `docs-offline-ready`) and to the
 * product's main pages kept (`docs-offline-complete`), and what the caches then hold.
 */
export async function measureOffline({ root, port, runs = 3 }) {
  const site = JSON.parse(fs.readFileSync(path.join(root, 'src', 'config', 'site.json'), 'utf8'));
  const host = site.offline.productionHost;
  const origin = `http://${host}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${host} 127.0.0.1:${port}`, `--unsafely-treat-insecure-origin-as-secure=${origin}`],
  });
  const samples = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}${OFFLINE_BENCH_PAGE}`);
      await page.waitForFunction(() => performance.getEntriesByName('docs-offline-complete').length > 0, null, { timeout: 120_000 });
      samples.push(
        await page.evaluate(async () => {
          const mark = (name) => performance.getEntriesByName(name)[0].startTime;
          const entries = {};
          for (const name of await caches.keys()) entries[name.replace(/-http.*$/, '')] = (await (await caches.open(name)).keys()).length;
          const { usage } = await navigator.storage.estimate();
          return { ready: mark('docs-offline-ready'), complete: mark('docs-offline-complete'), entries, usage };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    runs,
    ready: median(samples.map((s) => s.ready)),
    complete: median(samples.map((s) => s.complete)),
    entries: samples[samples.length - 1].entries,
    usage: median(samples.map((s) => s.usage)),
  };
}

/** The report's section on offline reading. */
export function offlineReportLines(precache, offline) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [
    '## Offline (service worker)',
    '',
    `Precache: ${precache.count} files, ${kb(precache.bytes)} raw / ${kb(precache.gzipBytes)} gzip (the app and every feature's scripts, the site fonts, the offline pages; not the demos').`,
  ];
  if (offline) {
    lines.push(
      '',
      `First visit to ${OFFLINE_BENCH_PAGE} on the production host (localhost, no throttling; median of ${offline.runs}):`,
      `offline-ready (worker in control; this page, its data, what it loaded and the search index kept) at ${Math.round(offline.ready)} ms;`,
      `the product's main pages kept at ${Math.round(offline.complete)} ms.`,
      `Then the caches hold: ${Object.entries(offline.entries)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')} entries; storage used ${kb(offline.usage)}.`,
    );
  }
  return lines;
}
