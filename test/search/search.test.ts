import { search, type SearchIndexes } from '../../src/domain/search/engine';
import { loadBuiltIndexes, readQueries } from './loadIndexes';

/**
 * The committed query set against the built index: every query's page in the top three, and first for at least
 * 95 % of them. The failures are printed with what came first, so a ranking change shows what it broke.
 */
const queries = readQueries();
const indexes = new Map<string, SearchIndexes>();
const indexOf = (language: string) => {
  let index = indexes.get(language);
  if (!index) {
    index = loadBuiltIndexes(language);
    indexes.set(language, index);
  }
  return index;
};

const results = queries.map((q) => {
  const pages = search(indexOf(q.language), q.query, q.product, { limit: 10 }).map((r) => r.url);
  return { ...q, rank: pages.indexOf(q.expected) + 1, got: pages.slice(0, 3) };
});

test('the query set covers every kind of query the issue names', () => {
  const count = (group: string) => queries.filter((q) => q.group === group).length;
  expect(queries.length).toBeGreaterThanOrEqual(80);
  expect(count('prop')).toBeGreaterThanOrEqual(15);
  expect(count('guide')).toBeGreaterThanOrEqual(15);
  expect(count('typo')).toBeGreaterThanOrEqual(8);
  expect(count('zh')).toBeGreaterThanOrEqual(5);
});

test('every query finds its page in the top three', () => {
  const missed = results
    .filter((r) => r.rank === 0 || r.rank > 3)
    .map((r) => `${r.query} (${r.language}, ${r.product}) → expected ${r.expected}, got ${r.got.join(', ')}`);
  expect(missed).toEqual([]);
});

test('at least 95 % of queries find their page first', () => {
  const first = results.filter((r) => r.rank === 1).length;
  const report = results.filter((r) => r.rank !== 1).map((r) => `#${r.rank} ${r.query} (${r.product}) → ${r.got[0]}`);
  console.log(
    `top-1 ${first}/${results.length} (${((first / results.length) * 100).toFixed(1)} %), top-3 ${results.filter((r) => r.rank >= 1 && r.rank <= 3).length}/${results.length}\n${report.join('\n')}`,
  );
  if (first / results.length < 0.95) throw new Error(`top-1 below 95 %:\n${report.join('\n')}`);
});
