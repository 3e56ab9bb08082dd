import * as React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { buildIndexes, splitNamesTier } from '../../domain/search/engine';
import type { SearchRecord } from '../../domain/search/types';
import { renderWithRoute } from '../../test/renderWithRoute';
import { SearchDialog } from './SearchDialog';
import { forgetSearchIndexes } from './useSearchIndex';

const record = (id: number, fields: Partial<SearchRecord>): SearchRecord => ({
  id,
  url: '/',
  page: '',
  section: '',
  product: 'material-ui',
  kind: 'page',
  names: '',
  description: '',
  text: '',
  ...fields,
});

const RECORDS = [
  record(0, { url: '/material-ui/react-button/', page: 'Button', names: 'Button', description: 'Buttons allow users to take actions.' }),
  record(1, { url: '/material-ui/react-button/#basic-button', page: 'Button', section: 'Basic button', kind: 'section', text: 'The <Button> comes in three variants.' }),
  record(2, { url: '/material-ui/api/button/', page: 'Button API', names: 'Button', kind: 'api', description: 'API reference of Button.' }),
  record(3, { url: '/x/react-data-grid/', page: 'Data Grid', product: 'x-data-grid', names: 'DataGrid', description: 'A fast grid.' }),
];

/**
 * Serves a language's index as the build writes it (a names shard per product); `fail` makes its requests fail as a
 * dropped network does, `hold` keeps their answers until released.
 */
function serveIndex({ fail = () => false, hold = () => false }: { fail?: (url: string) => boolean; hold?: (url: string) => boolean } = {}) {
  const { names, text } = buildIndexes(RECORDS);
  const { stats, shards } = splitNamesTier(names);
  const shardUrls = Object.fromEntries(shards.map((shard) => [shard.product, `/search/en-names-${shard.product}.1.json`]));
  const manifest = (language: string) => JSON.stringify({ language, names: { stats, shards: shardUrls }, text: '/search/en-text.1.json', records: RECORDS.length });
  const files: Record<string, string> = {
    '/search/en.json': manifest('en'),
    '/search/zh.json': manifest('zh'),
    ...Object.fromEntries(shards.map((shard) => [shardUrls[shard.product], JSON.stringify(shard)])),
    '/search/en-text.1.json': JSON.stringify(text),
  };
  const requests: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (hold(url)) await new Promise<void>((resolve) => held.push(resolve));
    if (fail(url)) throw new TypeError('Failed to fetch');
    const body = files[url];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => body ?? '' } as Response;
  }) as typeof fetch;
  return requests;
}

/** Requests `serveIndex` holds, and their release. */
const held: Array<() => void> = [];
const releaseHeld = () => held.splice(0).forEach((resolve) => resolve());

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn(); // not in jsdom
  (window as { ___navigate?: unknown }).___navigate = jest.fn(); // Gatsby's runtime: the app's dialog navigates on the client
});
afterAll(() => delete (window as { ___navigate?: unknown }).___navigate);

beforeEach(() => {
  forgetSearchIndexes(); // each test serves its own index
  window.localStorage.clear();
  (navigate as jest.Mock).mockClear();
});

function renderDialog({ language = 'en', initialQuery = '', onClose = jest.fn() }: { language?: 'en' | 'zh'; initialQuery?: string; onClose?: jest.Mock } = {}) {
  renderWithRoute(<SearchDialog open initialQuery={initialQuery} onClose={onClose} />, [], { language });
  return { onClose, field: screen.getByRole('combobox') };
}

test('the field is a labelled combobox, focused, holding what opened the dialog with the caret after it', async () => {
  serveIndex();
  const { field } = renderDialog({ initialQuery: 'b' });
  expect(field).toHaveAccessibleName('Search the documentation');
  expect(field).toHaveValue('b');
  expect(field).toHaveFocus();
  expect((field as HTMLInputElement).selectionStart).toBe(1);
  expect(field).toHaveAttribute('aria-autocomplete', 'list');
  expect(screen.getByRole('dialog')).toHaveAccessibleName('Search the documentation');
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
});

test('results grouped by page with their product chip, the words marked, the count announced; keys move and Enter opens', async () => {
  serveIndex();
  const { field, onClose } = renderDialog();
  fireEvent.change(field, { target: { value: 'button' } });
  const listbox = await screen.findByRole('listbox', { name: 'Search results' });
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

  const groups = within(listbox).getAllByRole('group');
  expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
    'ButtonMaterial UI',
    'Button APIMaterial UI',
  ]);
  const options = within(listbox).getAllByRole('option');
  expect(options.map((o) => o.getAttribute('href'))).toEqual(['/material-ui/react-button/', '/material-ui/react-button/#basic-button', '/material-ui/api/button/']);
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(field).toHaveAttribute('aria-controls', listbox.id);
  expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('3 results');
  // The section's text-tier snippet, its markup kept as text, the word marked.
  expect(options[1]).toHaveTextContent('Basic button');
  expect(options[1]).toHaveTextContent('The <Button> comes in three variants.');
  expect([...options[1].querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['button', 'Button']);

  fireEvent.keyDown(field, { key: 'ArrowUp' });
  expect(field).toHaveAttribute('aria-activedescendant', options[2].id);
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(onClose).toHaveBeenCalledWith(false);
  expect(navigate).toHaveBeenCalledWith('/material-ui/react-button/#basic-button');
  expect(JSON.parse(window.localStorage.getItem('docs-search-recent')!)).toEqual([
    { query: 'button', url: '/material-ui/react-button/#basic-button', page: 'Button › Basic button' },
  ]);
});

