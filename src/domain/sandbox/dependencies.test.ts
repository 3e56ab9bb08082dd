import { extractImports, getSandboxDependencies, getTypesPackageName, toPackageName } from './dependencies';

test.each([
  ['default', "import Button from '@mui/material/Button';", ['@mui/material/Button']],
  ['named', "import { Box, Stack } from '@mui/material';", ['@mui/material']],
  ['namespace', "import * as React from 'react';", ['react']],
  ['default + named', "import dayjs, { Dayjs } from 'dayjs';", ['dayjs']],
  ['side-effect', "import 'dayjs/locale/de';", ['dayjs/locale/de']],
  ['double quotes', 'import Box from "@mui/material/Box";\nimport "./styles.css";', ['@mui/material/Box', './styles.css']],
  ['multi-line', "import {\n  DataGrid,\n  GridColDef,\n} from '@mui/x-data-grid';", ['@mui/x-data-grid']],
  ['type-only', "import type { SxProps } from '@mui/system';", ['@mui/system']],
  ['re-export', "export { default } from './Other';\nexport * from 'clsx';", ['./Other', 'clsx']],
  ['relative', "import data from './data';", ['./data']],
  ['not an import', "export default function Demo() {\n  return <p>Data from 'server'</p>;\n}\nconst x = import('lazy');", []],
])('extractImports: %s', (_, code, expected) => {
  expect(extractImports(code)).toEqual(expected);
});

test.each([
  ['react', 'react'],
  ['react-dom/client', 'react-dom'],
  ['@mui/material/Button', '@mui/material'],
  ['@mui/material', '@mui/material'],
  ['dayjs/locale/de', 'dayjs'],
  ['@mui/x-date-pickers/AdapterDayjs', '@mui/x-date-pickers'],
  ['./data', null],
  ['../utils/data', null],
  ['/abs/path', null],
  ['node:fs', null],
])('toPackageName(%s) = %s', (specifier, expected) => {
  expect(toPackageName(specifier)).toBe(expected);
});

test.each([
  ['react', '@types/react'],
  ['@react-spring/web', '@types/react-spring__web'],
  ['@foo-bar/bip', '@types/foo-bar__bip'],
])('getTypesPackageName(%s) = %s', (name, expected) => {
  expect(getTypesPackageName(name)).toBe(expected);
});

const INSTALLED: Record<string, string> = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@emotion/react': '11.13.3',
  '@emotion/styled': '11.13.0',
  '@mui/material': '6.1.2',
  '@mui/icons-material': '6.1.2',
  '@mui/joy': '5.0.0-beta.46',
  '@mui/x-data-grid': '7.29.13',
  '@types/react': '18.3.11',
  typescript: '5.6.3',
};
const resolveVersion = (name: string) => INSTALLED[name];
const BUTTON = "import * as React from 'react';\nimport Button from '@mui/material/Button';";

test('JS Material demo: imports and peers pinned to the installed versions, keys sorted', () => {
  const result = getSandboxDependencies([BUTTON], { codeVariant: 'JS', productId: 'material-ui', resolveVersion });
  expect(Object.entries(result.dependencies)).toEqual([
    ['@emotion/react', '11.13.3'],
    ['@emotion/styled', '11.13.0'],
    ['@mui/material', '6.1.2'],
    ['react', '18.3.1'],
    ['react-dom', '18.3.1'],
  ]);
  expect(result.devDependencies).toEqual({ 'react-scripts': 'latest' });
});

test('unknown packages get latest; a resolver answering the prerelease tag next is ignored', () => {
  const { dependencies } = getSandboxDependencies(["import clsx from 'clsx';\nimport { Lab } from '@mui/lab';"], {
    codeVariant: 'JS',
    productId: 'material-ui',
    resolveVersion: (name) => (name === '@mui/lab' ? 'next' : resolveVersion(name)),
  });
  expect(dependencies.clsx).toBe('latest');
  expect(dependencies['@mui/lab']).toBe('latest');
  expect(Object.values(dependencies)).not.toContain('next');
});

test.each([
  ['@mui/icons-material', 'base-ui', true],
  ['@mui/lab', 'base-ui', true],
  ['@mui/x-data-grid', 'base-ui', true],
  ['@mui/x-date-pickers', 'base-ui', true],
  ['@base-ui-components/react', 'base-ui', false],
  ['@mui/joy', 'joy-ui', false],
  ['@mui/system', 'system', true],
  ['@mui/x-charts', 'x-charts', true],
  ['react', 'docs', true],
])('importing %s in a %s demo adds @mui/material: %s', (pkg, productId, expected) => {
  const { dependencies } = getSandboxDependencies([`import x from '${pkg}';`], { codeVariant: 'JS', productId, resolveVersion });
  expect('@mui/material' in dependencies).toBe(expected);
});

test('Joy demos always get @mui/joy, which their entry file imports', () => {
  const { dependencies } = getSandboxDependencies(["import * as React from 'react';"], { codeVariant: 'JS', productId: 'joy-ui', resolveVersion });
  expect(dependencies['@mui/joy']).toBe('5.0.0-beta.46');
});

test('relative modules add their own packages', () => {
  const { dependencies } = getSandboxDependencies([BUTTON, "import { faker } from '@faker-js/faker';"], {
    codeVariant: 'JS',
    productId: 'material-ui',
    resolveVersion,
  });
  expect(dependencies['@faker-js/faker']).toBe('latest');
});

test('TS: @types for untyped packages and typescript, in dependencies; bundled typings excluded', () => {
  const code = [
    BUTTON,
    "import dayjs from 'dayjs';",
    "import { format } from 'date-fns';",
    "import { useSpring } from '@react-spring/web';",
    "import { Toolbar } from '@toolpad/core';",
    "import { styled } from '@pigment-css/react';",
    "import { Menu } from '@base_ui/react';",
    "import { Popover } from '@base-ui-components/react/popover';",
    "import { DataGrid } from '@mui/x-data-grid';",
  ].join('\n');
  const result = getSandboxDependencies([code], { codeVariant: 'TS', productId: 'material-ui', resolveVersion });
  const typesPackages = Object.keys(result.dependencies).filter((name) => name.startsWith('@types/'));
  expect(typesPackages).toEqual(['@types/react', '@types/react-dom', '@types/react-spring__web']);
  expect(result.dependencies['@types/react']).toBe('18.3.11');
  expect(result.dependencies['@types/react-dom']).toBe('latest');
  expect(result.dependencies.typescript).toBe('5.6.3');
  expect(result.devDependencies).toEqual({ 'react-scripts': 'latest' });
});

test('JS sandboxes get no TypeScript extras', () => {
  const { dependencies } = getSandboxDependencies([BUTTON], { codeVariant: 'JS', productId: 'material-ui', resolveVersion });
  expect(Object.keys(dependencies).filter((name) => name.startsWith('@types/') || name === 'typescript')).toEqual([]);
});

test('react-scripts is pinned when the resolver knows it', () => {
  const { devDependencies } = getSandboxDependencies([], {
    codeVariant: 'JS',
    productId: 'base-ui',
    resolveVersion: (name) => (name === 'react-scripts' ? '5.0.1' : undefined),
  });
  expect(devDependencies).toEqual({ 'react-scripts': '5.0.1' });
});
