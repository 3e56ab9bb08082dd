/** @jest-environment node */
import { createTheme } from '@mui/material/styles';
import { getDocsThemeCss } from './headStyles';

/** The value of a CSS variable in the dark scheme's block of variables. */
function darkVariable(css: string, name: string): string | undefined {
  const dark = css.slice(css.indexOf('.dark{-webkit-print-color-scheme:dark;color-scheme:dark;--'));
  return new RegExp(`${name}:([^;}]*)`).exec(dark)?.[1];
}

test('the shell sheet is the same however many other themes the renderer built before it (demos build default ones)', () => {
  const first = getDocsThemeCss();
  // A demo's theme with MUI's default schemes, as the build's renderer makes before later pages.
  createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true } });
  const after = getDocsThemeCss();
  // Compared declaration by declaration: a failure names the variables that moved, not two 40 KB strings.
  const declarations = (css: string) => new Set(css.split(/[;{}]/));
  const before = declarations(first);
  expect([...declarations(after)].filter((declaration) => !before.has(declaration))).toEqual([]);
  expect(after.length).toBe(first.length);
  // The dark scheme's channels are its own colours' (blueDark 900 and 800, grey 400), not MUI's defaults.
  expect(darkVariable(after, '--mui-palette-background-defaultChannel')).toBe('15 18 20');
  expect(darkVariable(after, '--mui-palette-background-paperChannel')).toBe('20 23 26');
  expect(darkVariable(after, '--mui-palette-text-secondaryChannel')).toBe('182 190 201');
  expect(darkVariable(after, '--mui-palette-Skeleton-bg')).not.toContain('undefined');
});
