import { createTranslate } from '../i18n';
import { zh } from '../i18n/zh';
import { dialogView, type DialogView, type DialogViewInput } from './dialogView';

const t = createTranslate('en');
const LOADING = 'Loading the search index…';

const loading = { status: 'loading' } as const;
const failed = { status: 'error' } as const;
const names = { status: 'ready', complete: false } as const; // the names tier in, the text tier on its way
const ready = { status: 'ready', complete: true } as const;

test.each<[string, DialogViewInput['index'], string, number, DialogView]>([
  [
    'the index failed: the message and Retry, announced',
    failed,
    'button',
    0,
    { body: 'error', title: 'The search index could not be loaded.', retry: 'Retry', status: 'The search index could not be loaded.', progress: null },
  ],
  [
    'the index failed, empty field: still the failure',
    failed,
    '',
    0,
    { body: 'error', title: 'The search index could not be loaded.', retry: 'Retry', status: 'The search index could not be loaded.', progress: null },
  ],
  ['empty field while loading: the start screen, the progress bar, nothing announced', loading, '', 0, { body: 'start', status: '', progress: LOADING }],
  ['empty field, loaded: the start screen', ready, '', 0, { body: 'start', status: '', progress: null }],
  ['a query while loading: loading, announced', loading, 'button', 0, { body: 'loading', message: LOADING, status: LOADING, progress: LOADING }],
  ['nothing in the names tier yet, the text tier coming: still loading', names, 'theming', 0, { body: 'loading', message: LOADING, status: LOADING, progress: LOADING }],
  ['results from the names tier, the text tier coming: results and the progress bar', names, 'button', 3, { body: 'results', status: '3 results', progress: LOADING }],
  ['one result', ready, 'button', 1, { body: 'results', status: '1 result', progress: null }],
  ['results, loaded', ready, 'button', 12, { body: 'results', status: '12 results', progress: null }],
  [
    'no results: the query and a hint',
    ready,
    'qzxv',
    0,
    { body: 'noResults', title: 'No results for “qzxv”', hint: 'Check the spelling, or try fewer or more general words.', status: 'No results', progress: null },
  ],
  [
    'no results for a query with replacement patterns: shown as typed',
    ready,
    "a$'b$&c$1",
    0,
    { body: 'noResults', title: "No results for “a$'b$&c$1”", hint: 'Check the spelling, or try fewer or more general words.', status: 'No results', progress: null },
  ],
])('%s', (_name, index, query, count, view) => {
  expect(dialogView({ index, query, count, t })).toEqual(view);
});

test('in Chinese', () => {
  const zhT = createTranslate('zh', zh);
  expect(dialogView({ index: ready, query: '按钮', count: 2, t: zhT }).status).toBe('2 个结果');
  expect(dialogView({ index: ready, query: '按钮', count: 0, t: zhT })).toMatchObject({ title: '没有找到“按钮”的结果', status: '没有结果' });
  expect(dialogView({ index: failed, query: '', count: 0, t: zhT }).status).toBe('无法加载搜索索引。');
});
