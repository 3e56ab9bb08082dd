/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import type { ApiItem, ApiPackageReference } from '../../domain/reference/types';
import { extractPackages, type PackageSpec } from './extract';
import { stripLinkLists } from './typeFacts';

// Facts read from the installed declarations (node_modules/<package>/**/*.d.ts), checked through the extractor.
const SPECS: PackageSpec[] = [
  { packageName: '@mui/material', productId: 'material-ui', apiPath: '/material-ui/api', hooks: true },
  { packageName: '@mui/joy', productId: 'joy-ui', apiPath: '/joy-ui/api', hooks: false },
  { packageName: '@mui/base', productId: 'base-ui', apiPath: '/base-ui/api', hooks: true },
  {
    packageName: '@mui/x-data-grid',
    productId: 'x-data-grid',
    apiPath: '/x/api/data-grid',
    hooks: false,
    interfaces: [
      ...['GridApi', 'GridColDef', 'GridFilterItem', 'GridFilterModel'].map((name) => ({ name, elsewhere: null })),
      { name: 'GridAggregationFunction', elsewhere: { plan: 'premium' as const, packageName: '@mui/x-data-grid-premium' } },
    ],
  },
];

let packages: ApiPackageReference[];
beforeAll(() => {
  packages = extractPackages(SPECS, { nodeModules: path.join(process.cwd(), 'node_modules') });
}, 120_000);

const item = (packageName: string, name: string): ApiItem => {
  const found = packages.find((p) => p.packageName === packageName)?.items.find((i) => i.name === name);
  if (!found) throw new Error(`${packageName} ${name} was not extracted`);
  return found;
};
const prop = (i: ApiItem, name: string) => {
  const found = i.props.find((p) => p.name === name);
  if (!found) throw new Error(`${i.name} has no prop ${name}: ${i.props.map((p) => p.name).join(', ')}`);
  return found;
};

test("Material UI Button: variant defaults to 'text', its type is the union of the three variants", () => {
  const variant = prop(item('@mui/material', 'Button'), 'variant');
  expect(variant.default).toBe("'text'");
  expect([...(variant.union ?? [])].sort()).toEqual(["'contained'", "'outlined'", "'text'"]);
  expect(variant.required).toBe(false);
  expect(variant.description).toBe('The variant to use.');
});

test("TextField: variant defaults to 'outlined'; the generic Variant is shown as its constraint", () => {
  const variant = prop(item('@mui/material', 'TextField'), 'variant');
  expect(variant.default).toBe("'outlined'");
  expect([...(variant.union ?? [])].sort()).toEqual(["'filled'", "'outlined'", "'standard'"]);
});

test('Autocomplete is generic and still yields its props, required ones marked', () => {
  const autocomplete = item('@mui/material', 'Autocomplete');
  expect(autocomplete.props.length).toBeGreaterThan(50);
  expect(prop(autocomplete, 'options').required).toBe(true);
  expect(prop(autocomplete, 'renderInput').required).toBe(true);
  expect(prop(autocomplete, 'multiple').type).toBe('boolean');
  expect(prop(autocomplete, 'disablePortal').default).toBe('false');
});

test("Joy UI Button: color defaults to 'primary'; its theme key is JoyButton and its root slot a button", () => {
  const button = item('@mui/joy', 'Button');
  expect(prop(button, 'color').default).toBe("'primary'");
  expect(prop(button, 'color').union).toEqual(expect.arrayContaining(["'primary'", "'neutral'", "'danger'", "'success'", "'warning'"]));
  expect(button.themeName).toBe('JoyButton');
  expect(button.slots.find((s) => s.name === 'root')).toMatchObject({ default: "'button'" });
  expect(button.pathname).toBe('/joy-ui/api/button');
});

test('Base UI useButton: its parameters (the options object) and the fields of its return value', () => {
  const useButton = item('@mui/base', 'useButton');
  expect(useButton.kind).toBe('hook');
  expect(useButton.pathname).toBe('/base-ui/api/use-button');
  expect(useButton.props.map((p) => p.name)).toEqual(expect.arrayContaining(['disabled', 'focusableWhenDisabled', 'rootRef', 'type']));
  expect(prop(useButton, 'disabled').default).toBe('false');
  expect(useButton.returns.map((r) => r.name)).toEqual(expect.arrayContaining(['active', 'focusVisible', 'getRootProps', 'rootRef', 'setFocusVisible']));
  expect(useButton.returns.find((r) => r.name === 'active')?.type).toBe('boolean');
  expect(useButton.imports).toEqual(["import { useButton } from '@mui/base/useButton';", "import { useButton } from '@mui/base';"]);
});

