import { buildIndexes, loadNames, loadNamesShards, search, splitNamesTier, type SearchIndexes } from './engine';
import { decodePostings, encodePostings } from './shards';
import { recordMaker } from './recordFixture';
import type { SearchRecord } from './types';

const rec = recordMaker();

// Products interleaved (as the build's URL order interleaves them), a prop whose name repeats in a record, a page weight.
const records: SearchRecord[] = [
  rec({ url: '/base-ui/react-button/', page: 'Button', kind: 'page', product: 'base-ui', names: 'UnstyledButton useButton' }),
  rec({ url: '/material-ui/react-button/', page: 'Button', kind: 'page', product: 'material-ui', names: 'BasicButtons ButtonUsage' }),
  rec({ url: '/material-ui/react-button/#sizes', page: 'Button', kind: 'section', product: 'material-ui', section: 'Sizes', names: 'size size' }),
  rec({ url: '/joy-ui/react-button/', page: 'Button', kind: 'page', product: 'joy-ui', names: 'ButtonVariants' }),
  rec({ url: '/material-ui/api/button/', page: 'Button API', kind: 'api', product: 'material-ui', names: 'Button @mui/material', weight: 1.4 }),
  rec({ url: '/material-ui/api/button/#props-disabled', page: 'Button API', kind: 'prop', product: 'material-ui', section: 'disabled', names: 'disabled' }),
  rec({ url: '/joy-ui/api/button/#props-disabled', page: 'Button API', kind: 'prop', product: 'joy-ui', section: 'disabled', names: 'disabled' }),
  rec({ url: '/x/react-date-pickers/date-picker/', page: 'Date Picker', kind: 'page', product: 'x-date-pickers', names: 'BasicDatePicker' }),
  rec({ url: '/material-ui/customization/dark-mode/', page: 'Dark mode', kind: 'page', product: 'material-ui' }),
];

const built = buildIndexes(records);
const whole: SearchIndexes = { names: loadNames(JSON.stringify({ pages: built.names.pages, index: built.names.index })) };
// As the dialog gets them: every shard through JSON.
const { stats, shards } = JSON.parse(JSON.stringify(splitNamesTier(built.names))) as ReturnType<typeof splitNamesTier>;
const shard = (product: string) => shards.find((s) => s.product === product)!;

test('postings survive their encoding: ascending differences, frequencies above one, a record numbered 0', () => {
  const postings = { 0: 2, 3: 1, 4: 1, 17: 5 };
  const encoded = encodePostings(postings);
  expect(encoded).toEqual([-1, 2, 3, 1, -13, 5]);
  expect(decodePostings(JSON.parse(JSON.stringify(encoded)) as number[])).toEqual(postings);
});

test('one shard per product, each holding only its records and pages', () => {
  expect(shards.map((s) => s.product).sort()).toEqual(['base-ui', 'joy-ui', 'material-ui', 'x-date-pickers']);
  expect(shards.reduce((sum, s) => sum + s.k.length, 0)).toBe(records.length);
  expect(shard('joy-ui').pages.map(([, url]) => url)).toEqual(['/joy-ui/react-button/', '/joy-ui/api/button/']);
});

test('every shard together is the index the build made: the same records, stored fields, lengths and postings', () => {
  const all = loadNamesShards(stats, shards);
  const plain = (names: SearchIndexes['names']) => {
    const json = JSON.parse(JSON.stringify(names.index)) as { index: Array<[string, unknown]> };
    return { ...json, index: Object.fromEntries(json.index) };
  };
  expect(plain(all)).toEqual(plain(whole.names));
  expect(all.pages).toEqual(built.names.pages);
});

test('every shard together ranks exactly as the whole index, scores included', () => {
  const all: SearchIndexes = { names: loadNamesShards(stats, [...shards].reverse()) };
  for (const [query, product] of [
    ['Button', 'material-ui'],
    ['Button', 'joy-ui'],
    ['disabled', 'joy-ui'],
    ['size', null],
    ['datepicker', 'x-date-pickers'],
    ['butto', 'base-ui'],
  ] as const) {
    expect(search(all, query, product)).toEqual(search(whole, query, product));
  }
});

test("the reader's product alone: its pages only, with their stored fields; then the rest joins", () => {
  const own: SearchIndexes = { names: loadNamesShards(stats, [shard('material-ui')]) };
  const results = search(own, 'Button', 'material-ui');
  expect(results.map((r) => r.url)).toEqual(['/material-ui/react-button/', '/material-ui/api/button/']);
  expect(search(own, 'disabled', 'material-ui')[0].hits[0].record).toMatchObject({
    url: '/material-ui/api/button/#props-disabled',
    section: 'disabled',
    kind: 'prop',
    weight: 1.4,
  });
  expect(own.names.pages.filter(Boolean)).toHaveLength(3);
  expect(search(own, 'datepicker', 'material-ui')).toEqual([]);
});
