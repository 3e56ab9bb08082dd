import { buildSandboxFiles, createCodeSandboxRequest, decodeCodeSandboxParameters } from '../sandbox';
import { starterSandboxDemo, starterSandboxFiles, type Starter, type StarterSource } from '.';

const info: Starter = {
  productId: 'material-ui',
  productName: 'Material UI',
  gallery: '/material-ui/getting-started/templates',
  slug: 'checkout',
  component: 'Checkout',
  title: 'Checkout',
  description: 'D',
};
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

test("a Joy UI starter's sandbox: Joy's entry (CssVarsProvider) renders a Demo.tsx with Joy's CssBaseline, @mui/joy pinned", () => {
  const joy: Starter = {
    ...info,
    productId: 'joy-ui',
    productName: 'Joy UI',
    gallery: '/joy-ui/getting-started/templates',
    slug: 'messages',
    component: 'Messages',
    title: 'Messages',
  };
  const joySource: StarterSource = {
    files: [
      {
        name: 'Messages.tsx',
        raw: "import * as React from 'react';\nimport Sheet from '@mui/joy/Sheet';\nexport default function Messages() { return <Sheet />; }\n",
        html: '',
      },
    ],
    sandbox: { dependencies: { react: '18.3.1', '@mui/joy': '5.0.0-beta.46' }, devDependencies: {} },
  };
  const demo = starterSandboxDemo(joy, joySource, { language: 'en', sourceUrl: 'https://docs.test/joy-ui/getting-started/templates/messages/' });
  expect(demo).toMatchObject({ productId: 'joy-ui', title: 'Messages template — Joy UI' });
  const files = buildSandboxFiles(demo, 'codesandbox');
  expect(files['src/index.tsx']).toContain("import { StyledEngineProvider, CssVarsProvider } from '@mui/joy/styles';");
  expect(files['src/Demo.tsx']).toContain("import CssBaseline from '@mui/joy/CssBaseline';");
  expect(files['src/Demo.tsx']).toContain("import Messages from './Messages';");
  expect(files['src/Demo.tsx']).not.toContain('@mui/material');
  expect(JSON.parse(files['package.json']).dependencies).toEqual(joySource.sandbox.dependencies);
});
