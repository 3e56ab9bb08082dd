#!/usr/bin/env node
/**
 * `npm run bench`: a benchmark, not a test. Builds the site cold and warm (one MDX file touched),
 * measures every page type of bench/page-types.json (first-load JS, CSS, HTML, requests, and
 * Lighthouse mobile scores, median of 5 rounds), then builds again with FACTOR × the pages and measures
 * the same pages, to show page weight does not grow with the site. Writes bench/REPORT.md.
 *
 * It also reports the service worker: its precache and a first visit's time to offline-ready (lib/offline.mjs).
 *
 * Then builds with DEMOS generated demos (ten to a page, in docs-infra) and measures first-load JS of
 * the same pages again: the number of demos in the site must not reach pages that do not show them.
 *
 *   npm run bench [-- --factor 4] [--runs 5] [--demos 2000] [--skip-synthetic] [--port N]
 *
 * Scale mode (only this flow runs; writes bench/SCALE.md, not REPORT.md): for each N of the list, N generated
 * component-doc-like pages in ONE product (docs-infra, ~50 sidebar groups), a cold build with the time of
 * each Gatsby phase and peak RSS, the size of public/ (HTML, page data, JS, CSS; per page), and a typical
 * page (the middle one): its HTML and page data (raw, gzip, what they hold), first-load JS and Lighthouse
 * (median of --runs). Then the time per added page between the smallest and largest N, and the targets.
 * The content is restored after each N (also on Ctrl-C), then the real site is rebuilt.
 *
 *   npm run bench -- --synthetic-product 250,1000 [--runs 3] [--skip-lighthouse] [--synthetic-demos-per-page K] [--port N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, median, runLighthouse } from '../lib/lighthouse.mjs';
import { withServer } from '../lib/serve.mjs';
import { countBuiltPages, timedBuild } from './lib/build.mjs';
import { lighthouseRounds, mainThreadSummary } from './lib/rounds.mjs';
import { runScaleBench } from './lib/scale.mjs';
import { renderScaleReport } from './lib/scaleReport.mjs';
import { addSyntheticDemos, addSyntheticPages } from './lib/synthetic.mjs';
import { measurePages } from './lib/weight.mjs';
import { measureOffline, offlineReportLines, readPrecache } from './lib/offline.mjs';

const root = process.cwd();
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const factor = Number(arg('--factor', 4));
const runs = Number(arg('--runs', 5));
/** The lean page every page's main-thread work is compared with. */
const BASE_PATH = '/404/';
const skipSynthetic = process.argv.includes('--skip-synthetic');
const demoCount = Number(arg('--demos', 2000));
const PORT = Number(arg('--port', 0));
const log = (message) => console.error(`[bench] ${message}`);
const productSizes = arg('--synthetic-product', null);

if (productSizes === null) await reportBench();
else await scaleBench(productSizes);

async function scaleBench(list) {
  const sizes = String(list)
    .split(',')
    .map((v) => Number(v.trim()));
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`--synthetic-product takes a comma-separated list of page counts, such as 250,1000 (got "${list}").`);
  }
  const results = await runScaleBench({
    root,
    sizes,
    runs,
    port: PORT,
    skipLighthouse: process.argv.includes('--skip-lighthouse'),
    demosPerPage: Number(arg('--synthetic-demos-per-page', 0)),
    log,
  });
  const report = renderScaleReport(results, { machine: { cores: (await import('node:os')).cpus().length, node: process.version }, runs });
  fs.writeFileSync(path.join(root, 'bench', 'SCALE.md'), report);
  console.log(report);
}

