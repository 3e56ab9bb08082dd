import { buildIndexes, loadNames, loadText, search, snippetOf, type SearchIndexes } from './engine';
import { editDistance, nameMatch } from './rank';
import { recordMaker } from './recordFixture';
import type { SearchRecord } from './types';

const rec = recordMaker();

const records: SearchRecord[] = [
  rec({ url: '/material-ui/react-button/', page: 'Button', kind: 'page', product: 'material-ui', names: 'BasicButtons', text: 'Buttons allow users to take actions.' }),
  rec({ url: '/material-ui/react-button/#sizes', page: 'Button', kind: 'section', product: 'material-ui', section: 'Sizes', text: 'Small, medium and large buttons.' }),
  rec({ url: '/joy-ui/react-button/', page: 'Button', kind: 'page', product: 'joy-ui', text: 'Joy buttons.' }),
  rec({ url: '/material-ui/api/button/', page: 'Button API', kind: 'api', product: 'material-ui', names: 'Button @mui/material', weight: 1.4 }),
  rec({
    url: '/material-ui/api/button/#props-disableElevation',
    page: 'Button API',
    kind: 'prop',
    product: 'material-ui',
    section: 'disableElevation',
    names: 'disableElevation',
    description: 'If true, no elevation is used.',
    weight: 1.4,
  }),
  rec({ url: '/material-ui/api/button-group/', page: 'ButtonGroup API', kind: 'api', product: 'material-ui', names: 'ButtonGroup @mui/material' }),
  rec({
    url: '/material-ui/api/button-group/#props-disableElevation',
    page: 'ButtonGroup API',
    kind: 'prop',
    product: 'material-ui',
    section: 'disableElevation',
    names: 'disableElevation',
    description: 'If true, no elevation is used.',
  }),
  rec({ url: '/material-ui/api/use-media-query/', page: 'useMediaQuery API', kind: 'api', product: 'material-ui', names: 'useMediaQuery @mui/material' }),
  rec({ url: '/x/react-date-pickers/date-picker/', page: 'Date Picker', kind: 'page', product: 'x-date-pickers', text: 'The Date Picker lets users select a date.' }),
  rec({ url: '/x/api/date-pickers/date-picker/', page: 'DatePicker API', kind: 'api', product: 'x-date-pickers', names: 'DatePicker @mui/x-date-pickers' }),
  rec({ url: '/material-ui/customization/dark-mode/', page: 'Dark mode', kind: 'page', product: 'material-ui', description: 'How to switch to the dark palette.' }),
  rec({ url: '/material-ui/customization/dark-mode/', page: '暗色模式', kind: 'page', product: 'material-ui', description: '如何切换到暗色调色板。' }),
];

// Serialized and loaded again, as the dialog receives it.
const built = buildIndexes(records);
const indexes: SearchIndexes = {
  names: loadNames(JSON.stringify({ pages: built.names.pages, index: built.names.index })),
  text: loadText(JSON.stringify(built.text)),
};
const urls = (query: string, product: string | null = 'material-ui', from = indexes) => search(from, query, product).map((r) => r.url);

test("a component's name: its page first, then its API page", () => {
  expect(urls('Button').slice(0, 2)).toEqual(['/material-ui/react-button/', '/material-ui/api/button/']);
  expect(urls('DatePicker', 'x-date-pickers').slice(0, 2)).toEqual(['/x/react-date-pickers/date-picker/', '/x/api/date-pickers/date-picker/']);
});

test("on a tie the reader's product comes first: Joy's Button page for a Joy UI reader", () => {
  expect(urls('Button', 'joy-ui')[0]).toBe('/joy-ui/react-button/');
  expect(urls('Button', 'material-ui')[0]).toBe('/material-ui/react-button/');
});

test('a hook by name, by its words and by prefix while typing', () => {
  expect(urls('useMediaQuery')[0]).toBe('/material-ui/api/use-media-query/');
  expect(urls('media query')[0]).toBe('/material-ui/api/use-media-query/');
  expect(urls('useMedi')[0]).toBe('/material-ui/api/use-media-query/');
});

test('typos in names of five letters or more are forgiven; shorter words are not', () => {
  expect(urls('useMediaQeury')[0]).toBe('/material-ui/api/use-media-query/');
  expect(urls('datepicekr', 'x-date-pickers')[0]).toBe('/x/react-date-pickers/date-picker/');
  expect(nameMatch('buton', 'button')).toBe('typo');
  expect(nameMatch('btn', 'button')).toBeNull();
});

test('a prop name finds its row; the component more demos use comes first', () => {
  const [first] = search(indexes, 'disableElevation', 'material-ui');
  expect(first.url).toBe('/material-ui/api/button/');
  expect(first.hits[0].record.url).toBe('/material-ui/api/button/#props-disableElevation');
  expect(first.hits[0].record.section).toBe('disableElevation');
});

test('results are grouped by page with the matching sections; body text is searched once its tier is loaded', () => {
  const [button] = search(indexes, 'large buttons', 'material-ui');
  expect(button.url).toBe('/material-ui/react-button/');
  expect(button.hits.map((h) => h.record.url)).toContain('/material-ui/react-button/#sizes');
  const namesOnly: SearchIndexes = { names: indexes.names, text: null };
  expect(urls('large', 'material-ui', namesOnly)).toEqual([]);
  expect(snippetOf(indexes, button.hits.find((h) => h.record.section === 'Sizes')!.id)).toBe('Small, medium and large buttons.');
});

test('Chinese queries find Chinese text', () => {
  expect(urls('暗色模式')[0]).toBe('/material-ui/customization/dark-mode/');
  expect(urls('调色板')).toContain('/material-ui/customization/dark-mode/');
});

test('an empty query finds nothing; an unknown word nothing', () => {
  expect(urls('  ')).toEqual([]);
  expect(urls('zzzzqqq')).toEqual([]);
});

test('editDistance counts a transposition as one edit and stops early', () => {
  expect(editDistance('autocompelte', 'autocomplete', 2)).toBe(1);
  expect(editDistance('abc', 'abc', 1)).toBe(0);
  expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
});
