import { renderShellCss } from './shellSheet';

const css = renderShellCss();

test('one sheet holds the rules of the page body, sidebar, table of contents, app bar, demos and shell controls', () => {
  for (const selector of [
    '.MuiMarkdown-body',
    '.MuiNav-root',
    '.MuiToc-root',
    '.MuiHeader-root',
    '.MuiDemo-root',
    '.MuiDemo-toolbar',
    '.MuiShell-button',
    '.MuiShell-link',
  ])
    expect(css).toContain(`${selector}{`);
  // Nested rules are flattened under their root class, dark-scheme rules under the <html> class.
  expect(css).toMatch(/\.MuiMarkdown-body \.MuiCode-root\{position:relative;/);
  expect(css).toMatch(/\*:where\(\.dark\) \.MuiMarkdown-body \.MuiCode-root\{border-color:/);
});

test('colours are the theme variables, so one file serves both schemes and custom colours', () => {
  expect(css).toContain('color:var(--mui-palette-text-primary,');
  expect(css).not.toMatch(/\.MuiNav-root\{[^}]*color:#/);
});

test('no physical left/right: the same rules serve right-to-left pages', () => {
  expect(css).not.toMatch(/[;{](margin|padding|border)-(left|right)[:-]/);
  expect(css).not.toMatch(/[;{](left|right):(?!50%)/);
  expect(css).not.toMatch(/text-align:(left|right)/);
});

test('a pseudo-element ends its selector (a `:not(…)` after `::before` makes the browser drop the rule)', () => {
  expect(css).not.toMatch(/::(?:before|after)[^,{]*:/);
});
