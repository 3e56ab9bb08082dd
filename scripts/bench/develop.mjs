#!/usr/bin/env node
/**
 * `npm run bench:develop`: `gatsby develop` as an editor meets it on a fresh checkout (issue 34). The project's files
 * are copied as a fresh clone has them (no .cache, no public; node_modules linked), `gatsby develop` starts there, and
 * the benchmark times, from the start:
 * - GraphiQL answering: a query over the content (`allMdx`) returns its pages at /___graphql;
 * - the first page: the installation page drawn by the browser (Chromium opens it as soon as its HTML is served and
 *   waits for its h1, which in `gatsby develop` only the browser's bundle draws);
 * - an MDX edit: a sentence appended to that page's source, until the page's data served has it, and until the page
 *   open in the browser shows it (Gatsby's dev server pushes the new data);
 * with the peak RSS of the process tree. Writes bench/DEVELOP.md and prints it (Gatsby's output: bench/out/develop-output.log).
 *   npm run bench:develop
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { createRequire } from 'node:module';
import { treeRss } from './lib/build.mjs';

const require = createRequire(import.meta.url);
require('sucrase/register/ts');
const root = process.cwd();
const { copyWorkingTree } = require(path.join(root, 'scripts/lib/workingTree.ts'));

const PAGE = '/material-ui/getting-started/installation/';
const SOURCE = 'content/material-ui/docs/getting-started/installation.mdx';
const SENTENCE = 'This sentence was added by the develop benchmark.';
const TIMEOUT_MS = 15 * 60_000;
const EDIT_TIMEOUT_MS = 2 * 60_000;
const log = (message) => console.error(`[bench:develop] ${message}`);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 200 ms until it returns true; the seconds from `start`. */
async function until(check, start, what, timeoutMs = TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return (Date.now() - start) / 1000;
    } catch {
      // not up yet
    }
    await delay(200);
  }
  throw new Error(`gatsby develop: ${what} did not happen within ${timeoutMs / 60_000} minutes`);
}

const dir = path.join(os.tmpdir(), 'mui-docs-develop-bench');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
copyWorkingTree(root, dir);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
log(`gatsby develop in ${dir} on ${origin}`);

const start = Date.now();
let output = '';
const child = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', String(port)], {
  cwd: dir,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
let browser;
const stop = () => {
  clearInterval(sampler);
  browser?.close().catch(() => {});
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  const graphiql = await until(
    async () => {
      const response = await fetch(`${origin}/___graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ allMdx { totalCount } }' }),
      });
      return response.ok && ((await response.json()).data?.allMdx?.totalCount ?? 0) > 0;
    },
    start,
    'GraphiQL answering',
  );
  log(`GraphiQL answers after ${graphiql} s`);
  const pageData = `${origin}/page-data${PAGE}page-data.json`;
  await until(async () => (await fetch(`${origin}${PAGE}`)).ok, start, "the first page's HTML");
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  await page.goto(`${origin}${PAGE}`, { timeout: TIMEOUT_MS });
  await page.locator('main h1').first().waitFor({ timeout: TIMEOUT_MS });
  const firstPage = (Date.now() - start) / 1000;
  log(`first page drawn after ${firstPage} s`);
  const file = path.join(dir, SOURCE);
  const editedAt = Date.now();
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8').trimEnd()}\n\n${SENTENCE}\n`);
  // An edit that has not reached the page's data after EDIT_TIMEOUT_MS is reported as such (not a crash of the bench).
  const edit = await until(async () => (await (await fetch(pageData)).text()).includes(SENTENCE), editedAt, 'the edit in the page data', EDIT_TIMEOUT_MS).catch(
    () => null,
  );
  log(edit === null ? `edit not in the page data after ${EDIT_TIMEOUT_MS / 1000} s` : `edit in the page data after ${edit} s`);
  const shown = await page
    .getByText(SENTENCE)
    .waitFor({ timeout: EDIT_TIMEOUT_MS })
    .then(() => (Date.now() - editedAt) / 1000)
    .catch(() => null);
  log(shown === null ? `edit not shown after ${EDIT_TIMEOUT_MS / 1000} s` : `edit shown after ${shown} s`);
  const report = [
    '# gatsby develop',
    '',
    `On a fresh checkout (no .cache, no public), this machine (${os.cpus().length} cores, Node ${process.version}), measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:develop\`.`,
    '',
    '| | seconds | target (issue 34) |',
    '|---|---|---|',
    `| GraphiQL answering (\`allMdx\`), from the start | ${graphiql.toFixed(1)} | ≤ 60 |`,
    `| first page drawn in the browser (its h1), from the start | ${firstPage.toFixed(1)} | ≤ 75 |`,
    `| an MDX edit in the page's data, from saving | ${edit === null ? `not within ${EDIT_TIMEOUT_MS / 1000}` : edit.toFixed(1)} | ≤ 2 |`,
    `| the same edit shown in the open page, from saving | ${shown === null ? `not within ${EDIT_TIMEOUT_MS / 1000}` : shown.toFixed(1)} | |`,
    '',
    `Peak RSS of the process tree: ${Math.round(peak / 1024 / 1024)} MB.`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'bench', 'DEVELOP.md'), report);
  // Gatsby's own phase timings of this run, for whoever looks for where the time goes.
  fs.mkdirSync(path.join(root, 'bench', 'out'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench', 'out', 'develop-output.log'), output);
  console.log(report);
} catch (error) {
  console.error(output.slice(-6000));
  throw error;
} finally {
  stop();
}
