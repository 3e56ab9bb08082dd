import { versionRows, type ProductVersions, type ReleaseData } from './table';

const products: ProductVersions[] = [
  {
    productId: 'x-charts',
    name: 'Charts',
    order: 5,
    versions: [
      { current: true, package: '@mui/x-charts', href: '/x/react-charts/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-charts/' },
    ],
  },
  {
    productId: 'material-ui',
    name: 'Material UI',
    order: 1,
    versions: [
      { current: true, package: '@mui/material', href: '/material-ui/getting-started/' },
      { text: 'v5', href: 'https://v5.mui.com/material-ui/getting-started/' },
      { text: 'v4', href: 'https://v4.mui.com/' },
    ],
  },
  { productId: 'docs', name: 'Docs', order: 9, versions: [{ current: true, text: 'v0.0.0', href: '/versions/' }] },
];
const data: ReleaseData = {
  products: {
    'material-ui': {
      releaseNotes: 'https://github.com/mui/material-ui/releases/tag/v{version}',
      earlier: { v5: { status: 'maintenance', releaseNotes: 'https://x.test/v5' } },
    },
    'x-charts': { releaseNotes: 'https://github.com/mui/mui-x/releases/tag/v{version}' },
  },
};
const installed: Record<string, string> = { '@mui/material': '6.1.2', '@mui/x-charts': '7.29.1' };
const resolve = (pkg: string) => installed[pkg];

test('one row per version, products in order, the current one with its installed package and release notes', () => {
  expect(versionRows(products, data, resolve, 'versions.json')).toEqual([
    {
      productId: 'material-ui',
      product: 'Material UI',
      version: 'v6.1.2',
      installed: '@mui/material 6.1.2',
      status: 'current',
      docs: '/material-ui/getting-started/',
      releaseNotes: 'https://github.com/mui/material-ui/releases/tag/v6.1.2',
    },
    {
      productId: 'material-ui',
      product: 'Material UI',
      version: 'v5',
      installed: null,
      status: 'maintenance',
      docs: 'https://v5.mui.com/material-ui/getting-started/',
      releaseNotes: 'https://x.test/v5',
    },
    { productId: 'material-ui', product: 'Material UI', version: 'v4', installed: null, status: 'end-of-life', docs: 'https://v4.mui.com/', releaseNotes: null },
    {
      productId: 'x-charts',
      product: 'Charts',
      version: 'v7.29.1',
      installed: '@mui/x-charts 7.29.1',
      status: 'current',
      docs: '/x/react-charts/',
      releaseNotes: 'https://github.com/mui/mui-x/releases/tag/v7.29.1',
    },
    { productId: 'x-charts', product: 'Charts', version: 'v6', installed: null, status: 'end-of-life', docs: 'https://v6.mui.com/x/react-charts/', releaseNotes: null },
  ]);
});

describe('bad release data fails the build, naming the file and the fix', () => {
  test('an unknown product', () => {
    expect(() => versionRows(products, { products: { ...data.products, nope: { releaseNotes: 'https://x/{version}' } } }, resolve, 'content/docs/versions.json')).toThrow(
      /content\/docs\/versions\.json: "nope" is not a product with a package version\. Fix: use one of x-charts, material-ui/,
    );
  });
  test('a product without its release data', () => {
    expect(() => versionRows(products, { products: { 'material-ui': data.products['material-ui'] } }, resolve, 'f.json')).toThrow(
      /f\.json: no release data for "x-charts"/,
    );
  });
  test('an earlier version its product.json does not list', () => {
    const bad = { products: { ...data.products, 'x-charts': { releaseNotes: 'https://x/{version}', earlier: { v5: { status: 'end-of-life' as const } } } } };
    expect(() => versionRows(products, bad, resolve, 'f.json')).toThrow(/x-charts has no version "v5" in its product\.json\. Fix: use one of v6/);
  });
  test('a package that is not installed', () => {
    expect(() => versionRows(products, data, () => undefined, 'f.json')).toThrow(/@mui\/material \(current version of material-ui\) is not installed/);
  });
});
