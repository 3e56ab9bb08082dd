import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import site from '../../src/config/site.json' with { type: 'json' };

/**
 * The site's third-party calls (the ad network's script, the ad feed: src/config/site.json) answered in the
 * browser as the end-to-end tests answer them (an ad script that draws nothing, an empty feed): nothing on the
 * internet is reachable here, and a failed request would be a console error. Only those URLs are intercepted
 * (CDP Fetch patterns), so every other request runs as it would.
 */
async function answerThirdParties(page) {
  const answers = new Map([
    [site.ads.networkScriptUrl, { contentType: 'application/javascript', body: '' }],
    [site.ads.feedUrl, { contentType: 'application/json', body: '{"ads":[]}' }],
  ]);
  const session = await page.createCDPSession();
  session.on('Fetch.requestPaused', ({ requestId, request }) => {
    const answer = answers.get(request.url) ?? { contentType: 'text/plain', body: '' };
    session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'Content-Type', value: answer.contentType }],
        body: Buffer.from(answer.body).toString('base64'),
      })
      .catch(() => undefined);
  });
  await session.send('Fetch.enable', { patterns: [...answers.keys()].map((url) => ({ urlPattern: `${new URL(url).origin}/*` })) });
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults) in Debian's Chromium.
 * Returns category scores (0–100), LCP/TBT in ms, CLS, main-thread and JS execution time, and the failing audits
 * of each category.
 */
export async function runLighthouse(url, { categories = CATEGORIES } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await answerThirdParties(page);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }, undefined, page);
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
      /** The same work by kind (ms): scriptEvaluation, styleLayout, parseHTML, paintCompositeRender, other … */
      mainThreadByGroup: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration])),
      /** JavaScript executed on load (ms, Lighthouse's bootup-time: evaluation, parse and compile of every script). */
      jsExecution: metric('bootup-time'),
      /** Lighthouse's measure of this machine's speed: absolute scores move with it. */
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      failing,
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

export const median = (values) => {
  const sorted = [...values].filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
