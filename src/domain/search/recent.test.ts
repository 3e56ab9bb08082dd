import { addRecentSearch, MAX_RECENT_SEARCHES, parseRecentSearches, serializeRecentSearches, type RecentSearch } from './recent';

const entry = (n: number, extra: Partial<RecentSearch> = {}): RecentSearch => ({ query: `q${n}`, url: `/material-ui/page-${n}/`, page: `Page ${n}`, ...extra });

describe('parseRecentSearches: what storage holds, read defensively', () => {
  test.each<[string, string | null, RecentSearch[]]>([
    ['nothing stored', null, []],
    ['empty string', '', []],
    ['corrupt JSON', '[{"query":', []],
    ['not a list', '{"query":"a","url":"/a/","page":"A"}', []],
    ['a number', '42', []],
    ['JSON null', 'null', []],
    ['a good entry', JSON.stringify([entry(1)]), [entry(1)]],
    ['wrong shapes dropped, good ones kept', JSON.stringify([null, 'x', 7, { query: 1, url: '/a/', page: 'A' }, { query: 'a', url: '/a/' }, entry(2)]), [entry(2)]],
    ['an empty page label dropped', JSON.stringify([entry(1, { page: '' })]), []],
    [
      'a URL off the site dropped',
      JSON.stringify([entry(1, { url: 'https://evil.example/' }), entry(2, { url: '//evil.example/' }), entry(3, { url: 'javascript:alert(1)' })]),
      [],
    ],
    ['extra fields left out', JSON.stringify([{ ...entry(1), extra: true }]), [entry(1)]],
    ['duplicate URLs: the first (newest) kept', JSON.stringify([entry(1, { query: 'new' }), entry(1, { query: 'old' })]), [entry(1, { query: 'new' })]],
  ])('%s', (_, raw, expected) => {
    expect(parseRecentSearches(raw)).toEqual(expected);
  });

  test('at most six entries are read', () => {
    const stored = JSON.stringify(Array.from({ length: 9 }, (_, i) => entry(i)));
    expect(parseRecentSearches(stored)).toEqual([0, 1, 2, 3, 4, 5].map((n) => entry(n)));
  });
});

describe('addRecentSearch', () => {
  test('puts the new entry first', () => {
    expect(addRecentSearch([entry(1), entry(2)], entry(3))).toEqual([entry(3), entry(1), entry(2)]);
  });

  test('a URL chosen again moves to the top, with its new query, once', () => {
    expect(addRecentSearch([entry(1), entry(2), entry(3)], entry(3, { query: 'again' }))).toEqual([entry(3, { query: 'again' }), entry(1), entry(2)]);
  });

  test('keeps six: the oldest goes', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => entry(n));
    const next = addRecentSearch(six, entry(7));
    expect(next).toHaveLength(MAX_RECENT_SEARCHES);
    expect(next.map((e) => e.url)).toEqual([7, 1, 2, 3, 4, 5].map((n) => `/material-ui/page-${n}/`));
  });

  test('what is written reads back the same', () => {
    const list = addRecentSearch([entry(1)], entry(2, { query: '<b>"quoted"</b>', page: 'Button › Basic button' }));
    expect(parseRecentSearches(serializeRecentSearches(list))).toEqual(list);
  });
});
