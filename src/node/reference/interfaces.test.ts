/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ApiItem, ApiPackageReference } from '../../domain/reference/types';
import { productFileSchema } from '../schemas';
import { extractPackages, type PackageSpec } from './extract';
import { checkInterfaces } from './reference';

// The interfaces a product.json names (`api.interfaces`), read from a small package written for the test.
const parts = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `  /** ${prefix} member ${i}. */\n  ${prefix.toLowerCase()}${i}?: number;`).join('\n');

const DECLARATIONS = `
/** A row's id. */
export type RowId = string | number;
export declare enum LogicOperator { And = 'and', Or = 'or' }
interface Visibility {
  /** Whether this row is the first visible one. */
  isFirstVisible: boolean;
  /** @ignore - do not document. */
  internalIndex: number;
}
/**
 * Filter item definition.
 * @demos
 *   - [Filtering](/x/react-data-grid/filtering/)
 */
export interface FilterItem {
  /** The column from which we want to filter the rows. */
  field: string;
  /** The filtering value. */
  value?: any;
  /**
   * How the items combine.
   * @default LogicOperator.And
   */
  logicOperator?: LogicOperator;
  /**
   * The size.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /** @deprecated Use \`field\` instead. */
  column?: string;
}
/** The filter model: items to apply. */
export interface FilterModel {
  /** The items. @default [] */
  items: FilterItem[];
}
/** Row params with visibility. */
export interface RowParams<R extends object = any> extends Visibility {
  /** The row. */
  row: R;
  id: RowId;
}
export interface Spacing extends Visibility, FilterModel {}
interface PartA {
${parts('A', 20)}
}
interface PartB {
${parts('B', 15)}
}
/** The whole API. */
export interface WholeApi extends PartA, PartB {}
export type Api = WholeApi;
export {};
`;

let pkg: ApiPackageReference;
const spec: PackageSpec = {
  packageName: 'fixture-grid',
  productId: 'x-data-grid',
  apiPath: '/x/api/data-grid',
  hooks: false,
  interfaces: [
    { name: 'FilterItem', elsewhere: null },
    { name: 'FilterModel', elsewhere: null },
    { name: 'RowParams', elsewhere: null },
    { name: 'Spacing', elsewhere: null },
    { name: 'Api', elsewhere: null },
    { name: 'AggregationFunction', elsewhere: { plan: 'premium', packageName: 'fixture-grid-premium' } },
    { name: 'FilterItems', elsewhere: null },
  ],
};

beforeAll(() => {
  const nodeModules = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-api-interfaces-'));
  fs.mkdirSync(path.join(nodeModules, 'fixture-grid'));
  fs.writeFileSync(path.join(nodeModules, 'fixture-grid', 'package.json'), JSON.stringify({ name: 'fixture-grid', version: '1.2.3', types: 'index.d.ts' }));
  fs.writeFileSync(path.join(nodeModules, 'fixture-grid', 'index.d.ts'), DECLARATIONS);
  [pkg] = extractPackages([spec], { nodeModules, loadRuntime: () => null });
}, 60_000);

const item = (name: string): ApiItem => {
  const found = pkg.items.find((i) => i.name === name);
  if (!found) throw new Error(`${name} was not extracted: ${pkg.items.map((i) => i.name).join(', ')}`);
  return found;
};
const member = (i: ApiItem, name: string) => {
  const found = i.props.find((p) => p.name === name);
  if (!found) throw new Error(`${i.name} has no member ${name}: ${i.props.map((p) => p.name).join(', ')}`);
  return found;
};

test('an interface: its page, import line and declaration; members sorted, with type, optionality, JSDoc, @default and @deprecated', () => {
  const filterItem = item('FilterItem');
  expect(filterItem).toMatchObject({
    kind: 'interface',
    packageName: 'fixture-grid',
    pathname: '/x/api/data-grid/filter-item',
    imports: ["import type { FilterItem } from 'fixture-grid';"],
    description: 'Filter item definition.',
    declaration: 'interface FilterItem',
    memberGroups: [],
    elsewhere: null,
  });
  expect(filterItem.props.map((p) => p.name)).toEqual(['column', 'field', 'logicOperator', 'size', 'value']);
  expect(member(filterItem, 'field')).toEqual({
    name: 'field',
    type: 'string',
    union: null,
    default: null,
    description: 'The column from which we want to filter the rows.',
    required: true,
    deprecated: null,
  });
  expect(member(filterItem, 'value')).toMatchObject({ type: 'any', required: false, description: 'The filtering value.' });
  // Literal unions expanded as props are; an enum by its name (TypeScript takes LogicOperator.And, not 'and').
  expect(member(filterItem, 'size')).toMatchObject({ union: ["'small'", "'medium'", "'large'"], default: "'medium'" });
  expect(member(filterItem, 'logicOperator')).toMatchObject({ type: 'LogicOperator', union: null, default: 'LogicOperator.And' });
  expect(member(filterItem, 'column').deprecated).toBe('Use `field` instead.');
});

