import { apiSidebarGroup, expandGeneratedEntries, type ApiSidebarItem } from './sidebar';

const item = (name: string, kind: 'component' | 'hook' = 'component', deprecated: string | null = null): ApiSidebarItem => ({
  name,
  kind,
  pathname: `/base-ui/api/${name.toLowerCase()}`,
  deprecated,
});

test('components and hooks under their subheaders, the index first, sorted by name', () => {
  const group = apiSidebarGroup({ pathname: '/base-ui/api', generated: 'api' }, 'APIs', [
    item('Select'),
    item('useButton', 'hook'),
    item('Button'),
    item('useBadge', 'hook'),
  ]);
  expect(group.pathname).toBe('/base-ui/api-group');
  expect(group.title).toBe('APIs');
  expect(group).not.toHaveProperty('generated');
  expect(group.children?.[0]).toEqual({ pathname: '/base-ui/api', title: 'Index' });
  expect(group.children?.[1].subheader).toBe('Components');
  expect(group.children?.[1].children?.map((c) => c.title)).toEqual(['Button', 'Select']);
  expect(group.children?.[2].subheader).toBe('Hooks');
  expect(group.children?.[2].children?.map((c) => c.title)).toEqual(['useBadge', 'useButton']);
});

test('a product with components only lists them without a subheader; deprecated ones carry the flag', () => {
  const group = apiSidebarGroup({ pathname: '/joy-ui/api', generated: 'api' }, 'APIs', [item('Button'), item('Old', 'component', 'Use Button.')]);
  expect(group.children?.map((c) => c.title)).toEqual(['Index', 'Button', 'Old']);
  expect(group.children?.[2].deprecated).toBe(true);
  expect(group.children?.[1]).not.toHaveProperty('deprecated');
});

test('generated entries are expanded at any depth; unknown ones are reported and kept', () => {
  const errors: string[] = [];
  const out = expandGeneratedEntries(
    [
      { pathname: '/x', title: 'X', children: [{ pathname: '/x/api/data-grid', generated: 'api' }] },
      { pathname: '/x/api/nothing', generated: 'api' },
    ],
    (pathname) => (pathname === '/x/api/data-grid' ? { title: 'API Reference', items: [item('DataGrid')] } : `no API reference at ${pathname}`),
    errors,
  );
  expect(out[0].children?.[0].pathname).toBe('/x/api/data-grid-group');
  expect(out[0].children?.[0].title).toBe('API Reference');
  expect(errors).toEqual(['no API reference at /x/api/nothing']);
});

test("the entry's own children follow the generated lists; under a subheader of theirs, the components get one too", () => {
  const interfaces = {
    pathname: '/x/api/data-grid-interfaces',
    subheader: 'Interfaces',
    children: [
      { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef' },
      { pathname: '/x/api/data-grid/grid-aggregation-function', title: 'GridAggregationFunction', plan: 'premium' as const },
    ],
  };
  const items = [item('DataGrid'), item('GridToolbar'), { name: 'GridColDef', kind: 'interface' as const, pathname: '/x/api/data-grid/grid-col-def', deprecated: null }];
  const group = apiSidebarGroup({ pathname: '/x/api/data-grid', generated: 'api', children: [interfaces] }, 'API Reference', items);
  expect(group.children?.map((c) => c.subheader ?? c.title)).toEqual(['Index', 'Components', 'Interfaces']);
  // Interfaces are listed where sidebar.json puts them, not among the components.
  expect(group.children?.[1].children?.map((c) => c.title)).toEqual(['DataGrid', 'GridToolbar']);
  expect(group.children?.[2]).toEqual(interfaces);
  // Children that are plain links are appended as they are, the components staying without a subheader.
  const extra = { pathname: '/x/api/data-grid/grid-col-def', title: 'GridColDef' };
  const flat = apiSidebarGroup({ pathname: '/x/api/data-grid', generated: 'api', children: [extra] }, 'API Reference', items);
  expect(flat.children?.map((c) => c.title)).toEqual(['Index', 'DataGrid', 'GridToolbar', 'GridColDef']);
});
