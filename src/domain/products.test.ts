import { getDemoFrameHeight, getDemoTheme, IFRAME_DEMO_HEIGHT } from './demo/types';
import { getProductsOfCategory, getProductTraits, isProductId, PRODUCT_IDS } from './products';
import { getEntryDependency } from './sandbox/entry';

test('the product ids are the content folders of the site', () => {
  expect([...PRODUCT_IDS].sort()).toEqual([
    'base-ui',
    'docs',
    'docs-infra',
    'joy-ui',
    'material-ui',
    'system',
    'toolpad-core',
    'x-charts',
    'x-data-grid',
    'x-date-pickers',
    'x-tree-view',
  ]);
});

test('the home page lists every product but the docs-about-docs ones', () => {
  expect(PRODUCT_IDS.filter((id) => getProductTraits(id).onHome)).not.toEqual(expect.arrayContaining(['docs', 'docs-infra']));
  expect(PRODUCT_IDS.filter((id) => getProductTraits(id).onHome)).toHaveLength(9);
});

test('one trait drives the demo theme, the frame and the sandbox root of a product', () => {
  expect([getDemoTheme('joy-ui'), getEntryDependency('joy-ui')]).toEqual(['joy', '@mui/joy']);
  expect([getDemoTheme('base-ui'), getEntryDependency('base-ui')]).toEqual(['material', undefined]);
  expect(getDemoFrameHeight('toolpad-core')).toBe(IFRAME_DEMO_HEIGHT);
  expect(getDemoFrameHeight('material-ui')).toBeUndefined();
});

test('an id outside the table is no product: Material demos, in the page, not on the home page', () => {
  expect(isProductId('joy-iu')).toBe(false);
  expect(isProductId('constructor')).toBe(false);
  expect(getProductTraits('joy-iu')).toEqual({ category: 'docs', onHome: false, demoRoot: 'material', framedDemos: false, liveInView: false });
});

test('core products are the ones whose URL is their first folder', () => {
  expect(getProductsOfCategory('core')).toEqual(['material-ui', 'joy-ui', 'base-ui', 'system']);
});