test('inherited members are listed, those marked @ignore are not; a type parameter shows its constraint, the declaration keeps it', () => {
  const rowParams = item('RowParams');
  expect(rowParams.props.map((p) => p.name)).toEqual(['id', 'isFirstVisible', 'row']);
  expect(member(rowParams, 'row').type).toBe('object');
  expect(member(rowParams, 'id').union).toEqual(['string', 'number']);
  expect(rowParams.declaration).toBe('interface RowParams<R extends object = any> extends Visibility');
  expect(item('FilterModel').props[0]).toMatchObject({ name: 'items', type: 'FilterItem[]', required: true, default: '[]' });
});

test('an interface made only of others gets its members grouped by declaring interface when it has many; a small one keeps one table', () => {
  const api = item('Api');
  expect(api.declaration).toBe('type Api = WholeApi');
  expect(api.description).toBe('');
  expect(api.props).toHaveLength(35);
  expect(api.memberGroups.map((g) => [g.name, g.members.length])).toEqual([
    ['PartA', 20],
    ['PartB', 15],
  ]);
  expect(api.memberGroups[1].members.slice(0, 3)).toEqual(['b0', 'b1', 'b10']);
  // Two interfaces, five members: no groups.
  expect(item('Spacing').memberGroups).toEqual([]);
  expect(item('Spacing').props.map((p) => p.name)).toEqual(['isFirstVisible', 'items']);
});

test("an interface only another plan's package exports: its page imports it from there and invents no member", () => {
  expect(item('AggregationFunction')).toMatchObject({
    kind: 'interface',
    packageName: 'fixture-grid-premium',
    pathname: '/x/api/data-grid/aggregation-function',
    imports: ["import type { AggregationFunction } from 'fixture-grid-premium';"],
    props: [],
    declaration: null,
    elsewhere: { plan: 'premium', packageName: 'fixture-grid-premium' },
  });
});

test('the exported type names are recorded (not the unexported ones), and a name that is not one gets no page', () => {
  expect(pkg.typeNames).toEqual(['Api', 'FilterItem', 'FilterModel', 'RowId', 'RowParams', 'Spacing', 'WholeApi']);
  expect(pkg.items.map((i) => i.name)).not.toContain('FilterItems');
});

describe('product.json api.interfaces', () => {
  const product = {
    id: 'x-data-grid',
    name: 'Data Grid',
    order: 5,
    description: 'D',
    basePath: '/x',
    landing: '/x/react-data-grid',
    logo: '/logos/x-data-grid.svg',
    versions: [{ current: true, text: 'v7', href: '/x/react-data-grid/' }],
    api: { package: '@mui/x-data-grid', path: '/x/api/data-grid', title: 'API Reference', description: 'D' },
  };
  const issues = (interfaces: unknown) => {
    const result = productFileSchema.safeParse({ ...product, api: { ...product.api, interfaces } });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  test('takes type names and, for another plan, { name, plan, package }', () => {
    expect(issues(['GridColDef', { name: 'GridAggregationFunction', plan: 'premium', package: '@mui/x-data-grid-premium' }])).toEqual([]);
  });

  test('refuses a name that is not a type name, an entry without its package, an unknown plan, a name twice', () => {
    expect(issues(['gridColDef'])).toEqual(['api.interfaces.0: must be the name of an exported type, as written in the package (GridColDef)']);
    expect(issues([{ name: 'GridAggregationFunction', plan: 'premium' }])).toEqual([
      'api.interfaces.0: must be a type name ("GridColDef"), or { "name", "plan", "package" } for an interface only another plan\'s package exports (Fix: write one of these two forms)',
    ]);
    expect(issues([{ name: 'GridAggregationFunction', plan: 'enterprise', package: 'p' }])).toHaveLength(1);
    expect(issues(['GridColDef', 'GridColDef'])).toEqual(['api.interfaces.1: GridColDef is listed twice. Fix: remove one']);
  });

  test('a name the package does not export fails with the file, the entry, the nearest exported names and the fix', () => {
    expect(() => checkInterfaces(spec, pkg)).toThrow(
      [
        'content/x-data-grid/product.json is invalid:\n',
        '  - api.interfaces[6]: FilterItems is not an interface or type that fixture-grid exports (nearest: FilterItem, FilterModel, RowParams).',
        ' Fix: correct the name, or, if only another plan\'s package exports it, write { "name": "FilterItems", "plan": "premium", "package": "fixture-grid-premium" }.',
      ].join(''),
    );
  });

  test("an interface said to be another plan's that the package exports itself fails too; a correct list passes", () => {
    const elsewhere = { plan: 'premium' as const, packageName: 'fixture-grid-premium' };
    expect(() => checkInterfaces({ ...spec, interfaces: [{ name: 'FilterItem', elsewhere }] }, pkg)).toThrow(
      'api.interfaces[0]: FilterItem is exported by fixture-grid itself, not only by fixture-grid-premium. Fix: write "FilterItem" alone.',
    );
    expect(() => checkInterfaces({ ...spec, interfaces: spec.interfaces!.filter((i) => i.name !== 'FilterItems') }, pkg)).not.toThrow();
  });
});
