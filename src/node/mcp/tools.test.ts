/**
 * @jest-environment node
 */
import { buildIndexes, loadNames, loadText } from '../../domain/search/engine';
import type { ApiItem, ApiProp } from '../../domain/reference/types';
import type { SearchRecord } from '../../domain/search/types';
import type { DocsSite, ProductInfo } from './site';
import { getComponentApi, getPage, listProducts, MAX_TEXT, searchDocs } from './tools';

const SITE = 'https://docs.example';
const products: ProductInfo[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    description: 'Material Design.',
    basePath: '/material-ui',
    landing: '/material-ui/getting-started',
    package: { name: '@mui/material', version: '6.1.2' },
  },
  { id: 'joy-ui', name: 'Joy UI', description: 'Joy.', basePath: '/joy-ui', landing: '/joy-ui/getting-started', package: { name: '@mui/joy', version: '5.0.0-beta.46' } },
];
const prop = (name: string, more: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type: 'string',
  union: null,
  default: null,
  description: 'A prop.',
  required: false,
  deprecated: null,
  ...more,
});
const item = (name: string, productId: string, props: ApiProp[]): ApiItem => ({
  name,
  kind: 'component',
  packageName: productId === 'joy-ui' ? '@mui/joy' : '@mui/material',
  productId,
  pathname: `/${productId}/api/${name.toLowerCase()}`,
  imports: [`import ${name} from '${productId === 'joy-ui' ? '@mui/joy' : '@mui/material'}/${name}';`],
  description: '',
  props,
  returns: [],
  inherits: null,
  classes: [{ key: 'root', className: `Mui${name}-root`, description: 'Root.', deprecated: null }],
  slots: [],
  themeName: `Mui${name}`,
  deprecated: null,
  declaration: null,
  memberGroups: [],
  elsewhere: null,
});
const variant = prop('variant', {
  type: "'text' | 'outlined' | 'contained'",
  union: ["'text'", "'outlined'", "'contained'"],
  default: "'text'",
  description: 'The variant to use.',
});
const reference = [
  { item: item('Button', 'joy-ui', [prop('variant', { default: "'solid'" })]), version: '5.0.0-beta.46' },
  { item: item('Button', 'material-ui', [variant]), version: '6.1.2' },
  { item: item('ButtonGroup', 'material-ui', []), version: '6.1.2' },
  {
    item: item(
      'DataGrid',
      'material-ui',
      Array.from({ length: 400 }, (_, i) => prop(`prop${i}`, { description: `First sentence of ${i}. ${'More words. '.repeat(20)}` })),
    ),
    version: '6.1.2',
  },
];
const records: SearchRecord[] = [
  {
    id: 0,
    url: '/material-ui/react-button/',
    page: 'Button',
    section: '',
    product: 'material-ui',
    kind: 'page',
    names: 'Button',
    description: 'Buttons let users act.',
    text: '',
  },
  { id: 1, url: '/joy-ui/react-button/', page: 'Button', section: '', product: 'joy-ui', kind: 'page', names: 'Button', description: 'The Joy button.', text: '' },
  {
    id: 2,
    url: '/material-ui/react-button/#sizes',
    page: 'Button',
    section: 'Sizes',
    product: 'material-ui',
    kind: 'section',
    names: '',
    description: '',
    text: 'Small, medium and large buttons.',
  },
];
const built = buildIndexes(records);
const indexes = { names: loadNames(JSON.stringify({ pages: built.names.pages, index: built.names.index })), text: loadText(JSON.stringify(built.text)) };
const twins: Record<string, string> = { 'en:/material-ui/react-button': '# Button\n\nButtons.\n', 'en:/material-ui/long': `# Long\n\n${'x'.repeat(MAX_TEXT + 100)}` };
const site: DocsSite = {
  siteUrl: SITE,
  products: () => products,
  searchIndexes: () => indexes,
  twin: ({ pathname, language }) => twins[`${language}:${pathname}`] ?? null,
  reference: () => reference,
};

