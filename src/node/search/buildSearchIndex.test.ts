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

function writePage(publicDir: string, pathname: string, heading: string) {
  const data: PageData = {
    path: `${pathname}/`,
    result: {
      data: { mdx: { frontmatter: { title: 'Page', description: 'A page.' }, doc: { body: [{ html: `<h2 id="h">${heading}</h2><p>Text.</p>` }], toc: [], demos: {} } } },
      pageContext: { language: 'en', pathname, productId: 'material-ui' },
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

test("the service worker's search cache holds two deploys of both languages' index: a shard per product and the text tier", () => {
  const products = fs.readdirSync(CONTENT_DIR).filter((folder) => fs.existsSync(path.join(CONTENT_DIR, folder, 'product.json')));
  expect(products.length).toBeGreaterThan(5);
  expect((products.length + 1) * LANGUAGES.length * 2).toBeLessThanOrEqual(OFFLINE_CACHES.search.maxEntries);
});
