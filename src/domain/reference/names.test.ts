import { apiPathname, apiSlug, isComponentName, isHookName } from './names';

describe('apiSlug: the original URL slugs', () => {
  test.each([
    ['Button', 'button'],
    ['TextField', 'text-field'],
    ['ButtonBase', 'button-base'],
    ['Grid2', 'grid-2'],
    ['TreeItem2', 'tree-item-2'],
    ['ChartsXAxis', 'charts-x-axis'],
    ['DataGrid', 'data-grid'],
    ['useMediaQuery', 'use-media-query'],
    ['useButton', 'use-button'],
    ['Unstable_TrapFocus', 'unstable-trap-focus'],
    ['Experimental_CssVarsProvider', 'experimental-css-vars-provider'],
    ['CssBaseline', 'css-baseline'],
    ['SparkLineChart', 'spark-line-chart'],
    ['GridCsvExportMenuItem', 'grid-csv-export-menu-item'],
  ])('%s → %s', (name, slug) => {
    expect(apiSlug(name)).toBe(slug);
  });
});

test('hook and component names', () => {
  expect(isHookName('useButton')).toBe(true);
  expect(isHookName('user')).toBe(false);
  expect(isHookName('UseButton')).toBe(false);
  expect(isComponentName('Button')).toBe(true);
  expect(isComponentName('Unstable_TrapFocus')).toBe(true);
  expect(isComponentName('GRID_STRING_COL_DEF')).toBe(false);
  expect(isComponentName('buttonClasses')).toBe(false);
});

test('apiPathname joins the product API path and the slug', () => {
  expect(apiPathname('/x/api/data-grid', 'DataGrid')).toBe('/x/api/data-grid/data-grid');
  expect(apiPathname('/material-ui/api', 'TextField')).toBe('/material-ui/api/text-field');
});
