import { flattenSidebarTree } from '../../domain/sidebar';
import { findDuplicatePages } from './duplicatePages';
import { findDuplicatePathnames } from './duplicatePathnames';
import { findMissingPages, nearestPathnames } from './missingPages';

const sidebar = [
  { pathname: '/p/group', children: [{ pathname: '/p/a' }, { pathname: '/p/b' }] },
  { pathname: '/p/a' },
  { pathname: '/p/b/components-api' },
  { pathname: '/p/b/hooks-api' },
  { pathname: 'https://example.com/x' },
];
const text = JSON.stringify(sidebar, null, 2);
const file = 'content/p/sidebar.json';

test('a duplicated pathname is named with both places (file:line and entry key)', () => {
  const errors = findDuplicatePathnames({ file, text, entries: flattenSidebarTree(sidebar) });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    /^Duplicated pathname \/p\/a in content\/p\/sidebar.json: first at content\/p\/sidebar.json:6 \(entry 0.0\), again at content\/p\/sidebar.json:14 \(entry 1\)/,
  );
  expect(errors[0]).toContain('Fix:');
});

test('components-api / hooks-api variants are allowed', () => {
  const entries = flattenSidebarTree(sidebar.filter((e) => e.pathname !== '/p/a'));
  expect(findDuplicatePathnames({ file, text, entries })).toEqual([]);
});

test('internal leaves without a page are reported with the nearest pathnames; groups and external links are not', () => {
  const pages = new Set(['/p/a', '/p/bb', '/p/b/components-api', '/p/b/hooks-api', '/q/zzz']);
  const errors = findMissingPages(file, flattenSidebarTree(sidebar), pages);
  expect(errors).toEqual([expect.stringMatching(/^Sidebar entry \/p\/b in content\/p\/sidebar.json has no page\. .*Nearest existing pathnames: \/p\/a, \/p\/bb,/)]);
});

test('nearestPathnames ranks by edit distance', () => {
  expect(nearestPathnames('/x/react-chart', ['/x/react-charts', '/x/react-tree-view', '/system'], 2)).toEqual(['/x/react-charts', '/x/react-tree-view']);
});

test('two files at the same URL are reported', () => {
  expect(
    findDuplicatePages([
      { pathname: '/p/a', file: 'content/p/docs/a.mdx' },
      { pathname: '/p/a', file: 'content/p/docs/a/index.mdx' },
    ]),
  ).toEqual(['Duplicated page /p/a: content/p/docs/a.mdx and content/p/docs/a/index.mdx map to the same URL. Fix: rename or move one of them.']);
});