test('a hook with positional parameters: useMediaQuery takes a required query and returns a boolean', () => {
  const hook = item('@mui/material', 'useMediaQuery');
  expect(hook.props[0]).toMatchObject({ name: 'queryInput', required: true });
  expect(hook.returns).toEqual([expect.objectContaining({ name: '', type: 'boolean' })]);
});

test('DataGrid: columns is required (rows defaults to [] in this version); its pages sit at /x/api/data-grid/', () => {
  const grid = item('@mui/x-data-grid', 'DataGrid');
  expect(prop(grid, 'columns').required).toBe(true);
  expect(prop(grid, 'rows')).toMatchObject({ required: false, default: '[]' });
  expect(grid.pathname).toBe('/x/api/data-grid/data-grid');
  expect(grid.themeName).toBe('MuiDataGrid');
  expect(grid.imports).toEqual(["import { DataGrid } from '@mui/x-data-grid/DataGrid';", "import { DataGrid } from '@mui/x-data-grid';"]);
});

test('GridFilterItem, from the installed package: field and operator required, value optional, each with its JSDoc', () => {
  const filterItem = item('@mui/x-data-grid', 'GridFilterItem');
  expect(filterItem).toMatchObject({
    kind: 'interface',
    pathname: '/x/api/data-grid/grid-filter-item',
    imports: ["import type { GridFilterItem } from '@mui/x-data-grid';"],
    description: 'Filter item definition interface.',
  });
  expect(filterItem.props.map((p) => [p.name, p.required])).toEqual([
    ['field', true],
    ['id', false],
    ['operator', true],
    ['value', false],
  ]);
  expect(prop(filterItem, 'field')).toMatchObject({ type: 'string', description: 'The column from which we want to filter the rows.' });
  expect(prop(filterItem, 'operator')).toMatchObject({ type: 'string', description: 'The name of the operator we want to apply.' });
  expect(prop(filterItem, 'value')).toMatchObject({ type: 'any', description: expect.stringMatching(/^The filtering value\./) });
  // GridFilterModel's items are GridFilterItems (the page links them); its operator is the enum, by name.
  const model = item('@mui/x-data-grid', 'GridFilterModel');
  expect(prop(model, 'items')).toMatchObject({ type: 'GridFilterItem[]', required: true, default: '[]' });
  expect(prop(model, 'logicOperator')).toMatchObject({ type: 'GridLogicOperator', default: 'GridLogicOperator.And' });
});

test('GridColDef (a union of column kinds) lists their common members: field required, type one of the column types', () => {
  const colDef = item('@mui/x-data-grid', 'GridColDef');
  expect(prop(colDef, 'field')).toMatchObject({ type: 'string', required: true });
  expect(prop(colDef, 'type').union).toEqual(expect.arrayContaining(["'string'", "'number'", "'actions'", "'singleSelect'"]));
  expect(colDef.memberGroups).toEqual([]);
  expect(colDef.declaration).toMatch(/^type GridColDef<R extends GridValidRowModel = any, V = any, F = V> = GridBaseColDef<R, V, F> \| GridActionsColDef/);
});

test('GridApi: its members grouped by the API interface that declares them, without those the package marks @ignore', () => {
  const api = item('@mui/x-data-grid', 'GridApi');
  expect(api.declaration).toBe('type GridApi = GridApiCommunity');
  const groups = new Map(api.memberGroups.map((g) => [g.name, g.members]));
  expect(groups.get('GridFilterApi')).toEqual(expect.arrayContaining(['setFilterModel', 'upsertFilterItem']));
  expect(groups.get('GridRowApi')).toEqual(expect.arrayContaining(['getRow', 'updateRows']));
  expect(api.memberGroups.flatMap((g) => g.members).sort()).toEqual(api.props.map((p) => p.name).sort());
  expect(api.props.map((p) => p.name)).not.toContain('unstable_applyFilters'); // @ignore - do not document.
  expect(prop(api, 'setFilterModel').description).toMatch(/^Sets the filter model/);
});

test('Premium-only interfaces: @mui/x-data-grid has no trace of them; their page names the Premium package and lists no member', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(d\.ts|js)$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(process.cwd(), 'node_modules/@mui/x-data-grid'));
  const grid = packages.find((p) => p.packageName === '@mui/x-data-grid')!;
  for (const name of ['GridAggregationFunction', 'GridExcelExportOptions']) {
    expect(files.filter((file) => fs.readFileSync(file, 'utf8').includes(name))).toEqual([]);
    expect(grid.typeNames).not.toContain(name);
  }
  expect(grid.typeNames).toEqual(expect.arrayContaining(['GridApi', 'GridColDef', 'GridCsvExportOptions', 'GridPrintExportOptions']));
  expect(item('@mui/x-data-grid', 'GridAggregationFunction')).toMatchObject({
    packageName: '@mui/x-data-grid-premium',
    imports: ["import type { GridAggregationFunction } from '@mui/x-data-grid-premium';"],
    props: [],
    elsewhere: { plan: 'premium', packageName: '@mui/x-data-grid-premium' },
  });
});