test('on a zh page, results and the start screen link to /zh/ pages, and the UI is Chinese', async () => {
  serveIndex();
  const { field } = renderDialog({ language: 'zh' });
  expect(field).toHaveAccessibleName('搜索文档');
  const popular = screen.getByRole('region', { name: '热门页面' });
  for (const link of within(popular).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/zh\//);
  fireEvent.change(field, { target: { value: 'DataGrid' } });
  const option = await screen.findByRole('option');
  expect(option).toHaveAttribute('href', '/zh/x/react-data-grid/');
  expect(within(screen.getByRole('listbox')).getByText('MUI X')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 个结果'));
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  fireEvent.click(option);
  expect(navigate).toHaveBeenCalledWith('/zh/x/react-data-grid/');
});

test('a modified click leaves the link to the browser (a new tab), and still remembers it', async () => {
  serveIndex();
  const { field, onClose } = renderDialog({ initialQuery: 'grid' });
  expect(field).toHaveValue('grid');
  const option = await screen.findByRole('option');
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  // Whether the dialog let the click through, read after it handled it (then stopped: jsdom cannot open tabs).
  let prevented: boolean | undefined;
  const record = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(option, { ctrlKey: true });
  window.removeEventListener('click', record);
  expect(prevented).toBe(false);
  expect(navigate).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  expect(window.localStorage.getItem('docs-search-recent')).toContain('/x/react-data-grid/');
});

test('no results: the query and a hint', async () => {
  serveIndex();
  const { field } = renderDialog();
  fireEvent.change(field, { target: { value: 'qzxjvw' } });
  expect(await screen.findByText('No results for “qzxjvw”')).toBeInTheDocument();
  expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('No results');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(field).not.toHaveAttribute('aria-controls');
});

test.each([["qzx$'vw"], ['qzx$&vw'], ['qzx$1$`vw']])('no results: the query %s shows as typed (replacement patterns are text)', async (query) => {
  serveIndex();
  const { field } = renderDialog();
  fireEvent.change(field, { target: { value: query } });
  expect(await screen.findByText(`No results for “${query}”`)).toBeInTheDocument();
});

test('the index failing: a message, no retry loop, and Retry loads it', async () => {
  let down = true;
  const requests = serveIndex({ fail: () => down });
  const { field } = renderDialog({ initialQuery: 'button' });
  expect(await screen.findByText('The search index could not be loaded.', { selector: 'p' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('The search index could not be loaded.');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(requests).toEqual(['/search/en.json']);
  down = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(field).toHaveFocus();
  expect(await screen.findAllByRole('option')).not.toHaveLength(0);
});

test("the reader's product searches first, from its own shard; the other products join when theirs arrive", async () => {
  const requests = serveIndex({ hold: (url) => url === '/search/en-names-x-data-grid.1.json' });
  const { field } = renderDialog({ initialQuery: 'grid' });
  // Material UI's page: its shard alone answers; the Data Grid page is not among the results yet.
  await waitFor(() => expect(requests).toContain('/search/en-names-x-data-grid.1.json'));
  expect(requests.slice(0, 2)).toEqual(['/search/en.json', '/search/en-names-material-ui.1.json']);
  expect(screen.queryByRole('option')).toBeNull();
  fireEvent.change(field, { target: { value: 'button' } });
  expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  releaseHeld();
  fireEvent.change(field, { target: { value: 'grid' } });
  expect(await screen.findByRole('option', { name: /Data Grid/ })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  expect(requests).toContain('/search/en-text.1.json');
});

test("the other products' shards failing: the reader's product keeps searching", async () => {
  serveIndex({ fail: (url) => url === '/search/en-names-x-data-grid.1.json' });
  const { field } = renderDialog({ initialQuery: 'button' });
  expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  fireEvent.change(field, { target: { value: 'grid' } });
  expect(await screen.findByText('No results for “grid”')).toBeInTheDocument();
});

test('a manifest that is not one is a failure too', async () => {
  serveIndex();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '<!doctype html>' }) as Response) as typeof fetch;
  renderDialog({ initialQuery: 'button' });
  expect(await screen.findByText('The search index could not be loaded.', { selector: 'p' })).toBeVisible();
});

test('the start screen: recent searches from storage (bad entries ignored) with Clear, and popular pages', async () => {
  serveIndex();
  window.localStorage.setItem(
    'docs-search-recent',
    JSON.stringify([{ query: 'grid', url: '/x/react-data-grid/', page: 'Data Grid' }, { bad: true }, { query: 'x', url: 'https://evil.example/', page: 'Evil' }]),
  );
  const { field, onClose } = renderDialog();
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  const recent = screen.getByRole('region', { name: 'Recent' });
  const links = within(recent).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Data Gridgrid', '/x/react-data-grid/']]);
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(links[0]).toHaveFocus();
  fireEvent.keyDown(links[0], { key: 'ArrowUp' });
  expect(field).toHaveFocus();
  fireEvent.click(within(recent).getByRole('button', { name: 'Clear' }));
  expect(screen.queryByRole('region', { name: 'Recent' })).toBeNull();
  expect(window.localStorage.getItem('docs-search-recent')).toBe('[]');
  expect(field).toHaveFocus(); // the Clear button is gone: focus is back in the field, not lost

  const popular = within(screen.getByRole('region', { name: 'Popular' })).getAllByRole('link');
  expect(popular[0]).toHaveAttribute('href', '/material-ui/getting-started/installation/');
  fireEvent.click(popular[0]);
  expect(onClose).toHaveBeenCalledWith(false);
  expect(navigate).toHaveBeenCalledWith('/material-ui/getting-started/installation/');
});

test('storage that throws: the dialog works without recent searches', async () => {
  serveIndex();
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  try {
    const { field } = renderDialog({ initialQuery: 'button' });
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith(options[0].getAttribute('href'));
  } finally {
    getItem.mockRestore();
    setItem.mockRestore();
  }
});
