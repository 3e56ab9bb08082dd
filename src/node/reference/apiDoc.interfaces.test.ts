/** Interface pages and the API index (component and hook pages: apiDoc.test.ts). */
import type { ApiItem } from '../../domain/reference/types';
import { apiAnchorIds, buildApiDoc, buildApiIndexDoc } from './apiDoc';
import { button, deps, en, loadRenderer, page, prop, row, sectionIds, spoken, text, useAutocomplete, zhT } from './apiDocTestKit';

beforeAll(loadRenderer);

describe('an interface page', () => {
  const filterModel: ApiItem = {
    ...button,
    name: 'GridFilterModel',
    kind: 'interface',
    packageName: '@mui/x-data-grid',
    productId: 'x-data-grid',
    pathname: '/x/api/data-grid/grid-filter-model',
    imports: ["import type { GridFilterModel } from '@mui/x-data-grid';"],
    description: 'Model describing the filters to apply to the grid.',
    props: [
      prop('items', { type: 'GridFilterItem[]', required: true, default: '[]' }),
      prop('logicOperator', { type: 'GridLogicOperator', default: 'GridLogicOperator.And' }),
      prop('columns', { type: "readonly GridColDef[] | 'all'", union: ['readonly GridColDef[]', "'all'"] }),
    ],
    inherits: null,
    classes: [],
    slots: [],
    themeName: null,
    declaration: 'interface GridFilterModel',
  };
  const pages: Record<string, string> = { GridFilterItem: '/x/api/data-grid/grid-filter-item', GridColDef: '/x/api/data-grid/grid-col-def' };
  const typeLink = (name: string) => pages[name] ?? null;
  const doc = buildApiDoc(filterModel, [], deps(en, { typeLink, componentSlug: 'grid-filter-model' }));
  let root: HTMLElement;
  beforeAll(() => {
    root = page(doc);
  });

  test('import, declaration, then the members: a table with a row per member, anchored #members-<name> and in the ToC', () => {
    expect(sectionIds(root)).toEqual(['import', 'declaration', 'members']);
    expect(text(root.querySelector('h2#members'))).toBe('Members');
    expect(root.querySelector('h2#import + .MuiCode-root code')?.textContent).toBe("import type { GridFilterModel } from '@mui/x-data-grid';");
    expect(root.querySelector('h2#declaration + .MuiCode-root code')?.textContent).toBe('interface GridFilterModel');
    expect([...root.querySelectorAll('th')].map(text)).toEqual(['Name', 'Type', 'Default', 'Description']);
    expect([...root.querySelectorAll('tbody tr')].map((r) => r.id)).toEqual(['members-items', 'members-logicOperator', 'members-columns']);
    expect(spoken(row(root, 'members-items').cells[0])).toBe('items (required)');
    expect(row(root, 'members-items').cells[0].querySelector('a')?.getAttribute('href')).toBe('#members-items');
    expect(text(row(root, 'members-items').cells[2])).toBe('[]');
    expect(doc.toc.map((i) => [i.hash, i.children.map((c) => c.hash)])).toEqual([
      ['import', []],
      ['declaration', []],
      ['members', ['members-items', 'members-logicOperator', 'members-columns']],
    ]);
  });

  test('a name in a type that has a page links to it, in the page language; other names stay text', () => {
    const items = row(root, 'members-items').cells[1];
    expect(text(items)).toBe('GridFilterItem[]');
    expect(items.querySelector('code > a')?.getAttribute('href')).toBe('/x/api/data-grid/grid-filter-item/');
    expect(row(root, 'members-logicOperator').cells[1].querySelector('a')).toBeNull();
    // In a union too, one member per line.
    const columns = row(root, 'members-columns').cells[1].querySelector('code.MuiApi-union')!;
    expect(columns.textContent).toBe("readonly GridColDef[]\n| 'all'");
    expect(columns.querySelector('a')?.textContent).toBe('GridColDef');
    const zhRoot = page(buildApiDoc(filterModel, [], deps(zhT, { typeLink })), 'zh');
    expect(row(zhRoot, 'members-items').cells[1].querySelector('a')?.getAttribute('href')).toBe('/zh/x/api/data-grid/grid-filter-item/');
    expect(text(zhRoot.querySelector('h2#members'))).toBe('成员');
  });

  test('an interface made of others (GridApi): one table per declaring interface under its h3, listed in the ToC; rows keep their anchors', () => {
    const gridApi: ApiItem = {
      ...filterModel,
      name: 'GridApi',
      pathname: '/x/api/data-grid/grid-api',
      declaration: 'type GridApi = GridApiCommunity',
      props: [prop('getRow', { type: '(id: GridRowId) => any' }), prop('setFilterModel', { type: '(model: GridFilterModel) => void' }), prop('setRows')],
      memberGroups: [
        { name: 'GridFilterApi', members: ['setFilterModel'] },
        { name: 'GridRowApi', members: ['getRow', 'setRows'] },
      ],
    };
    const built = buildApiDoc(gridApi, [], deps(en, { typeLink }));
    const api = page(built);
    expect([...api.querySelectorAll('h3')].map((h) => [h.id, text(h)])).toEqual([
      ['members-grid-filter-api', 'GridFilterApi'],
      ['members-grid-row-api', 'GridRowApi'],
    ]);
    expect(text(api.querySelector('h2#members + p'))).toBe('GridApi is made of the interfaces below; each lists the members it brings.');
    expect([...api.querySelectorAll('h3#members-grid-row-api + * tbody tr')].map((r) => r.id)).toEqual(['members-getRow', 'members-setRows']);
    expect([...api.querySelectorAll('table')].map((t) => t.getAttribute('aria-label'))).toEqual(['Members: GridFilterApi', 'Members: GridRowApi']);
    expect(built.toc[2]).toMatchObject({
      hash: 'members',
      children: [
        { hash: 'members-grid-filter-api', level: 3 },
        { hash: 'members-grid-row-api', level: 3 },
      ],
    });
    expect(apiAnchorIds(gridApi, 'grid-api').sort()).toEqual([...api.querySelectorAll('[id]')].map((e) => e.id).sort());
  });

  test("an interface of another plan's package: a note naming the plan, the package and where its members are; its import; no members", () => {
    const aggregation: ApiItem = {
      ...filterModel,
      name: 'GridAggregationFunction',
      packageName: '@mui/x-data-grid-premium',
      pathname: '/x/api/data-grid/grid-aggregation-function',
      imports: ["import type { GridAggregationFunction } from '@mui/x-data-grid-premium';"],
      description: '',
      props: [],
      declaration: null,
      elsewhere: { plan: 'premium', packageName: '@mui/x-data-grid-premium' },
    };
    const premium = page(buildApiDoc(aggregation, [], deps()));
    expect(sectionIds(premium)).toEqual(['import']);
    expect(premium.querySelector('table')).toBeNull();
    const note = premium.querySelector('aside')!;
    expect([...note.querySelectorAll('p')].map(text)).toEqual([
      'GridAggregationFunction belongs to the Premium plan: @mui/x-data-grid-premium exports it.',
      'Its members are documented with that package, which this site does not install: see mui.com/x/api/data-grid/grid-aggregation-function/.',
    ]);
    expect(note.querySelector('a')?.getAttribute('href')).toBe('https://mui.com/x/api/data-grid/grid-aggregation-function/');
    expect(premium.querySelector('h2#import + .MuiCode-root code')?.textContent).toBe("import type { GridAggregationFunction } from '@mui/x-data-grid-premium';");
    expect(apiAnchorIds(aggregation, 'grid-aggregation-function')).toEqual(['import']);
    expect(text(page(buildApiDoc(aggregation, [], deps(zhT)), 'zh').querySelector('aside p'))).toBe(
      'GridAggregationFunction 属于 Premium 计划：由 @mui/x-data-grid-premium 导出。',
    );
  });

  test('apiAnchorIds lists exactly the ids an interface page has', () => {
    expect(apiAnchorIds(filterModel, 'grid-filter-model').sort()).toEqual([...root.querySelectorAll('[id]')].map((e) => e.id).sort());
  });
});