async function reportBench() {
  const { pageTypes } = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'page-types.json'), 'utf8'));
  const paths = pageTypes.map((p) => p.path);

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const ms = (n) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
  const pct = (a, b) => `${(((b - a) / a) * 100).toFixed(2)} %`;

  // 1. Cold and warm builds.
  log('cold build');
  const cold = await timedBuild({ clean: true });
  const pagesAt1 = countBuiltPages(root);
  const touched = path.join(root, 'content/material-ui/docs/getting-started/usage.mdx');
  const original = fs.readFileSync(touched, 'utf8');
  log('warm build (one MDX file edited)');
  fs.writeFileSync(touched, `${original}\nEdited by the benchmark.\n`);
  let warm;
  try {
    warm = await timedBuild();
  } finally {
    fs.writeFileSync(touched, original);
  }
  log('rebuild with the original file');
  await timedBuild();

  // 2. Page types: weight and Lighthouse (in rounds: every page once per round, ratios within a round).
  log(`measuring ${paths.length} page types, Lighthouse × ${runs} rounds`);
  const { weights, lighthouse, offline } = await withServer(PORT, async (origin) => {
    const w = await measurePages(origin, paths);
    const lh = await lighthouseRounds({ origin, paths, rounds: runs, basePath: BASE_PATH, run: (url) => runLighthouse(url), log });
    log('service worker: time to offline-ready');
    const off = await measureOffline({ root, port: Number(new URL(origin).port), runs: 3 });
    return { weights: w, lighthouse: lh, offline: off };
  });
  const precache = readPrecache(root);

  // 3. The same pages with FACTOR × the site.
  let big = null;
  let withDemos = null;
  if (!skipSynthetic) {
    const synthetic = addSyntheticPages(root, factor);
    log(`build with ${synthetic.copies} synthetic pages (×${factor})`);
    try {
      const build = await timedBuild();
      big = { build, pages: countBuiltPages(root), weights: await withServer(PORT, (origin) => measurePages(origin, paths)), ...synthetic };
    } finally {
      synthetic.restore();
    }
    const demos = addSyntheticDemos(root, demoCount);
    log(`build with ${demos.demos} synthetic demos on ${demos.pages} pages`);
    try {
      const build = await timedBuild();
      withDemos = { build, pages: countBuiltPages(root), weights: await withServer(PORT, (origin) => measurePages(origin, paths)), ...demos };
    } finally {
      demos.restore();
    }
    log('rebuild the real site');
    await timedBuild();
  }

  // 4. Report.
  const lines = [
    `# Benchmark report`,
    '',
    `Machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}. Lighthouse: mobile, simulated throttling, median of ${runs}.`,
    '',
    '## Builds',
    '',
    '| build | pages | wall time | peak RSS | peak during |',
    '|---|---|---|---|---|',
    `| cold (gatsby clean) | ${pagesAt1} | ${cold.seconds.toFixed(1)} s | ${cold.peakRssMB} MB | ${cold.peakPhase ?? ''} |`,
    `| warm, one MDX edited | ${pagesAt1} | ${warm.seconds.toFixed(1)} s | ${warm.peakRssMB} MB | ${warm.peakPhase ?? ''} |`,
    ...(big
      ? [`| warm, ×${factor} pages (+${big.copies} MDX) | ${big.pages} | ${big.build.seconds.toFixed(1)} s | ${big.build.peakRssMB} MB | ${big.build.peakPhase ?? ''} |`]
      : []),
    ...(withDemos
      ? [
          `| warm, +${withDemos.demos} demos (+${withDemos.pages} MDX) | ${withDemos.pages} | ${withDemos.build.seconds.toFixed(1)} s | ${withDemos.build.peakRssMB} MB | ${withDemos.build.peakPhase ?? ''} |`,
        ]
      : []),
    '',
    '## Page types',
    '',
    `Lighthouse benchmarkIndex of this machine (median): ${median(paths.map((p) => lighthouse[p].benchmarkIndex)) ?? 'n/a'}. Main thread: Lighthouse's`,
    `main-thread work on load (ms at Lighthouse's 4× CPU slowdown) and its ratio to the 404 page, taken within each round (every page`,
    `once per round, ${runs} rounds) and the median reported with its range: absolute times move with the machine, ratios much less.`,
    '',
    '| page type | path | JS (raw / gzip) | CSS (raw / gzip) | HTML (raw / gzip) | requests | perf | a11y | best pr. | SEO | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...pageTypes.map(({ type, path: p }) => {
      const w = weights[p];
      const l = lighthouse[p];
      return `| ${type} | ${p} | ${kb(w.jsRaw)} / ${kb(w.jsGzip)} | ${kb(w.cssRaw)} / ${kb(w.cssGzip)} | ${kb(w.htmlRaw)} / ${kb(w.htmlGzip)} | ${w.requests} | ${l.scores.performance} | ${l.scores.accessibility} | ${l.scores['best-practices']} | ${l.scores.seo} | ${ms(l.lcp)} | ${ms(l.tbt)} | ${l.cls?.toFixed(3)} |`;
    }),
    '',
    '### Main-thread work on load',
    '',
    '| page type | total | script | style & layout | rest (HTML, paint, other) | × 404 (median of rounds) | range |',
    '|---|---|---|---|---|---|---|',
    ...pageTypes.map(({ type, path: p }) => {
      const l = lighthouse[p];
      const g = mainThreadSummary(l.mainThreadByGroup);
      const r = l.ratio;
      return `| ${type} | ${ms(l.mainThread)} | ${ms(g.script)} | ${ms(g.style)} | ${ms(g.rest)} | ${r ? `${r.median.toFixed(2)}×` : 'n/a'} | ${r ? `${r.min.toFixed(2)}–${r.max.toFixed(2)}` : ''} |`;
    }),
  ];
  const below = pageTypes.flatMap(({ type, path: p }) =>
    CATEGORIES.filter((c) => lighthouse[p].scores[c] < 100).map(
      (c) => `- ${type}, ${c} ${lighthouse[p].scores[c]}: ${lighthouse[p].failing[c].join('; ') || 'metrics only'}`,
    ),
  );
  if (below.length) lines.push('', 'Below 100:', '', ...below);
  if (big) {
    lines.push('', `## Page weight at ×${factor} pages`, '', '| path | JS gzip 1× → ×N | HTML gzip 1× → ×N | change JS / HTML |', '|---|---|---|---|');
    let worst = 0;
    for (const p of paths) {
      const a = weights[p];
      const b = big.weights[p];
      worst = Math.max(worst, ...['jsGzip', 'htmlGzip', 'jsRaw', 'htmlRaw'].map((k) => Math.abs(b[k] - a[k]) / a[k]));
      lines.push(`| ${p} | ${kb(a.jsGzip)} → ${kb(b.jsGzip)} | ${kb(a.htmlGzip)} → ${kb(b.htmlGzip)} | ${pct(a.jsGzip, b.jsGzip)} / ${pct(a.htmlGzip, b.htmlGzip)} |`);
    }
    lines.push('', `Largest change in JS or HTML size (raw or gzip): ${(worst * 100).toFixed(2)} % (budget 3 %).`);
    lines.push(
      `Build time per page: ${((cold.seconds / pagesAt1) * 1000).toFixed(0)} ms cold at 1×; ${((big.build.seconds / big.pages) * 1000).toFixed(0)} ms warm at ×${factor}.`,
    );
  }
  if (withDemos) {
    lines.push('', `## First-load JS with ${withDemos.demos} more demos in the site`, '', '| path | JS gzip normal → with demos | change |', '|---|---|---|');
    let worst = 0;
    for (const p of paths) {
      const a = weights[p].jsGzip;
      const b = withDemos.weights[p].jsGzip;
      worst = Math.max(worst, Math.abs(b - a) / a);
      lines.push(`| ${p} | ${kb(a)} → ${kb(b)} | ${pct(a, b)} |`);
    }
    lines.push('', `Largest change in first-load JS (gzip): ${(worst * 100).toFixed(2)} % (budget 1 %).`);
  }
  lines.push('', ...offlineReportLines(precache, offline));
  lines.push(
    '',
    '## Budgets',
    '',
    '- Lighthouse: performance ≥ 95, accessibility/best practices/SEO 100, CLS 0.',
    '- First-load JS of a component page ≤ 135 KB gzip, constant within 3 % at ×4 pages and within 1 % with 2,000 more demos.',
    '- Main-thread work on load ≤ 1.3× the 404 page on every page type.',
    '- Cold build < 5 min, warm rebuild < 30 s, peak memory < 3 GB.',
    '- Service worker precache ≤ 600 KB gzip; offline-ready within 3 s of a first visit on localhost.',
  );
  const report = `${lines.join('\n')}\n`;
  fs.writeFileSync(path.join(root, 'bench', 'REPORT.md'), report);
  console.log(report);
}
