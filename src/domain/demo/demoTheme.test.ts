import { getDemoTheme, getPageDemoTheme } from './types';

test.each([
  ['joy-ui', 'joy', 'joy'],
  ['material-ui', 'material', 'material'],
  ['base-ui', 'material', 'material'],
  ['x-data-grid', 'material', 'material'],
  // Framed demos write their theme's variables inside their own frame.
  ['toolpad-core', 'material', null],
])('%s demos: %s theme, page-wide variables of %s', (productId, theme, page) => {
  expect(getDemoTheme(productId)).toBe(theme);
  expect(getPageDemoTheme(productId)).toBe(page);
});
