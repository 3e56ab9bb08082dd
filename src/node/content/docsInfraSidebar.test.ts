import { compareWithReference, type ReferenceEntry } from '../../test/sidebarReference';

/**
 * The docs-infra sidebar of the original site (shared/reference/behaviour.md §2.3, "docs-infra / experiments and X
 * examples", items 1-3 and 5), with its chips. Item 4, the Data Grid tree, is the Data Grid's own sidebar.
 */
const E = '/experiments/docs';
const plain = (slug: string): ReferenceEntry => ({ pathname: `${E}/${slug}`, chips: [] });
const REFERENCE: ReferenceEntry[] = [
  // Writing
  ...['writing/headers', 'writing/markdown', 'writing/og-card'].map(plain),
  // Components
  ...['callouts', 'codeblock', 'custom-components', 'demos', 'data-grid-premium'].map(plain),
  // Test: pages.js
  plain('first-level-child-1'),
  plain('second-level-child'),
  plain('subheader-child'),
  plain('third-level-child'),
  plain('api/data-grid/data-grid'),
  { pathname: `${E}/first-level-child-3`, chips: ['pro'] },
  { pathname: `${E}/first-level-child-4`, chips: ['newFeature'] },
  { pathname: `${E}/first-level-child-5`, chips: ['planned'] },
  { pathname: `${E}/first-level-child-6`, chips: ['unstable'] },
  { pathname: `${E}/first-level-child-7`, chips: ['beta'] },
  { pathname: `${E}/first-level-child-8`, chips: ['legacy'] },
  { pathname: `${E}/first-level-child-9`, chips: ['pro'] },
  // Test: Migration
  ...['migration-data-grid-v5', 'migration-pickers-v5', 'migration-pickers-lab', 'migration-data-grid-v4'].map((slug) => ({
    pathname: `/x/migration/${slug}`,
    chips: [],
  })),
];

/** Entries of the reference left out on purpose, each with its reason. */
const OMITTED: Record<string, string> = {};

test("every internal entry of the reference's docs-infra sidebar is in ours with its chips, or left out with a reason", () => {
  expect(compareWithReference('content/docs-infra/sidebar.json', REFERENCE, OMITTED)).toEqual({ missing: [], staleReasons: [], wrongChips: [] });
});

test('a chip that differs from the reference is reported', () => {
  const result = compareWithReference('content/docs-infra/sidebar.json', [{ pathname: `${E}/first-level-child-7`, chips: ['unstable'] }], {});
  expect(result.wrongChips).toEqual([`${E}/first-level-child-7: beta → unstable`]);
});
