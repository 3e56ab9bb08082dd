import { getProductInfoFromUrl, productOwnsUrl } from './productInfo';

test.each([
  ['/material-ui/react-button/', 'core', 'material-ui'],
  ['/zh/joy-ui/getting-started/', 'core', 'joy-ui'],
  ['/base-ui/react-button/#hooks', 'core', 'base-ui'],
  ['/system/getting-started/', 'core', 'system'],
  ['/x/react-data-grid/', 'x', 'x-data-grid'],
  ['/x/react-data-grid/editing/', 'x', 'x-data-grid'],
  ['/x/react-date-pickers/', 'x', 'x-date-pickers'],
  ['/x/react-charts/bars/', 'x', 'x-charts'],
  ['/x/react-tree-view/', 'x', 'x-tree-view'],
  ['/x/introduction/', 'x', 'null'],
  ['/x/migration/migration-data-grid-v5/', 'x', 'null'],
  ['/toolpad/studio/getting-started/', 'toolpad', 'toolpad-studio'],
  ['/toolpad/core/introduction/', 'toolpad', 'toolpad-core'],
  ['/toolpad/', 'toolpad', 'toolpad-core'],
  ['/docs/x/', 'null', 'docs'],
  ['/versions/', 'null', 'docs'],
  ['/production-error/?code=1', 'null', 'docs'],
  ['/experiments/docs/writing/headers/', 'null', 'docs-infra'],
  ['/experiments/other/', 'null', 'null'],
  ['/versions', 'null', 'null'],
  ['/', 'null', 'null'],
  ['/material-ui', 'null', 'null'],
  ['', 'null', 'null'],
])('%s → category %s, product %s', (path, productCategoryId, productId) => {
  expect(getProductInfoFromUrl(path)).toEqual({ productCategoryId, productId });
});

describe('productOwnsUrl: which content product may own a URL', () => {
  test.each([
    ['material-ui', 'core', '/material-ui/api/button', true],
    ['joy-ui', 'core', '/material-ui/api/button', false],
    // MUI X API pages keep the original's /x/api/<package>/ form: their URL has product id 'null'.
    ['x-data-grid', 'x', '/x/api/data-grid/data-grid', true],
    ['x-charts', 'x', '/x/api/charts/bar-chart', true],
    ['x-data-grid', 'x', '/x/introduction', true],
    ['x-data-grid', 'x', '/x/react-data-grid/editing', true],
    ['x-charts', 'x', '/x/react-data-grid/editing', false],
    ['material-ui', 'core', '/x/api/data-grid/data-grid', false],
    ['x-data-grid', 'x', '/x', false],
    ['toolpad-core', 'toolpad', '/toolpad/core/api/dashboard-layout', true],
  ])('%s (%s) owns %s: %s', (productId, category, pathname, expected) => {
    expect(productOwnsUrl(productId, category, pathname)).toBe(expected);
  });
});
