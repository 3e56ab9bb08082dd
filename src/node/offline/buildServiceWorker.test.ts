/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildServiceWorker } from './buildServiceWorker';
import { BROWSER_FILES_LIST } from './browserFiles';

jest.setTimeout(120_000);

// A page as Gatsby 5 writes it, shortened (offlinePage.test.ts has the same shape).
const page = (language: string) =>
  `<!DOCTYPE html><html lang="${language}"><head><link rel="stylesheet" href="/styles.css"/></head><body>` +
  `<div id="___gatsby"><h1>Offline</h1></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/offline/";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->\n<script src="/app-0123456789abcdef0123.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

let root: string;
let publicDir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const worker = () => fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8');

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-sw-'));
  publicDir = path.join(root, 'public');
  // The worker is made by the project's code with the installed workbox: both are part of what it is made of.
  fs.symlinkSync(path.join(process.cwd(), 'src'), path.join(root, 'src'), 'dir');
  fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'), 'dir');
  write('public/offline/index.html', page('en'));
  write('public/zh/offline/index.html', page('zh'));
  write('public/styles.css', 'body { color: black }');
  write('public/app-0123456789abcdef0123.js', 'console.log("app")');
  write(BROWSER_FILES_LIST, JSON.stringify(['app-0123456789abcdef0123.js', 'styles.css', 'demos/demo-1.js']));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('the worker precaches the offline pages, the app and its style sheet, not the demos', async () => {
  const report = await buildServiceWorker(publicDir);
  expect(report.reused).toBe(false);
  expect(report.precache.files.map((file) => file.url)).toEqual(['/app-0123456789abcdef0123.js', '/offline.html', '/styles.css', '/zh/offline.html']);
  expect(worker()).toMatch(/\{url:"styles\.css",revision:"[0-9a-f]{32}"\}/);
  expect(worker()).not.toContain('demo-1');
});

test('the next build keeps the worker when nothing it is made of changed, with the same report', async () => {
  const before = worker();
  const first = JSON.parse(fs.readFileSync(path.join(root, '.cache', 'docs-offline', 'report.json'), 'utf8'));
  const report = await buildServiceWorker(publicDir);
  expect(report.reused).toBe(true);
  expect(report.precache).toEqual(first.precache);
  expect(worker()).toBe(before);
});

test('a precached file that changed gets the worker written again, with its new revision', async () => {
  const revision = () => worker().match(/\{url:"styles\.css",revision:"([0-9a-f]{32})"\}/)?.[1];
  const before = revision();
  write('public/styles.css', 'body { color: navy }');
  const report = await buildServiceWorker(publicDir);
  expect(report.reused).toBe(false);
  expect(revision()).toBeDefined();
  expect(revision()).not.toBe(before);
});

test('a worker in public/ other than the one written (public/ put back from another build) is written again', async () => {
  const written = worker();
  fs.writeFileSync(path.join(publicDir, 'sw.js'), '// the worker of another build');
  const report = await buildServiceWorker(publicDir);
  expect(report.reused).toBe(false);
  expect(worker()).toBe(written);
});

test('a worker removed from public/ is written again', async () => {
  fs.rmSync(path.join(publicDir, 'sw.js'));
  const report = await buildServiceWorker(publicDir);
  expect(report.reused).toBe(false);
  expect(fs.existsSync(path.join(publicDir, 'sw.js'))).toBe(true);
});
