import { compareWithReference, type ReferenceEntry } from '../../test/sidebarReference';

/** The Data Grid sidebar of the original site ("Test: Data Grid e2e", shared/reference/behaviour.md §2.3), with its chips. */
const G = '/x/react-data-grid';
const plain = (slug: string): ReferenceEntry => ({ pathname: `${G}/${slug}`, chips: [] });
const pro = (slug: string): ReferenceEntry => ({ pathname: `${G}/${slug}`, chips: ['pro'] });
const premium = (slug: string): ReferenceEntry => ({ pathname: `${G}/${slug}`, chips: ['premium'] });
const INTERFACES = [
  'grid-api',
  'grid-cell-params',
  'grid-col-def',
  'grid-single-select-col-def',
  'grid-actions-col-def',
  'grid-export-state-params',
  'grid-filter-item',
  'grid-filter-model',
  'grid-filter-operator',
  'grid-row-class-name-params',
  'grid-row-params',
  'grid-row-spacing-params',
  'grid-aggregation-function',
  'grid-csv-export-options',
  'grid-print-export-options',
  'grid-excel-export-options',
];
const REFERENCE: ReferenceEntry[] = [
  { pathname: G, chips: [] },
  ...['demo', 'getting-started', 'layout'].map(plain),
  // Columns
  ...['column-definition', 'column-dimensions', 'column-visibility', 'column-header', 'column-menu', 'column-spanning', 'column-groups'].map(plain),
  pro('column-ordering'),
  pro('column-pinning'),
  // Rows
  ...['row-definition', 'row-updates', 'row-height', 'row-spanning'].map(plain),
  pro('master-detail'),
  pro('row-ordering'),
  pro('row-pinning'),
  plain('row-recipes'),
  plain('editing'),
  { pathname: `${G}/clipboard`, chips: ['newFeature'] },
  plain('performance'),
  // Group & Pivot
  pro('tree-data'),
  premium('row-grouping'),
  premium('aggregation'),
  premium('pivoting'),
  // Recipes
  plain('recipes-editing'),
  plain('recipes-row-grouping'),
  // API Reference: the index (the generated entry) and the interfaces
  '/x/api/data-grid',
  ...INTERFACES.map((name) => `/x/api/data-grid/${name}`),
];

/** Entries of the reference left out on purpose, each with its reason. */
const OMITTED: Record<string, string> = {};

test("every internal entry of the reference's Data Grid sidebar is in ours with its chips, or left out with a reason", () => {
  expect(compareWithReference('content/x-data-grid/sidebar.json', REFERENCE, OMITTED)).toEqual({ missing: [], staleReasons: [], wrongChips: [] });
});

test('a chip that differs from the reference is reported', () => {
  const result = compareWithReference('content/x-data-grid/sidebar.json', [{ pathname: `${G}/tree-data`, chips: ['premium'] }], {});
  expect(result.wrongChips).toEqual([`${G}/tree-data: pro → premium`]);
});
