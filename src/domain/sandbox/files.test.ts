import { buildSandboxFiles, getSandboxTitle, type SandboxDemo } from './files';

const demo: SandboxDemo = {
  demoName: 'BasicButtons',
  title: getSandboxTitle('BasicButtons', 'Material UI'),
  description: 'https://github.com/mui/material-ui/blob/v6.1.2/docs/data/material/components/buttons/BasicButtons.tsx',
  language: 'en',
  productId: 'material-ui',
  codeVariant: 'TS',
  codeStyling: 'MUI System',
  code: "import * as React from 'react';\nimport data from '../utils/data';\n\nexport default function BasicButtons() {\n  return null;\n}\n",
  relativeModules: [{ path: '../utils/data.ts', code: "import more from './more';\nexport default [];\n" }],
  dependencies: { '@mui/material': '6.1.2', react: '18.3.1' },
  devDependencies: { 'react-scripts': 'latest' },
};

test('the title names the demo and the product', () => {
  expect(demo.title).toBe('BasicButtons demo — Material UI');
});

test.each([
  ['codesandbox', 'TS', ['package.json', 'public/index.html', 'src/Demo.tsx', 'src/data.ts', 'src/index.tsx', 'tsconfig.json']],
  ['codesandbox', 'JS', ['package.json', 'public/index.html', 'src/Demo.js', 'src/data.js', 'src/index.js']],
  ['stackblitz', 'TS', ['Demo.tsx', 'data.ts', 'index.html', 'index.tsx', 'tsconfig.json']],
  ['stackblitz', 'JS', ['Demo.js', 'data.js', 'index.html', 'index.js']],
] as const)('%s %s files', (target, codeVariant, expected) => {
  expect(Object.keys(buildSandboxFiles({ ...demo, codeVariant }, target)).sort()).toEqual(expected);
});

test('the demo keeps its code, with relative imports flattened next to it', () => {
  const files = buildSandboxFiles(demo, 'codesandbox');
  expect(files['src/Demo.tsx']).toBe(demo.code.replace('../utils/data', './data'));
  expect(files['src/data.ts']).toBe(demo.relativeModules![0].code);
});

test('the entry file wraps the demo for its product', () => {
  expect(buildSandboxFiles(demo, 'stackblitz')['index.tsx']).toContain('<StyledEngineProvider injectFirst>');
  expect(buildSandboxFiles({ ...demo, productId: 'joy-ui' }, 'codesandbox')['src/index.tsx']).toContain('<CssVarsProvider>');
  expect(buildSandboxFiles({ ...demo, productId: 'base-ui', codeVariant: 'JS' }, 'codesandbox')['src/index.js']).not.toContain('Provider');
});

test('TS package.json: description, dependencies, CRA scripts, main', () => {
  expect(JSON.parse(buildSandboxFiles(demo, 'codesandbox')['package.json'])).toEqual({
    description: demo.description,
    dependencies: demo.dependencies,
    devDependencies: demo.devDependencies,
    scripts: { start: 'react-scripts start', build: 'react-scripts build', test: 'react-scripts test', eject: 'react-scripts eject' },
    main: 'index.tsx',
  });
});

test('JS package.json has no main', () => {
  expect(JSON.parse(buildSandboxFiles({ ...demo, codeVariant: 'JS' }, 'codesandbox')['package.json'])).not.toHaveProperty('main');
});

test('tsconfig: the reference options; include src only where there is a src folder', () => {
  const codesandbox = JSON.parse(buildSandboxFiles(demo, 'codesandbox')['tsconfig.json']);
  expect(codesandbox).toEqual({
    compilerOptions: {
      target: 'es5',
      lib: ['dom', 'dom.iterable', 'esnext'],
      allowJs: true,
      skipLibCheck: true,
      esModuleInterop: true,
      allowSyntheticDefaultImports: true,
      strict: true,
      forceConsistentCasingInFileNames: true,
      module: 'esnext',
      moduleResolution: 'node',
      resolveJsonModule: true,
      isolatedModules: true,
      noEmit: true,
      jsx: 'react',
    },
    include: ['src'],
  });
  const stackblitz = JSON.parse(buildSandboxFiles(demo, 'stackblitz')['tsconfig.json']);
  expect(stackblitz).toEqual({ compilerOptions: codesandbox.compilerOptions });
});

test('index.html carries title and language; Two Tone and Tailwind follow the code and styling', () => {
  const html = buildSandboxFiles({ ...demo, language: 'zh' }, 'codesandbox')['public/index.html'];
  expect(html).toContain('<html lang="zh">');
  expect(html).toContain('<title>BasicButtons demo — Material UI</title>');
  expect(html).not.toContain('Two+Tone');
  expect(html).not.toContain('cdn.tailwindcss.com');
  const twoTone = { ...demo, code: '<Icon baseClassName="material-icons-two-tone">add_circle</Icon>' };
  expect(buildSandboxFiles(twoTone, 'stackblitz')['index.html']).toContain('Material+Icons+Two+Tone');
  expect(buildSandboxFiles({ ...demo, codeStyling: 'Tailwind' }, 'stackblitz')['index.html']).toContain('cdn.tailwindcss.com');
});
