/**
 * Page weight of every page type against a running server (no build):
 *   node scripts/bench/page-weight.mjs [origin]     (default http://127.0.0.1:9000, `npm run serve`)
 * `npm run bench` runs the full benchmark (builds, weights, Lighthouse, ×4 site).
 */
import fs from 'node:fs';
import { measurePages } from './lib/weight.mjs';

const origin = process.argv[2] ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 9000}`;
const { pageTypes } = JSON.parse(fs.readFileSync(new URL('../../bench/page-types.json', import.meta.url), 'utf8'));
const results = await measurePages(
  origin,
  pageTypes.map((p) => p.path),
);
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('| page type | path | JS gzip (KB) | scripts | CSS gzip | HTML gzip | data gzip | requests |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { type, path } of pageTypes) {
  const m = results[path];
  console.log(`| ${type} | ${path} | ${kb(m.jsGzip)} | ${m.scripts} | ${kb(m.cssGzip)} | ${kb(m.htmlGzip)} | ${kb(m.dataGzip)} | ${m.requests} |`);
}
