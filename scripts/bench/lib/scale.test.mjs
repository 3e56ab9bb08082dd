// The scale benchmark's pure parts and the generator's restore: `node --test scripts/bench/`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parsePhases, phaseAt } from './build.mjs';
import { outputKind } from './output.mjs';
import { checkTargets, msPerAddedPage, phaseTotals } from './scaleReport.mjs';
import { addSyntheticProduct } from './synthetic.mjs';
import { buildComponentDoc, pageName } from './syntheticDoc.mjs';

test('parsePhases reads success lines, joins the ones Gatsby wraps and ignores the rest', () => {
  const clear = '\u001b[2K\u001b[1A\u001b[2K\u001b[G';
  const output = [
    'success compile gatsby files - 24.948s',
    '',
    `${clear}success load plugins - 0.845s`,
    '',
    `${clear}warn gatsby-plugin-react-helmet: Gatsby now has built-in support for modifying`,
    'the document head. Learn more at https://gatsby.dev/gatsby-head - 1s',
    `${clear}info bootstrap finished - 43.460s`,
    `${clear}success run queries in workers - 18.610s - 723/723 38.85/s`,
    `${clear}success Writing page-data.json and slice-data.json files to public directory -`,
    '2.568s - 723/723 281.49/s',
    '',
    `${clear}success Checking for changed pages - 0.000s`,
    `${clear}success Checking for changed pages - 0.100s`,
  ].join('\n');
  const phases = parsePhases(output);
  assert.deepEqual(phases, [
    { name: 'compile gatsby files', seconds: 24.948 },
    { name: 'load plugins', seconds: 0.845 },
    { name: 'run queries in workers', seconds: 18.61, detail: '723/723 38.85/s' },
    { name: 'Writing page-data.json and slice-data.json files to public directory', seconds: 2.568, detail: '723/723 281.49/s' },
    { name: 'Checking for changed pages', seconds: 0 },
    { name: 'Checking for changed pages', seconds: 0.1 },
  ]);
  assert.equal(phaseTotals(phases).get('Checking for changed pages'), 0.1);
});

test('outputKind sorts public/ files', () => {
  assert.equal(outputKind('page-data/experiments/docs/a/page-data.json'), 'pageData');
  assert.equal(outputKind('slice-data/x.json'), 'pageData');
  assert.equal(outputKind('page-data/app-data.json'), 'pageData');
  assert.equal(outputKind('zh/index.html'), 'html');
  assert.equal(outputKind('app-123.js'), 'js');
  assert.equal(outputKind('app-123.js.map'), 'maps');
  assert.equal(outputKind('styles.css'), 'css');
  assert.equal(outputKind('sitemap.xml'), 'other');
  assert.equal(outputKind('manifest.json'), 'other');
});

const result = (n, pages, seconds, extra = {}) => ({
  n,
  pages,
  build: { seconds, peakRssMB: 2000, phases: [] },
  output: { total: pages * 100 * 1024 },
  typical: { files: { dataRaw: 90 * 1024, htmlRaw: 140 * 1024 }, lighthouse: null },
  ...extra,
});

test('msPerAddedPage divides the added build time by the added built pages, smallest to largest N', () => {
  assert.equal(msPerAddedPage([result(1000, 2223, 190), result(250, 723, 130)]), 40);
  assert.equal(msPerAddedPage([result(250, 723, 130)]), null);
});

test('checkTargets judges the largest N and leaves what was not measured open', () => {
  // 100 KB per page, 217 MB, page data 90 KB, HTML 140 KB, 190 s, 2000 MB, 60 ms per added page, no Lighthouse
  const passes = checkTargets([result(250, 723, 100), result(1000, 2223, 190)]).map(([, , pass]) => pass);
  assert.deepEqual(passes, [true, true, true, false, false, true, false, null, null, null]);
});

test('buildComponentDoc is deterministic, component-doc-like and links only to pages that exist', () => {
  const pathOf = (j) => `/experiments/docs/bench-product/${pageName(j).slug}/`;
  const mdx = buildComponentDoc(7, 40, pathOf);
  assert.equal(mdx, buildComponentDoc(7, 40, pathOf));
  assert.notEqual(mdx, buildComponentDoc(8, 40, pathOf));
  const headings = mdx.match(/^#{2,3} .+$/gm);
  assert.ok(headings.length >= 10 && headings.length <= 15, `${headings.length} headings`);
  assert.match(headings[0], /^## /); // no ### before a ##
  assert.match(mdx, /^---\ntitle: React .+\ndescription: .+\n---\n/);
  assert.match(mdx, /^```tsx title=".+\.tsx"$/m);
  assert.match(mdx, /^```(bash|css|jsx)/m);
  assert.match(mdx, /^\| Name \| Type \| Default \| Description \|$/m);
  assert.deepEqual([...new Set(mdx.match(/^:::\w+/gm))].sort(), [':::info', ':::warning']);
  const pages = new Set(Array.from({ length: 40 }, (_, j) => pathOf(j)));
  for (const [, url] of mdx.matchAll(/\]\((\/[^)]*)\)/g)) assert.ok(pages.has(url), url);
  assert.doesNotMatch(mdx.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''), /[{}<]/); // MDX: no JSX or expressions in prose
});

test('addSyntheticProduct writes N pages in ~50 groups of one sidebar and restore() puts the content back', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  try {
    const product = path.join(root, 'content', 'docs-infra');
    fs.mkdirSync(path.join(product, 'docs'), { recursive: true });
    const sidebar = '[\n  { "pathname": "/experiments/docs/a" }\n]\n';
    fs.writeFileSync(path.join(product, 'sidebar.json'), sidebar);
    const { pages, groups, restore } = addSyntheticProduct(root, 120, { demosPerPage: 1 });
    assert.equal(pages.length, 120);
    assert.equal(groups, 50);
    const entries = JSON.parse(fs.readFileSync(path.join(product, 'sidebar.json'), 'utf8'));
    assert.equal(entries.length, 51);
    assert.equal(
      entries.slice(1).reduce((n, g) => n + g.children.length, 0),
      120,
    );
    assert.ok(fs.existsSync(pages[60].file));
    assert.ok(fs.existsSync(path.join(product, 'docs', 'bench-product', 'demos', pageName(60).slug, 'SyntheticDemo1.tsx')));
    assert.throws(() => addSyntheticProduct(root, 1), /exists/);
    restore();
    restore(); // twice is harmless
    assert.equal(fs.readFileSync(path.join(product, 'sidebar.json'), 'utf8'), sidebar);
    assert.deepEqual(fs.readdirSync(path.join(product, 'docs')), []);
    assert.equal(process.listenerCount('SIGINT'), 0);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('phaseAt names the phase that was running at a point of the output: the next one to finish', () => {
  const output = 'success load plugins - 0.3s\nsuccess source and transform nodes - 17.9s\nsuccess createPages - 4.8s\n';
  assert.equal(phaseAt(output, 0), 'load plugins');
  assert.equal(phaseAt(output, output.indexOf('success source')), 'source and transform nodes');
  // Part of a line printed: still that line's phase.
  assert.equal(phaseAt(output, output.indexOf('createPages') + 3), 'createPages');
  assert.equal(phaseAt(output, output.length), null);
});
