import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) in Debian's Chromium.
 * Returns category scores (0–100), LCP/TBT in ms, CLS, main-thread and JS execution time, and the failing audits
 * of each category.
 */
export async function runLighthouse(url, { categories = CATEGORIES } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    const { lhr } = result;
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const failing = {};
    for (const c of categories) {
      failing[c] = lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      scores,
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      /** Main-thread work on load (ms, Lighthouse's mainthread-work-breakdown): compare pages in one run. */
      mainThread: metric('mainthread-work-breakdown'),
      /** JavaScript executed on load (ms, Lighthouse's bootup-time: evaluation, parse and compile of every script). */
      jsExecution: metric('bootup-time'),
      /** Lighthouse's measure of this machine's speed: absolute scores move with it. */
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      failing,
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

export const median = (values) => {
  const sorted = [...values].filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
