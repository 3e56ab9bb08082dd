#!/usr/bin/env node
/**
 * Page-weight benchmark: builds the site as it is, then with synthetic pages added
 * (FACTOR × the real page count, in a separate product so the measured pages' own
 * navigation is unchanged), and prints first-load JS and HTML size (raw and gzip)
 * of the measured pages at both sizes. Restores content/ afterwards.
 *
 *   node scripts/bench/page-weight.mjs [--factor 4] [--skip-first-build]
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = process.cwd();
const factor = Number(process.argv[process.argv.indexOf('--factor') + 1]) || 4;
const skipFirst = process.argv.includes('--skip-first-build');
const MEASURED = ['/material-ui/getting-started/installation/', '/material-ui/getting-started/', '/zh/system/getting-started/'];
const SYNTH_PRODUCT = 'docs-infra';
const synthDir = path.join(root, 'content', SYNTH_PRODUCT, 'docs', 'bench-synthetic');
const sidebarFile = path.join(root, 'content', SYNTH_PRODUCT, 'sidebar.json');

const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function listMdx(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listMdx(path.join(dir, d.name)) : d.name.endsWith('.mdx') ? [path.join(dir, d.name)] : [],
  );
}

function build() {
  const start = Date.now();
  try {
    execSync('npx gatsby build', { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  } catch (error) {
    console.error(String(error.stdout ?? '').slice(-4000), String(error.stderr ?? '').slice(-2000));
    throw new Error('gatsby build failed (output above)');
  }
  return (Date.now() - start) / 1000;
}

/** Serves public/ with `gatsby serve` while measuring, so page weights are what a browser loads. */
async function withServer(fn) {
  const port = 9321;
  const server = spawn('npx', ['gatsby', 'serve', '--host', '127.0.0.1', '--port', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  try {
    for (let i = 0; i < 60; i += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

/**
 * First-load JS: every script Chromium fetches until the page is idle (runtime, framework, app,
 * shared and template chunks). HTML: the document itself. Page data: page-data.json + app-data.json.
 */
async function measureAll(urls) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    return await withServer(async (origin) => {
      const out = {};
      for (const url of urls) {
        const page = await browser.newPage();
        const bodies = [];
        page.on('response', (response) => bodies.push(response));
        await page.goto(origin + url, { waitUntil: 'networkidle' });
        const m = { htmlRaw: 0, htmlGzip: 0, jsRaw: 0, jsGzip: 0, scripts: 0, dataRaw: 0, dataGzip: 0, requests: bodies.length };
        for (const response of bodies) {
          const type = response.request().resourceType();
          const path_ = new URL(response.url()).pathname;
          if (type !== 'document' && type !== 'script' && !path_.endsWith('.json')) continue;
          const body = await response.body().catch(() => Buffer.alloc(0));
          if (type === 'document') Object.assign(m, { htmlRaw: body.length, htmlGzip: gzip(body) });
          else if (type === 'script') Object.assign(m, { jsRaw: m.jsRaw + body.length, jsGzip: m.jsGzip + gzip(body), scripts: m.scripts + 1 });
          else Object.assign(m, { dataRaw: m.dataRaw + body.length, dataGzip: m.dataGzip + gzip(body) });
        }
        out[url] = m;
        await page.close();
      }
      return out;
    });
  } finally {
    await browser.close();
  }
}

function countPages() {
  return fs.readdirSync(path.join(root, 'public', 'page-data'), { recursive: true }).filter((f) => String(f).endsWith('page-data.json')).length;
}

function addSynthetic() {
  const sources = listMdx(path.join(root, 'content')).filter((f) => !f.includes('bench-synthetic'));
  const copies = sources.length * (factor - 1);
  fs.mkdirSync(synthDir, { recursive: true });
  const children = [];
  for (let i = 0; i < copies; i += 1) {
    const body = fs.readFileSync(sources[i % sources.length], 'utf8');
    fs.writeFileSync(path.join(synthDir, `page-${i}.mdx`), body);
    children.push({ pathname: `/experiments/docs/bench-synthetic/page-${i}` });
  }
  const original = fs.readFileSync(sidebarFile, 'utf8');
  const sidebar = JSON.parse(original);
  sidebar.push({ pathname: '/experiments/docs/bench-synthetic-group', title: 'Synthetic pages', children });
  fs.writeFileSync(sidebarFile, JSON.stringify(sidebar, null, 2));
  return { original, copies, sources: sources.length };
}

function row(label, m) {
  return `| ${label} | ${kb(m.jsRaw)} | ${kb(m.jsGzip)} | ${m.scripts} | ${kb(m.htmlRaw)} | ${kb(m.htmlGzip)} | ${kb(m.dataRaw)} | ${kb(m.dataGzip)} | ${m.requests} |`;
}

const results = {};
let buildSeconds = {};
if (!skipFirst) buildSeconds.base = build();
results.base = { pages: countPages(), measured: await measureAll(MEASURED) };

const { original, copies, sources } = addSynthetic();
try {
  buildSeconds.multiplied = build();
  results.multiplied = { pages: countPages(), measured: await measureAll(MEASURED) };
} finally {
  fs.writeFileSync(sidebarFile, original);
  fs.rmSync(synthDir, { recursive: true, force: true });
}

const lines = [
  `# Page weight: ${sources} MDX sources, +${copies} synthetic (×${factor})`,
  '',
  `Built pages: ${results.base.pages} → ${results.multiplied.pages}. Build time: ${buildSeconds.base ?? 'skipped'} s → ${buildSeconds.multiplied} s.`,
  '',
  '| page @ site size | JS raw | JS gzip | scripts | HTML raw | HTML gzip | page data raw | page data gzip | requests |',
  '|---|---|---|---|---|---|---|---|---|',
];
let worst = 0;
for (const url of MEASURED) {
  const a = results.base.measured[url];
  const b = results.multiplied.measured[url];
  lines.push(row(`${url} @ 1×`, a), row(`${url} @ ${factor}×`, b));
  for (const k of ['jsGzip', 'htmlGzip', 'jsRaw', 'htmlRaw']) worst = Math.max(worst, Math.abs(b[k] - a[k]) / a[k]);
}
lines.push('', `Largest change in JS or HTML size: ${(worst * 100).toFixed(2)} % (budget: 3 %).`);
console.log(lines.join('\n'));
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'PAGE-WEIGHT.md'), `${lines.join('\n')}\n`);
process.exitCode = worst <= 0.03 ? 0 : 1;
