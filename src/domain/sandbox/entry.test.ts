import { buildEntryFile, getEntryDependency } from './entry';

test('Material UI (the default): StyledEngineProvider injectFirst inside StrictMode, non-null root in TS', () => {
  expect(buildEntryFile('material-ui', 'TS')).toBe(
    [
      "import * as React from 'react';",
      "import * as ReactDOM from 'react-dom/client';",
      "import { StyledEngineProvider } from '@mui/material/styles';",
      "import Demo from './Demo';",
      '',
      "ReactDOM.createRoot(document.querySelector('#root')!).render(",
      '  <React.StrictMode>',
      '    <StyledEngineProvider injectFirst>',
      '      <Demo />',
      '    </StyledEngineProvider>',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
  );
});

test('JS has no non-null assertion', () => {
  expect(buildEntryFile('material-ui', 'JS')).toContain("document.querySelector('#root')).render(");
});

test('Joy UI: StyledEngineProvider and CssVarsProvider from @mui/joy/styles', () => {
  const entry = buildEntryFile('joy-ui', 'TS');
  expect(entry).toContain("import { StyledEngineProvider, CssVarsProvider } from '@mui/joy/styles';");
  expect(entry).toContain('    <StyledEngineProvider injectFirst>\n      <CssVarsProvider>\n        <Demo />\n      </CssVarsProvider>');
  expect(entry).not.toContain('@mui/material');
});

test('Base UI: no provider at all', () => {
  const entry = buildEntryFile('base-ui', 'JS');
  expect(entry).not.toContain('Provider');
  expect(entry).toContain('  <React.StrictMode>\n    <Demo />\n  </React.StrictMode>,');
});

test.each([
  ['material-ui', '@mui/material'],
  ['system', '@mui/material'],
  ['x-data-grid', '@mui/material'],
  ['toolpad-core', '@mui/material'],
  ['joy-ui', '@mui/joy'],
  ['base-ui', undefined],
])('getEntryDependency(%s) = %s', (productId, expected) => {
  expect(getEntryDependency(productId)).toBe(expected);
});
