import { getDemoTheme, sharesDemoThemeVariables } from './types';

test.each([
  ['joy-ui', 'joy', false],
  ['material-ui', 'material', true],
  ['base-ui', 'material', true],
  ['x-data-grid', 'material', true],
  // Framed demos write their theme's variables inside their own frame.
  ['toolpad-core', 'material', false],
])('%s demos: %s theme, page-wide variables %s', (productId, theme, shared) => {
  expect(getDemoTheme(productId)).toBe(theme);
  expect(sharesDemoThemeVariables(productId)).toBe(shared);
});
