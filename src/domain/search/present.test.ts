import fs from 'fs';
import path from 'path';
import { getPopularPages, getProductLabel, getRecentLabel, getResultHref, getResultTitle, parseSearchManifest, POPULAR_PAGES } from './present';

describe('getResultHref: a result links in the reader language, anchor kept', () => {
  test.each([
    ['/material-ui/react-button/', 'en', '/material-ui/react-button/'],
    ['/material-ui/react-button/', 'zh', '/zh/material-ui/react-button/'],
    ['/material-ui/react-button/#basic-button', 'en', '/material-ui/react-button/#basic-button'],
    ['/material-ui/react-button/#basic-button', 'zh', '/zh/material-ui/react-button/#basic-button'],
    ['/material-ui/api/button/#props-disable-elevation', 'zh', '/zh/material-ui/api/button/#props-disable-elevation'],
    ['/x/react-data-grid/#中文', 'zh', '/zh/x/react-data-grid/#中文'],
    ['/', 'zh', '/zh/'],
    ['/material-ui/react-button', 'zh', '/zh/material-ui/react-button/'],
  ] as const)('%s on a %s page → %s', (url, language, href) => {
    expect(getResultHref(url, language)).toBe(href);
  });
});

describe('getProductLabel: the chip of a result', () => {
  const names = [
    { productId: 'material-ui', name: 'Material UI' },
    { productId: 'joy-ui', name: 'Joy UI' },
    { productId: 'system', name: 'MUI System' },
    { productId: 'x-data-grid', name: 'Data Grid' },
  ];
  test.each([
    ['material-ui', 'Material UI'],
    ['joy-ui', 'Joy UI'],
    ['system', 'MUI System'],
    ['x-data-grid', 'MUI X'],
    ['x-date-pickers', 'MUI X'],
    ['x-tree-view', 'MUI X'],
    ['toolpad-core', 'Toolpad'],
    ['docs', 'Docs'],
    ['docs-infra', 'Docs'],
    ['base-ui', 'base-ui'],
  ])('%s → %s', (id, label) => {
    expect(getProductLabel(id, names)).toBe(label);
  });
});

test('result titles: the section, or the page itself', () => {
  expect(getResultTitle({ page: 'Button', section: '' })).toBe('Button');
  expect(getResultTitle({ page: 'Button', section: 'Basic button' })).toBe('Basic button');
  expect(getRecentLabel({ page: 'Button', section: '' })).toBe('Button');
  expect(getRecentLabel({ page: 'Button API', section: 'disableElevation' })).toBe('Button API › disableElevation');
});

describe('the popular destinations exist, under these titles', () => {
  const root = path.resolve(__dirname, '..', '..', '..', 'content');
  const products = fs
    .readdirSync(root)
    .filter((folder) => fs.existsSync(path.join(root, folder, 'product.json')))
    .map((folder) => ({
      folder,
      ...(JSON.parse(fs.readFileSync(path.join(root, folder, 'product.json'), 'utf8')) as { basePath: string; api?: { path: string; package: string } }),
    }));

  test('between six and eight, no duplicates, canonical URLs with a trailing slash', () => {
    expect(POPULAR_PAGES.length).toBeGreaterThanOrEqual(6);
    expect(POPULAR_PAGES.length).toBeLessThanOrEqual(8);
    expect(new Set(POPULAR_PAGES.map((p) => p.url)).size).toBe(POPULAR_PAGES.length);
    for (const { url } of POPULAR_PAGES) expect(url).toMatch(/^\/[a-z0-9/-]+\/$/);
  });

  test.each(POPULAR_PAGES.filter((p) => !p.url.includes('/api/')))('$url is an MDX page titled $page', ({ url, page }) => {
    const pathname = url.replace(/\/$/, '');
    const product = products.filter((p) => pathname === p.basePath || pathname.startsWith(`${p.basePath}/`)).sort((a, b) => b.basePath.length - a.basePath.length)[0];
    expect(product).toBeDefined();
    const rest = pathname.slice(product.basePath.length).replace(/^\//, '');
    const docs = path.join(root, product.folder, 'docs');
    const file = [path.join(docs, `${rest}.mdx`), path.join(docs, rest, 'index.mdx')].find((f) => fs.existsSync(f));
    expect(file).toBeDefined();
    const title = /^title:\s*['"]?(.*?)['"]?\s*$/m.exec(fs.readFileSync(file!, 'utf8'))?.[1];
    expect(title).toBe(page);
  });

  test.each(POPULAR_PAGES.filter((p) => p.url.includes('/api/')))('$url is an API page of a product that generates its reference', ({ url, page }) => {
    const product = products.find((p) => p.api && url.startsWith(`${p.api.path}/`));
    expect(product).toBeDefined();
    expect(page).toMatch(/ API$/);
  });
});

test("popular pages take their titles from the loaded index (a translation's own), English until then", () => {
  expect(getPopularPages(undefined)).toEqual(POPULAR_PAGES);
  const zh = getPopularPages([
    { url: '/material-ui/customization/dark-mode/', page: '暗色模式', product: 'material-ui' },
    { url: '/material-ui/react-button/', page: 'Button', product: 'material-ui' },
    { url: '/material-ui/customization/dark-mode/#toggling', page: 'not a page', product: 'material-ui' },
  ]);
  expect(zh.find((p) => p.url === '/material-ui/customization/dark-mode/')?.page).toBe('暗色模式');
  expect(zh.find((p) => p.url === '/x/react-data-grid/')?.page).toBe('Data Grid');
  expect(zh.map((p) => p.url)).toEqual(POPULAR_PAGES.map((p) => p.url));
});

describe('parseSearchManifest', () => {
  const stats = { documentCount: 10, nextId: 10, averageFieldLength: [3.4, 2.5, 5.6], fieldIds: { page: 0, section: 1, names: 2 } };
  const names = { stats, shards: { 'material-ui': '/search/en-names-material-ui.abc.json', 'joy-ui': '/search/en-names-joy-ui.abd.json' } };
  const good = { language: 'en', names, text: '/search/en-text.def.json', records: 10 };
  test.each<[string, unknown, unknown]>([
    ['a manifest', good, good],
    ['extra fields dropped', { ...good, extra: 1 }, good],
    ['null', null, null],
    ['a string', 'x', null],
    ['missing text', { ...good, text: undefined }, null],
    ['an earlier build’s names tier, one file', { ...good, names: '/search/en-names.abc.json' }, null],
    ['no shard', { ...good, names: { stats, shards: {} } }, null],
    ['statistics missing', { ...good, names: { shards: names.shards } }, null],
    ['a record count that is not one', { ...good, names: { ...names, stats: { ...stats, documentCount: -1 } } }, null],
    ['an absolute URL elsewhere', { ...good, names: { ...names, shards: { 'joy-ui': 'https://evil.example/x.json' } } }, null],
    ['a protocol-relative URL', { ...good, text: '//evil.example/x.json' }, null],
    ['records not a number', { ...good, records: '10' }, null],
    [
      'product names kept, malformed ones dropped',
      { ...good, products: [{ productId: 'joy-ui', name: 'Joy UI' }, { productId: 3 }, 'x'] },
      { ...good, products: [{ productId: 'joy-ui', name: 'Joy UI' }] },
    ],
  ])('%s', (_, raw, expected) => {
    expect(parseSearchManifest(raw)).toEqual(expected);
  });
});
