#!/usr/bin/env node
/**
 * `npm run bench:search` (after a build): the site search measured, not tested.
 *
 * 1. Libraries compared on the committed query set (test/search/queries.json) over the records of the built
 *    site: MiniSearch (what the site uses, src/domain/search/engine.ts) and FlexSearch (a Document index per
 *    field with the same tokenizer, prefix matching and field weights; it has no scores, so each field's rank
 *    gives one), both ranked by the same rank.ts. Top-1 and top-3 accuracy, index size (raw, gzip), build time,
 *    query time in Node.
 * 2. In Chromium, against the production build: the index files per language (raw, gzip), the time from
 *    Ctrl+K to a dialog ready to search, and the latency of every query of the set as the dialog measures it
 *    (`performance.measure('docs-search')` around each search), median and p95.
 *
 * Writes bench/SEARCH.md and prints it.   npm run bench:search [-- --port 9600] [--runs 3] [--skip-browser]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { withServer } from '../lib/serve.mjs';

const require = createRequire(import.meta.url);
require('sucrase/register/ts');
const root = process.cwd();
const { collectRecords } = require(path.join(root, 'src/node/search/buildSearchIndex.ts'));
const engine = require(path.join(root, 'src/domain/search/engine.ts'));
const { rankHits, SEARCH_BOOSTS } = require(path.join(root, 'src/domain/search/rank.ts'));
const { tokenize } = require(path.join(root, 'src/domain/search/tokenize.ts'));

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const PORT = Number(arg('--port', 0));
const RUNS = Number(arg('--runs', 3));
const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(2)} ms`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const { queries } = JSON.parse(fs.readFileSync(path.join(root, 'test/search/queries.json'), 'utf8'));

function accuracy(searchFn) {
  let top1 = 0;
  let top3 = 0;
  const times = [];
  for (const q of queries) {
    const t0 = performance.now();
    const urls = searchFn(q).map((r) => r.url);
    times.push(performance.now() - t0);
    const rank = urls.indexOf(q.expected) + 1;
    if (rank === 1) top1 += 1;
    if (rank >= 1 && rank <= 3) top3 += 1;
  }
  return { top1: top1 / queries.length, top3: top3 / queries.length, median: percentile(times, 50), p95: percentile(times, 95) };
}

async function flexsearchIndex(records) {
  const { default: FlexSearch } = await import('flexsearch');
  const fields = ['page', 'section', 'names', 'description', 'text'];
  const indexes = Object.fromEntries(fields.map((f) => [f, new FlexSearch.Index({ tokenize: 'forward', encode: (text) => tokenize(text), resolution: 9 })]));
  const byId = new Map();
  for (const r of records) {
    byId.set(r.id, { url: r.url, page: r.page, section: r.section, product: r.product, kind: r.kind, description: '', weight: r.weight ?? 1 });
    for (const f of fields) if (r[f]) indexes[f].add(r.id, r[f]);
  }
  const boost = {
    page: SEARCH_BOOSTS.page,
    section: SEARCH_BOOSTS.section,
    names: SEARCH_BOOSTS.names,
    description: SEARCH_BOOSTS.description,
    text: SEARCH_BOOSTS.text,
  };
  const search = (q) => {
    const hits = new Map();
    const words = tokenize(q.query);
    for (const f of fields) {
      const ids = indexes[f].search(q.query, { limit: 100, suggest: true });
      ids.forEach((id, rank) => {
        const hit = hits.get(id) ?? { id, score: 0, record: byId.get(id), terms: words };
        hit.score += boost[f] / (1 + rank / 4);
        hits.set(id, hit);
      });
    }
    return rankHits(q.query, [...hits.values()], q.product, { limit: 10, queryTerms: new Set(words).size });
  };
  let size = 0;
  let zipped = 0;
  for (const f of fields) {
    indexes[f].export((key, data) => {
      const text = `${key}${data ?? ''}`;
      size += Buffer.byteLength(text);
      zipped += gzip(text);
    });
  }
  return { search, size, zipped };
}

async function compareLibraries() {
  const byLanguage = await collectRecords(path.join(root, 'public'));
  const rows = [];
  for (const library of ['MiniSearch', 'FlexSearch']) {
    const results = [];
    let size = 0;
    let zipped = 0;
    let build = 0;
    const searchers = new Map();
    for (const [language, records] of byLanguage) {
      const t0 = performance.now();
      if (library === 'MiniSearch') {
        const built = engine.buildIndexes(records);
        const { stats, shards } = engine.splitNamesTier(built.names);
        const names = shards.map((shard) => JSON.stringify(shard));
        const text = JSON.stringify(built.text);
        build += performance.now() - t0;
        size += names.reduce((sum, shard) => sum + Buffer.byteLength(shard), 0) + Buffer.byteLength(text);
        zipped += names.reduce((sum, shard) => sum + gzip(shard), 0) + gzip(text);
        const indexes = {
          names: engine.loadNamesShards(
            stats,
            names.map((shard) => JSON.parse(shard)),
          ),
          text: engine.loadText(text),
        };
        searchers.set(language, (q) => engine.search(indexes, q.query, q.product, { limit: 10 }));
      } else {
        const flex = await flexsearchIndex(records);
        build += performance.now() - t0;
        size += flex.size;
        zipped += flex.zipped;
        searchers.set(language, flex.search);
      }
    }
    results.push(accuracy((q) => searchers.get(q.language)(q)));
    const [r] = results;
    rows.push(
      `| ${library} | ${(r.top1 * 100).toFixed(1)} % | ${(r.top3 * 100).toFixed(1)} % | ${kb(size)} / ${kb(zipped)} | ${(build / 1000).toFixed(1)} s | ${ms(r.median)} / ${ms(r.p95)} |`,
    );
  }
  return [
    `Query set: ${queries.length} queries. Both libraries index the same records with the same tokenizer (CJK segmentation, camelCase parts) and are ranked by the same rank.ts; sizes are both languages together.`,
    '',
    '| library | top-1 | top-3 | index raw / gzip | build | query median / p95 (Node) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ];
}

/**
 * What the first search downloads (gzip -9 of the files): the manifest and the reader's product's names shard; the
 * other shards and the text tier follow it. Per language, the largest product's figure is the budget's (≤ 120 KB).
 */
