import { buildSidebarTree, keySidebarTree, findActivePage, findPrevNext, flattenReadingOrder, flattenSidebarTree, pageToTitle, type SidebarPage } from '.';

describe('pageToTitle', () => {
  test.each([
    [{ pathname: '/material-ui/getting-started', title: 'Overview' }, 'Overview'],
    [{ pathname: '/material-ui/getting-started/example-projects' }, 'Example projects'],
    [{ pathname: '/material-ui/react-button' }, 'Button'],
    [{ pathname: '/material-ui/react-button-group' }, 'Button group'],
    [{ pathname: '/material-ui/components/inputs', subheader: 'inputs' }, 'Inputs'],
    [{ pathname: '/x', subheader: '/material-ui/customization/theme' }, 'Theme'],
    [{ pathname: '/base-ui/api-docs/button-base' }, 'ButtonBase'],
    [{ pathname: '/base-ui/api/use-autocomplete' }, 'useAutocomplete'],
    [{ pathname: '/base-ui/api/click-away-listener' }, 'ClickAwayListener'],
    [{ pathname: '/versions' }, 'Versions'],
    [{ pathname: '/docs/file.md' }, 'File'],
  ])('%j → %s', (page, title) => {
    expect(pageToTitle(page)).toBe(title);
  });
});

const pages: SidebarPage[] = [
  {
    pathname: '/p/getting-started-group',
    title: 'Getting started',
    children: [{ pathname: '/p/getting-started', title: 'Overview' }, { pathname: '/p/installation' }],
  },
  {
    pathname: '/p/react-',
    title: 'Components',
    children: [
      {
        pathname: '/p/components/inputs',
        subheader: 'inputs',
        children: [{ pathname: '/p/react-button' }, { pathname: '/p/react-hidden', inSideNav: false }, { pathname: '/p/react-switch' }],
      },
    ],
  },
  { pathname: '/p/react-button/components-api' },
  { pathname: 'https://mui.com/store/', title: 'Store' },
];

describe('findActivePage', () => {
  test('finds the page and its parents, closest first, root last', () => {
    const { activePage, activePageParents } = findActivePage(pages, '/p/react-button');
    expect(activePage?.pathname).toBe('/p/react-button');
    expect(activePageParents.map((p) => p.pathname)).toEqual(['/p/components/inputs', '/p/react-', '/']);
  });
  test('an unknown pathname has no active page', () => {
    expect(findActivePage(pages, '/p/nope')).toEqual({ activePage: null, activePageParents: [] });
  });
  test('throws on a duplicated pathname', () => {
    expect(() => findActivePage([...pages, { pathname: '/p/installation' }], '/')).toThrow('Duplicated pathname /p/installation in pages');
  });
  test('components-api and hooks-api variants are not duplicates', () => {
    expect(() => findActivePage([...pages, { pathname: '/p/react-button/hooks-api' }], '/')).not.toThrow();
  });
});

describe('reading order and prev/next', () => {
  test('only internal leaves shown in the nav, in order', () => {
    expect(flattenReadingOrder(pages).map((p) => p.pathname)).toEqual([
      '/p/getting-started',
      '/p/installation',
      '/p/react-button',
      '/p/react-switch',
      '/p/react-button/components-api',
    ]);
  });
  test.each([
    ['/p/getting-started', null, '/p/installation'],
    ['/p/installation', '/p/getting-started', '/p/react-button'],
    ['/p/react-switch', '/p/react-button', '/p/react-button/components-api'],
    ['/p/react-hidden', null, null],
  ])('%s → prev %s, next %s', (pathname, prev, next) => {
    const result = findPrevNext(pages, pathname);
    expect([result.prev?.pathname ?? null, result.next?.pathname ?? null]).toEqual([prev, next]);
  });
});

test('flatten and build are inverse (keys kept), whatever order the entries arrive in', () => {
  const flat = flattenSidebarTree(pages);
  expect(flat.map((e) => e.key)).toEqual(['0', '0.0', '0.1', '1', '1.0', '1.0.0', '1.0.1', '1.0.2', '2', '3']);
  const keyed = keySidebarTree(pages);
  expect(keyed[1].children![0].children![2].key).toBe('1.0.2');
  expect(buildSidebarTree([...flat].reverse())).toEqual(keyed);
  // GraphQL returns null for absent fields.
  const withNulls = flat.map((e) => ({ ...e, title: e.title ?? (null as unknown as undefined) }));
  expect(buildSidebarTree(withNulls)).toEqual(keyed);
});
