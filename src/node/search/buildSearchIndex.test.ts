/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { PageData } from '../pageData';
import { LANGUAGES } from '../../domain/languages';
import { OFFLINE_CACHES } from '../../domain/offline/policy';
import type { SearchManifest } from '../../domain/search/types';
import { CONTENT_DIR } from '../content/products';
import { buildSearchIndex, collectRecords } from './buildSearchIndex';

function writePage(publicDir: string, pathname: string, heading: string, language: 'en' | 'zh' = 'en') {
  const data: PageData = {
    path: language === 'en' ? `${pathname}/` : `/${language}${pathname}/`,
    result: {
      data: { mdx: { frontmatter: { title: 'Page', description: 'A page.' }, doc: { body: [{ html: `<h2 id="h">${heading}</h2><p>Text.</p>` }], toc: [], demos: {} } } },
      pageContext: { language, pathname, productId: 'material-ui' },
    },
  };
  const file = path.join(publicDir, 'page-data', data.path, 'page-data.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
}

test('records kept between builds are the records derived afresh; an edited page gets new ones', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
  const publicDir = path.join(root, 'public');
  const cacheFile = path.join(root, 'cache', 'records.json');
  writePage(publicDir, '/material-ui/react-a', 'Alpha heading');
  writePage(publicDir, '/material-ui/react-b', 'Beta heading');

  const fresh = await collectRecords(publicDir);
  const cold = await collectRecords(publicDir, cacheFile);
  expect(cold).toEqual(fresh);
  expect(fs.existsSync(cacheFile)).toBe(true);
  expect(await collectRecords(publicDir, cacheFile)).toEqual(fresh);

  writePage(publicDir, '/material-ui/react-a', 'Gamma heading');
  const sections = (records: Awaited<ReturnType<typeof collectRecords>>) =>
    records
      .get('en')!
      .map((r) => r.section)
      .filter(Boolean);
  expect(sections(await collectRecords(publicDir, cacheFile))).toEqual(['Gamma heading', 'Beta heading']);
});

test("the index is written as the manifest lists it, and files no manifest lists are removed (an earlier layout's)", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
  const publicDir = path.join(root, 'public');
  writePage(publicDir, '/material-ui/react-a', 'Alpha heading');
  fs.mkdirSync(path.join(publicDir, 'search'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'search', 'en-names.0123456789abcdef.json'), '{}');

  const [report] = await buildSearchIndex(publicDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'search', 'en.json'), 'utf8')) as SearchManifest;
  expect(Object.keys(manifest.names.shards)).toEqual(['material-ui']);
  expect(manifest.names.shards['material-ui']).toBe(`/search/${report.names[0].file}`);
  expect(fs.readdirSync(path.join(publicDir, 'search')).sort()).toEqual(['en.json', report.names[0].file, report.text.file].sort());
});

test('a warm build keeps the index of a language whose records did not change, and builds again the one an edit touched', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
  const publicDir = path.join(root, 'public');
  const cache = (name: string) => path.join(root, 'cache', name);
  const build = () => buildSearchIndex(publicDir, cache('records.json'), cache('indexes.json'));
  const manifestOf = (language: string) => fs.readFileSync(path.join(publicDir, 'search', `${language}.json`), 'utf8');
  writePage(publicDir, '/material-ui/react-a', 'Alpha heading');
  writePage(publicDir, '/material-ui/react-a', 'Alpha heading (zh)', 'zh');

  const cold = await build();
  expect(cold.map((r) => [r.language, Boolean(r.unchanged)])).toEqual([
    ['en', false],
    ['zh', false],
  ]);
  const coldManifest = manifestOf('en');
  const again = await build();
  expect(again.map((r) => Boolean(r.unchanged))).toEqual([true, true]);
  expect(manifestOf('en')).toBe(coldManifest);

  writePage(publicDir, '/material-ui/react-a', 'Gamma heading');
  const edited = await build();
  expect(edited.map((r) => [r.language, Boolean(r.unchanged)])).toEqual([
    ['en', false],
    ['zh', true],
  ]);
  const fresh = await buildSearchIndex(publicDir);
  expect(edited[0].names).toEqual(fresh[0].names);
  expect(manifestOf('en')).not.toBe(coldManifest);

  // A file of the kept index gone from public/ (a deploy folder cleaned by hand): that language is built again.
  fs.rmSync(path.join(publicDir, 'search', edited[1].text.file));
  const repaired = await build();
  expect(repaired.map((r) => Boolean(r.unchanged))).toEqual([true, false]);
  expect(fs.existsSync(path.join(publicDir, 'search', repaired[1].text.file))).toBe(true);
});

test("the service worker's search cache holds two deploys of both languages' index: a shard per product and the text tier", () => {
  const products = fs.readdirSync(CONTENT_DIR).filter((folder) => fs.existsSync(path.join(CONTENT_DIR, folder, 'product.json')));
  expect(products.length).toBeGreaterThan(5);
  expect((products.length + 1) * LANGUAGES.length * 2).toBeLessThanOrEqual(OFFLINE_CACHES.search.maxEntries);
});