test('a deprecated prop is shown as deprecated, with its reason', () => {
  const autoHeight = prop(item('@mui/x-data-grid', 'DataGrid'), 'autoHeight');
  expect(autoHeight.deprecated).toMatch(/flex parent container/);
  expect(prop(item('@mui/x-data-grid', 'DataGrid'), 'columns').deprecated).toBeNull();
});

test('CSS classes: keys with their description and the class name the package applies', () => {
  const button = item('@mui/material', 'Button');
  expect(button.classes.find((c) => c.key === 'root')).toEqual({
    key: 'root',
    className: 'MuiButton-root',
    description: 'Styles applied to the root element.',
    deprecated: null,
  });
  // A state class is global, and a deprecated one says what to use instead.
  expect(button.classes.find((c) => c.key === 'disabled')?.className).toBe('Mui-disabled');
  expect(button.classes.find((c) => c.key === 'textPrimary')?.deprecated).toMatch(/^Combine the/);
  expect(button.themeName).toBe('MuiButton');
});

test('slots: TextField lists its slots with their default components', () => {
  const slots = item('@mui/material', 'TextField').slots;
  expect(slots.map((s) => s.name)).toEqual(expect.arrayContaining(['input', 'inputLabel', 'htmlInput', 'formHelperText', 'select']));
  expect(slots.find((s) => s.name === 'inputLabel')?.default).toBe('InputLabel');
});

test('an inherited component: Button inherits ButtonBase, whose own props are not repeated', () => {
  const button = item('@mui/material', 'Button');
  expect(button.inherits).toEqual({ name: 'ButtonBase', pathname: '/material-ui/api/button-base' });
  const names = button.props.map((p) => p.name);
  expect(names).not.toContain('centerRipple');
  expect(names).not.toContain('onClick'); // a DOM prop from React's types
  expect(names).toEqual(expect.arrayContaining(['children', 'color', 'component', 'disabled', 'href', 'size', 'sx', 'variant']));
  // Types keep their names where the name is the clearer form.
  expect(prop(button, 'sx').type).toBe('SxProps<Theme>');
  expect(prop(button, 'children').type).toBe('ReactNode');
});

test('import lines: a default import from the component path, then the package root', () => {
  expect(item('@mui/material', 'Button').imports).toEqual(["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
  expect(item('@mui/base', 'Button').imports).toEqual(["import { Button } from '@mui/base/Button';", "import { Button } from '@mui/base';"]);
});

test('exports without a page are listed with their reason', () => {
  const skipped = (pkg: string) => new Map(packages.find((p) => p.packageName === pkg)!.skipped.map((s) => [s.name, s.reason]));
  expect(skipped('@mui/x-data-grid').get('GridAddIcon')).toMatch(/^an icon/);
  expect(skipped('@mui/material').get('BackdropRoot')).toMatch(/^a part of Backdrop/);
  expect(skipped('@mui/joy').get('useColorScheme')).toMatch(/hooks have pages for Material UI and Base UI only/);
  // Every component and hook is either a page or skipped with a reason, never both.
  for (const p of packages) {
    const pages = new Set(p.items.map((i) => i.name));
    for (const s of p.skipped) {
      expect(pages.has(s.name)).toBe(false);
      expect(s.reason.length).toBeGreaterThan(10);
    }
  }
  expect(
    packages
      .find((p) => p.packageName === '@mui/material')!
      .items.filter((i) => i.kind === 'hook')
      .map((i) => i.name),
  ).toEqual(expect.arrayContaining(['useAutocomplete', 'useMediaQuery', 'useScrollTrigger']));
});

test("the package's own link lists are not part of a description", () => {
  expect(
    stripLinkLists(
      '\nDemos:\n\n- [Button](https://mui.com/material-ui/react-button/)\n\nAPI:\n\n- [Button API](https://mui.com/material-ui/api/button/)\n- inherits [ButtonBase API](x)',
    ),
  ).toBe('');
  expect(stripLinkLists('The `TextField` is a wrapper.\n\nDemos:\n\n- [Text Field](x)')).toBe('The `TextField` is a wrapper.');
  expect(item('@mui/material', 'TextField').description).toMatch(/^The `TextField` is a convenience wrapper/);
});
