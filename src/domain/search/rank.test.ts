import { nameTier } from './rank';
import type { StoredRecord } from './types';

const page = (url: string, title: string, product = 'material-ui'): StoredRecord => ({ url, page: title, section: '', product, kind: 'page', description: '' });

test("a component's page outranks a guide of the same title, and its API page comes after both", () => {
  const component = nameTier('Typography', page('/material-ui/react-typography/', 'Typography'), null);
  const guide = nameTier('Typography', page('/material-ui/customization/typography/', 'Typography'), null);
  const api = nameTier('Typography', { ...page('/material-ui/api/typography/', 'Typography API'), kind: 'api' }, null);
  expect(component).toBeGreaterThan(guide);
  expect(guide).toBeGreaterThan(api);
  // A typo names the component too.
  expect(nameTier('typograhpy', page('/material-ui/react-typography/', 'Typography'), null)).toBe(component);
  // The reader's product still comes first: another product's guide of that name is not preferred to it.
  expect(nameTier('Typography', page('/joy-ui/react-typography/', 'Typography', 'joy-ui'), 'material-ui')).toBeLessThan(
    nameTier('Typography', page('/material-ui/customization/typography/', 'Typography'), 'material-ui'),
  );
});

test("a component's prop outranks an interface's member of the same name, both above plain text", () => {
  const prop = (url: string) => ({ ...page(url, 'API', 'x-data-grid'), kind: 'prop' as const, section: 'getRowId' });
  const componentProp = nameTier('getRowId', prop('/x/api/data-grid/data-grid/#props-getRowId'), 'x-data-grid');
  const member = nameTier('getRowId', prop('/x/api/data-grid/grid-api/#members-getRowId'), 'x-data-grid');
  expect(componentProp).toBeGreaterThan(member);
  expect(member).toBeGreaterThan(nameTier('getRowId', page('/x/react-data-grid/row-definition/', 'Row definition', 'x-data-grid'), 'x-data-grid'));
});