function firstSearch() {
  const read = (url) => fs.readFileSync(path.join(root, 'public', url), 'utf8');
  const lines = [];
  for (const language of ['en', 'zh']) {
    const manifestText = read(`/search/${language}.json`);
    const manifest = JSON.parse(manifestText);
    const sizes = Object.entries(manifest.names.shards)
      .map(([product, url]) => [product, gzip(manifestText) + gzip(read(url))])
      .sort((x, y) => y[1] - x[1]);
    const whole = Object.values(manifest.names.shards).reduce((sum, url) => sum + gzip(read(url)), gzip(manifestText));
    lines.push(
      `First search (${language}): ${sizes.map(([product, bytes]) => `${product} ${kb(bytes)}`).join(', ')}; every product's names ${kb(whole)}, then the text tier ${kb(gzip(read(manifest.text)))}.`,
    );
  }
  return lines;
}

async function browserRun(origin) {
  const lines = [];
  const files = fs.readdirSync(path.join(root, 'public/search')).filter((f) => /-(names|text)[.-]/.test(f));
  lines.push('| file | raw | gzip |', '|---|---|---|');
  for (const f of files.sort()) {
    const text = fs.readFileSync(path.join(root, 'public/search', f), 'utf8');
    lines.push(`| ${f} | ${kb(Buffer.byteLength(text))} | ${kb(gzip(text))} |`);
  }
  lines.push('', ...firstSearch());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const open = [];
  const latencies = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const language of ['en', 'zh']) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.route(/carbonads|buysellads|googletagmanager/, (route) => route.fulfill({ status: 200, body: '' }));
        const page = await context.newPage();
        await page.goto(`${origin}${language === 'zh' ? '/zh' : ''}/material-ui/getting-started/installation/`, { waitUntil: 'networkidle' });
        const t0 = Date.now();
        await page.keyboard.press('Control+K');
        await page.waitForSelector('[data-search-state="ready"]', { timeout: 30_000 });
        open.push(Date.now() - t0);
        const input = page.getByRole('combobox');
        for (const q of queries.filter((x) => x.language === language)) {
          await input.fill(q.query);
          await page.waitForFunction((query) => performance.getEntriesByName('docs-search').some((e) => e.detail?.query === query), q.query, { timeout: 10_000 });
        }
        latencies.push(...(await page.evaluate(() => performance.getEntriesByName('docs-search').map((e) => e.duration))));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  lines.push(
    '',
    `Ctrl+K to a dialog ready to search (its chunk, the manifest and the product's names shard loaded), median of ${open.length}: ${percentile(open, 50)} ms (p95 ${percentile(open, 95)} ms).`,
    `Query latency in the dialog over ${latencies.length} searches (the query set typed ${RUNS}×): median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (targets: < 5 ms, < 20 ms).`,
  );
  return lines;
}

const comparison = await compareLibraries();
const browserLines = process.argv.includes('--skip-browser') ? ['(skipped)'] : await withServer(PORT, browserRun);
const report = ['# Search benchmark', '', '## Libraries on the query set', '', ...comparison, '', '## The site search in Chromium', '', ...browserLines, ''].join('\n');
fs.writeFileSync(path.join(root, 'bench', 'SEARCH.md'), report);
console.log(report);
