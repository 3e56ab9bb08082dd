import type { NavNode } from '../sidebar';
import { buildProductLlms, buildProductLlmsFull, buildSiteLlms, mainPages, type LlmsPage, type LlmsProduct } from './llms';

const SITE = 'https://docs.example';
const node = (pathname: string, more: Partial<NavNode> = {}): NavNode => ({ key: pathname, pathname, ...more });
const page = (pathname: string, title: string, description = `${title} description.`): LlmsPage => ({ pathname, title, description });

/** A product whose sidebar names a page the build did not make (`/x/missing`) and a link to another site. */
const product: LlmsProduct = {
  name: 'Material UI',
  description: 'Components that implement Material Design.',
  basePath: '/material-ui',
  tree: [
    node('/material-ui/getting-started-group', {
      title: 'Getting started',
      children: [node('/material-ui/getting-started', { title: 'Overview' }), node('/material-ui/missing'), node('https://mui.com/store/', { title: 'Store' })],
    }),
    node('/material-ui/react-', {
      title: 'Components',
      children: [node('/material-ui/all-components'), node('/material-ui/components/inputs', { title: 'Inputs', children: [node('/material-ui/react-button')] })],
    }),
    node('/material-ui/api'),
  ],
  pages: new Map(
    [
      page('/material-ui/getting-started', 'Overview'),
      page('/material-ui/all-components', 'All components'),
      page('/material-ui/react-button', 'Button'),
      page('/material-ui/api', 'Component API'),
      // A page no sidebar entry names.
      page('/material-ui/hidden', 'Hidden [beta]', 'Line\none.'),
    ].map((p) => [p.pathname, p]),
  ),
};

const links = (text: string) => [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]);

test('a product llms.txt lists every page that exists, in sidebar order, a section per group, with its twin URL and description', () => {
  const text = buildProductLlms(product, SITE);
  expect(text).toBe(
    [
      '# Material UI',
      '',
      '> Components that implement Material Design.',
      '',
      '## Getting started',
      '',
      '- [Overview](https://docs.example/material-ui/getting-started.md): Overview description.',
      '',
      '## Components',
      '',
      '- [All components](https://docs.example/material-ui/all-components.md): All components description.',
      '- [Button](https://docs.example/material-ui/react-button.md): Button description.',
      '',
      '## Pages',
      '',
      '- [Component API](https://docs.example/material-ui/api.md): Component API description.',
      '',
      '## Other pages',
      '',
      '- [Hidden \\[beta\\]](https://docs.example/material-ui/hidden.md): Line one.',
      '',
    ].join('\n'),
  );
  // The sidebar entry without a page and the other site's link are not listed.
  expect(links(text).some((url) => url.includes('missing') || url.includes('mui.com'))).toBe(false);
});

test('the main pages are the first two levels of the sidebar, without the pages inside sub-groups', () => {
  expect(mainPages(product).map((p) => p.pathname)).toEqual(['/material-ui/getting-started', '/material-ui/all-components', '/material-ui/api']);
});

test('/llms.txt: a section per product with its main pages and its own lists; a product without pages is left out', () => {
  const empty: LlmsProduct = { ...product, name: 'Empty', basePath: '/empty', pages: new Map() };
  const text = buildSiteLlms({ title: 'MUI docs', description: 'The docs.', siteUrl: SITE, products: [product, empty] });
  expect(text.startsWith('# MUI docs\n\n> The docs.\n')).toBe(true);
  expect(text).toContain('## Material UI\n\nComponents that implement Material Design.\n\n- [Overview](https://docs.example/material-ui/getting-started.md)');
  expect(links(text)).toEqual([
    'https://docs.example/material-ui/getting-started.md',
    'https://docs.example/material-ui/all-components.md',
    'https://docs.example/material-ui/api.md',
    'https://docs.example/material-ui/llms.txt',
    'https://docs.example/material-ui/llms-full.txt',
  ]);
  expect(text).not.toContain('Empty');
});

test('llms-full.txt: every twin of the product in the order of its llms.txt, each after its page URL', () => {
  const twins: Record<string, string> = { '/material-ui/getting-started': '# Overview\n\nHello.\n', '/material-ui/react-button': '# Button\n\nClick.\n' };
  const text = buildProductLlmsFull(product, SITE, (pathname) => twins[pathname] ?? null);
  expect(text).toBe(
    '# Material UI\n\n> Components that implement Material Design.\n\n---\n\nSource: https://docs.example/material-ui/getting-started/\n\n# Overview\n\nHello.\n\n---\n\nSource: https://docs.example/material-ui/react-button/\n\n# Button\n\nClick.\n',
  );
});
