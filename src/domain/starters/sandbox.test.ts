import { buildSandboxFiles, createCodeSandboxRequest, decodeCodeSandboxParameters } from '../sandbox';
import { starterSandboxDemo, starterSandboxFiles, type StarterSource } from '.';

const info = { slug: 'checkout', component: 'Checkout', title: 'Checkout', description: 'D' };
const source: StarterSource = {
  files: [
    {
      name: 'Checkout.tsx',
      raw: "import * as React from 'react';\nimport AddressForm from './AddressForm';\nexport default function Checkout() { return <AddressForm />; }\n",
      html: '',
    },
    { name: 'AddressForm.tsx', raw: "import * as React from 'react';\nexport default function AddressForm() { return <form />; }\n", html: '' },
  ],
  sandbox: { dependencies: { react: '18.3.1', '@mui/material': '6.1.2' }, devDependencies: { typescript: 'latest' } },
};

test("a template's sandbox: the template's files beside a Demo.tsx that renders it in the site's theme", () => {
  const demo = starterSandboxDemo(info, source, { language: 'en', sourceUrl: 'https://docs.test/material-ui/getting-started/templates/checkout/' });
  const files = buildSandboxFiles(demo, 'codesandbox');
  expect(Object.keys(files).sort()).toEqual([
    'package.json',
    'public/index.html',
    'src/AddressForm.tsx',
    'src/Checkout.tsx',
    'src/Demo.tsx',
    'src/index.tsx',
    'tsconfig.json',
  ]);
  expect(files['src/Demo.tsx']).toContain("import Checkout from './Checkout';");
  expect(files['src/Demo.tsx']).toContain('colorSchemes: { light: true, dark: true }');
  expect(files['src/Demo.tsx']).toContain('<CssBaseline enableColorScheme />');
  expect(files['src/Checkout.tsx']).toContain("from './AddressForm'");
  expect(JSON.parse(files['package.json']).dependencies).toEqual(source.sandbox.dependencies);
  const request = createCodeSandboxRequest(demo, { defineUrl: 'https://sandbox.test/define' });
  expect(Object.keys(decodeCodeSandboxParameters(request.fields.parameters).files)).toContain('src/Checkout.tsx');
});

test('a template module named Demo.tsx would collide with the sandbox entry: an error says so', () => {
  expect(() => starterSandboxFiles(info, [{ name: 'Demo.tsx' }])).toThrow(/Demo\.tsx.*rename it/);
});