test('search_docs: the site ranking, pages with their URL and twin; a product keeps only its pages', () => {
  const all = JSON.parse(searchDocs(site, { query: 'button' }).text);
  expect(all.results.map((r: { url: string }) => r.url)).toEqual(expect.arrayContaining([`${SITE}/material-ui/react-button/`, `${SITE}/joy-ui/react-button/`]));
  const joy = JSON.parse(searchDocs(site, { query: 'button', product: 'Joy UI' }).text);
  expect(joy.results).toEqual([
    expect.objectContaining({ title: 'Button', product: 'Joy UI', url: `${SITE}/joy-ui/react-button/`, markdown: `${SITE}/joy-ui/react-button.md` }),
  ]);
  const zh = JSON.parse(searchDocs(site, { query: 'sizes', language: 'zh' }).text);
  expect(zh.results[0].url).toBe(`${SITE}/zh/material-ui/react-button/`);
  expect(zh.results[0].sections[0]).toEqual({ title: 'Sizes', url: `${SITE}/zh/material-ui/react-button/#sizes` });
});

test('an unknown product is an error that lists the products', () => {
  expect(searchDocs(site, { query: 'button', product: 'bootstrap' })).toEqual({
    isError: true,
    text: 'Unknown product "bootstrap". Products: material-ui (Material UI), joy-ui (Joy UI).',
  });
});

test('get_page: the twin, from any form of the page URL; an unknown page is an error with suggestions', () => {
  for (const url of [`${SITE}/material-ui/react-button/`, '/material-ui/react-button', 'material-ui/react-button.md'])
    expect(getPage(site, { url }).text).toBe('# Button\n\nButtons.\n');
  const missing = getPage(site, { url: '/material-ui/react-buton/' });
  expect(missing.isError).toBe(true);
  expect(missing.text).toMatch(/^No page at \/material-ui\/react-buton\/\. Did you mean: https:\/\/docs\.example\/material-ui\/react-button\//);
  expect(getPage(site, { url: 'https://elsewhere.example/x/' }).isError).toBe(true);
});

test('get_page: a long page in bounded parts, each saying where the next starts', () => {
  const first = getPage(site, { url: '/material-ui/long' }).text;
  expect(first.length).toBeLessThan(MAX_TEXT + 200);
  const next = /offset (\d+)/.exec(first)![1];
  // The page is "# Long\n\n" then MAX_TEXT + 100 letters: the second part is the last 108.
  expect(getPage(site, { url: '/material-ui/long', offset: Number(next) }).text).toBe('x'.repeat(108));
});

test("get_component_api: props with their types and defaults, classes, the package's installed version; the first product by default", () => {
  const answer = JSON.parse(getComponentApi(site, { name: 'Button' }).text);
  expect(answer).toMatchObject({ name: 'Button', product: 'Material UI', package: '@mui/material', version: '6.1.2', themeKey: 'MuiButton' });
  expect(answer.props).toEqual([
    {
      name: 'variant',
      type: "'text' | 'outlined' | 'contained'",
      union: ["'text'", "'outlined'", "'contained'"],
      default: "'text'",
      required: false,
      description: 'The variant to use.',
    },
  ]);
  expect(answer.classes).toEqual([{ key: 'root', className: 'MuiButton-root', description: 'Root.' }]);
  expect(answer.alsoIn).toEqual([{ product: 'joy-ui', package: '@mui/joy', name: 'Button' }]);
  expect(JSON.parse(getComponentApi(site, { name: 'button', product: 'joy-ui' }).text)).toMatchObject({ package: '@mui/joy', version: '5.0.0-beta.46' });
});

test('get_component_api: an unknown name is a clear error with the nearest names', () => {
  expect(getComponentApi(site, { name: 'Buton' })).toEqual({
    isError: true,
    text: 'Unknown component or hook "Buton". Did you mean: Button? Use search_docs to find it.',
  });
  expect(getComponentApi(site, { name: 'DataGrid', product: 'joy-ui' }).text).toMatch(/^Unknown component or hook "DataGrid" in Joy UI\./);
});

test('get_component_api: a component with hundreds of props stays within bounds, descriptions shortened', () => {
  const answer = getComponentApi(site, { name: 'DataGrid' });
  expect(answer.text.length).toBeLessThanOrEqual(MAX_TEXT);
  expect(JSON.parse(answer.text).props[3].description).toBe('First sentence of 3.');
});

test('list_products: ids, URLs, llms.txt and the documented package version', () => {
  expect(JSON.parse(listProducts(site).text)[0]).toEqual({
    id: 'material-ui',
    name: 'Material UI',
    description: 'Material Design.',
    url: `${SITE}/material-ui/getting-started/`,
    llms: `${SITE}/material-ui/llms.txt`,
    package: { name: '@mui/material', version: '6.1.2' },
  });
});
