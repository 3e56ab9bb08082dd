#!/usr/bin/env node
/**
 * Page-weight benchmark: builds the site as it is, then with synthetic pages added
 * (FACTOR × the real page count, in a separate product so the measured pages' own
 * navigation is unchanged), and prints first-load JS and HTML size (raw and gzip)
 * of the measured pages at both sizes. Restores content/ afterwards.
 *
 *   node scripts/bench/page-weight.mjs [--factor 4] [--skip-first-build]
 */
import { execSync } from 'node:child_process';
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
  execSync('npx gatsby build', { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  return (Date.now() - start) / 1000;
}

/** First-load JS: every script the HTML loads (src= and rel=preload as=script), plus the page's data files. */
function measure(urlPath) {
  const htmlFile = path.join(root, 'public', urlPath, 'index.html');
  const html = fs.readFileSync(htmlFile);
  const text = html.toString();
  const scripts = new Set();
  for (const m of text.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of text.matchAll(/<link[^>]+as="script"[^>]*href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]*as="script"/g)) scripts.add(m[1] ?? m[2]);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const file = path.join(root, 'public', src.split('?')[0]);
    if (!fs.existsSync(file)) continue;
    const buf = fs.readFileSync(file);
    jsRaw += buf.length;
    jsGzip += gzip(buf);
  }
  const dataFiles = [path.join('page-data', urlPath, 'page-data.json'), path.join('page-data', 'app-data.json')];
  let dataRaw = 0;
  let dataGzip = 0;
  for (const f of dataFiles) {
    const buf = fs.readFileSync(path.join(root, 'public', f));
    dataRaw += buf.length;
    dataGzip += gzip(buf);
  }
  return { htmlRaw: html.length, htmlGzip: gzip(html), jsRaw, jsGzip, scripts: scripts.size, dataRaw, dataGzip };
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
    fs.writeFileSync(path.join(synthDir, `page-${i}.mdx`), body.replace(/^title: (.*)$/m, `title: Synthetic ${i}: $1`));
    children.push({ pathname: `/experiments/docs/bench-synthetic/page-${i}` });
  }
  const original = fs.readFileSync(sidebarFile, 'utf8');
  const sidebar = JSON.parse(original);
  sidebar.push({ pathname: '/experiments/docs/bench-synthetic-group', title: 'Synthetic pages', children });
  fs.writeFileSync(sidebarFile, JSON.stringify(sidebar, null, 2));
  return { original, copies, sources: sources.length };
}

function row(label, m) {
  return `| ${label} | ${kb(m.jsRaw)} | ${kb(m.jsGzip)} | ${m.scripts} | ${kb(m.htmlRaw)} | ${kb(m.htmlGzip)} | ${kb(m.dataRaw)} | ${kb(m.dataGzip)} |`;
}

const results = {};
let buildSeconds = {};
if (!skipFirst) buildSeconds.base = build();
results.base = { pages: countPages(), measured: Object.fromEntries(MEASURED.map((u) => [u, measure(u)])) };

const { original, copies, sources } = addSynthetic();
try {
  buildSeconds.multiplied = build();
  results.multiplied = { pages: countPages(), measured: Object.fromEntries(MEASURED.map((u) => [u, measure(u)])) };
} finally {
  fs.writeFileSync(sidebarFile, original);
  fs.rmSync(synthDir, { recursive: true, force: true });
}

const lines = [
  `# Page weight: ${sources} MDX sources, +${copies} synthetic (×${factor})`,
  '',
  `Built pages: ${results.base.pages} → ${results.multiplied.pages}. Build time: ${buildSeconds.base ?? 'skipped'} s → ${buildSeconds.multiplied} s.`,
  '',
  '| page @ site size | JS raw | JS gzip | scripts | HTML raw | HTML gzip | page data raw | page data gzip |',
  '|---|---|---|---|---|---|---|---|',
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
