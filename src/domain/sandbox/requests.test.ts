import { getSandboxTitle, type SandboxDemo } from './files';
import { createCodeSandboxRequest, createStackBlitzRequest, decodeCodeSandboxParameters, encodeCodeSandboxParameters } from './requests';

const demo: SandboxDemo = {
  demoName: 'BasicButtons',
  title: getSandboxTitle('BasicButtons', 'Material UI'),
  description: 'https://github.com/mui/material-ui/blob/v6.1.2/docs/data/material/components/buttons/BasicButtons.tsx',
  language: 'en',
  productId: 'material-ui',
  codeVariant: 'TS',
  codeStyling: 'MUI System',
  code: "import * as React from 'react';\nimport Button from '@mui/material/Button';\n// ünïcödé ✓ — 按钮\n",
  dependencies: { '@mui/material': '6.1.2', react: '18.3.1' },
  devDependencies: { 'react-scripts': 'latest' },
};
const defineUrl = 'https://codesandbox.io/api/v1/sandboxes/define';
const runUrl = 'https://stackblitz.com/run';

test('CodeSandbox: posts URL-safe parameters and opens the demo file', () => {
  const { action, fields } = createCodeSandboxRequest(demo, { defineUrl });
  expect(action).toBe(defineUrl);
  expect(Object.keys(fields)).toEqual(['parameters', 'query']);
  expect(fields.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(fields.query).toBe('file=/src/Demo.tsx');
  expect(createCodeSandboxRequest({ ...demo, codeVariant: 'JS' }, { defineUrl }).fields.query).toBe('file=/src/Demo.js');
});

test('CodeSandbox parameters round-trip to the define API body', () => {
  const { files } = decodeCodeSandboxParameters(createCodeSandboxRequest(demo, { defineUrl }).fields.parameters);
  expect(Object.keys(files).sort()).toEqual(['package.json', 'public/index.html', 'src/Demo.tsx', 'src/index.tsx', 'tsconfig.json']);
  expect(files['src/Demo.tsx']).toEqual({ content: demo.code, isBinary: false });
  expect(files['package.json'].content).toEqual(expect.objectContaining({ dependencies: demo.dependencies, main: 'index.tsx' }));
});

test.each(['', 'a', 'ab?', 'x'.repeat(1000)])('encode/decode round-trips %#', (content) => {
  const definition = { files: { 'a.txt': { content, isBinary: false } } };
  expect(decodeCodeSandboxParameters(encodeCodeSandboxParameters(definition))).toEqual(definition);
});

test('decoding garbage fails with a message', () => {
  expect(() => decodeCodeSandboxParameters('')).toThrow('Invalid CodeSandbox parameters');
});

test('StackBlitz: create-react-app project with files at the root', () => {
  const { action, fields } = createStackBlitzRequest(demo, { runUrl });
  expect(action).toBe('https://stackblitz.com/run?file=Demo.tsx');
  expect(fields).toEqual({
    'project[template]': 'create-react-app',
    'project[title]': 'BasicButtons demo — Material UI',
    'project[description]': `# BasicButtons demo — Material UI\n${demo.description}`,
    'project[dependencies]': JSON.stringify(demo.dependencies),
    'project[devDependencies]': JSON.stringify(demo.devDependencies),
    'project[files][index.html]': expect.stringContaining('<title>BasicButtons demo — Material UI</title>'),
    'project[files][index.tsx]': expect.stringContaining("import Demo from './Demo';"),
    'project[files][Demo.tsx]': demo.code,
    'project[files][tsconfig.json]': expect.stringContaining('"jsx": "react"'),
  });
  expect(createStackBlitzRequest({ ...demo, codeVariant: 'JS' }, { runUrl }).action).toBe('https://stackblitz.com/run?file=Demo.js');
});