describe('the API index', () => {
  const item = (name: string, kind: ApiItem['kind'], deprecated: string | null = null): ApiItem => ({
    ...button,
    name,
    kind,
    pathname: `/material-ui/api/${name.toLowerCase()}`,
    deprecated,
  });
  const items = [item('useMediaQuery', 'hook'), item('Button', 'component'), item('Alert', 'component', ''), item('useAutocomplete', 'hook')];

  test('components, then hooks, each sorted by name, linked to their pages; deprecated ones marked', () => {
    const doc = buildApiIndexDoc(items, en);
    const root = page(doc);
    expect(doc.toc.map((i) => [i.hash, i.text])).toEqual([
      ['components', 'Components'],
      ['hooks', 'Hooks'],
    ]);
    const list = (id: string) => [...root.querySelectorAll(`h2#${id} + ul.MuiApi-index > li`)].map((li) => [li.querySelector('a')?.getAttribute('href'), text(li)]);
    expect(list('components')).toEqual([
      ['/material-ui/api/alert/', 'Alert Deprecated'],
      ['/material-ui/api/button/', 'Button'],
    ]);
    expect(list('hooks')).toEqual([
      ['/material-ui/api/useautocomplete/', 'useAutocomplete'],
      ['/material-ui/api/usemediaquery/', 'useMediaQuery'],
    ]);
    expect(root.querySelector('li a code')?.textContent).toBe('Alert');
  });

  test('interfaces after the hooks, under their own section', () => {
    const doc = buildApiIndexDoc([...items, item('GridColDef', 'interface')], en);
    expect(doc.toc.map((i) => [i.hash, i.text])).toEqual([
      ['components', 'Components'],
      ['hooks', 'Hooks'],
      ['interfaces', 'Interfaces'],
    ]);
    expect(page(doc).querySelector('h2#interfaces + ul.MuiApi-index a')?.getAttribute('href')).toBe('/material-ui/api/gridcoldef/');
  });

  test('a kind with no items has no section; ids stay the same in zh', () => {
    const components = [item('Button', 'component')];
    expect(sectionIds(page(buildApiIndexDoc(components, en)))).toEqual(['components']);
    const zhRoot = page(buildApiIndexDoc(items, zhT), 'zh');
    expect(sectionIds(zhRoot)).toEqual(['components', 'hooks']);
    expect(text(zhRoot.querySelector('h2#components'))).toBe('组件');
    expect(zhRoot.querySelector('ul.MuiApi-index a')?.getAttribute('href')).toBe('/zh/material-ui/api/alert/');
  });
});

test('apiAnchorIds lists exactly the ids buildApiDoc writes (without Demos, which depends on the content)', () => {
  for (const item of [button, { ...button, themeName: null, inherits: null, slots: [] }, useAutocomplete, { ...useAutocomplete, returns: [] }]) {
    const written = [...page(buildApiDoc(item, [], deps())).querySelectorAll('[id]')].map((e) => e.id).sort();
    expect(apiAnchorIds(item, 'button').sort()).toEqual(written);
  }
});
