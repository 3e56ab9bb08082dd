import type { HastElement, HastNode } from '../../domain/markdown';
import { createJsdocMarkdown, siteFragment, siteHref } from './markdown';

const pages = new Map([
  ['/material-ui/api/button', new Set(['props', 'props-component', 'button-classes-root', 'button-classes-text', 'button-classes-colorInherit'])],
  ['/material-ui/api/table-sort-label', new Set(['table-sort-label-classes-directionDesc'])],
  ['/material-ui/api/accordion-summary', new Set(['accordion-summary-classes-gutters'])],
  ['/material-ui/react-button', new Set(['basic-button'])],
  ['/material-ui/customization/palette', new Set(['palette-colors'])],
  ['/', new Set<string>()],
]);

describe('siteHref: links of the packages’ JSDoc', () => {
  test.each([
    ['https://mui.com/material-ui/react-button/', '/material-ui/react-button/'],
    ['https://next.mui.com/material-ui/api/button/#button-classes-root', '/material-ui/api/button/#button-classes-root'],
    // The older anchor forms the packages still link to, mapped to this site's ids.
    ['https://mui.com/material-ui/api/button/#Button-prop-component', '/material-ui/api/button/#props-component'],
    ['/material-ui/api/accordion-summary/#AccordionSummary-classes-gutters', '/material-ui/api/accordion-summary/#accordion-summary-classes-gutters'],
    ['/material-ui/api/table-sort-label/#table-sort-label-classes-direction-desc', '/material-ui/api/table-sort-label/#table-sort-label-classes-directionDesc'],
    // A section this site's page does not have: mui.com's page has it.
    ['https://mui.com/material-ui/customization/palette/#custom-colors', 'https://mui.com/material-ui/customization/palette/#custom-colors'],
    ['/material-ui/react-button/#floating-action-buttons', 'https://mui.com/material-ui/react-button/#floating-action-buttons'],
    ['/material-ui/api/button/#button-classes-text', '/material-ui/api/button/#button-classes-text'],
    // A page this site does not have: the package's authors meant mui.com's.
    ['/material-ui/migration/migrating-from-deprecated-apis/', 'https://mui.com/material-ui/migration/migrating-from-deprecated-apis/'],
    ['https://mui.com/x/react-data-grid/layout/', 'https://mui.com/x/react-data-grid/layout/'],
    ['https://developer.mozilla.org/en-US/docs/Web/HTML/Element/button', 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/button'],
    ['#props-variant', '#props-variant'],
  ])('%s → %s', (href, expected) => {
    expect(siteHref(href, pages)).toBe(expected);
  });
});

const textOf = (n: HastNode): string => (n.type === 'text' ? n.value : n.type === 'element' ? n.children.map(textOf).join('') : '');

test('Markdown becomes blocks; headings become bold paragraphs; type references become code', async () => {
  const markdown = await createJsdocMarkdown(pages);
  const nodes = markdown(
    'The `TextField` wraps [Button](https://mui.com/material-ui/react-button/).\n\n## Advanced\n\nSet of rows of type [[GridRowsProp]].\n\n- one\n- two',
  );
  const tags = nodes.map((n) => (n as HastElement).tagName);
  expect(tags).toEqual(['p', 'p', 'p', 'ul']);
  const first = nodes[0] as HastElement;
  const link = first.children.find((c) => c.type === 'element' && c.tagName === 'a') as HastElement;
  expect(link.properties.href).toBe('/material-ui/react-button/');
  expect(((nodes[1] as HastElement).children[0] as HastElement).tagName).toBe('strong');
  expect(textOf(nodes[2])).toBe('Set of rows of type GridRowsProp.');
  expect(((nodes[2] as HastElement).children[1] as HastElement).tagName).toBe('code');
});

test('a type reference with a page of the reference links to it ([[GridFilterItem]]); one without stays code', async () => {
  const withPages = new Map([...pages, ['/x/api/data-grid/grid-filter-item', new Set(['members'])]]);
  const markdown = await createJsdocMarkdown(withPages, new Map([['GridFilterItem', '/x/api/data-grid/grid-filter-item']]));
  const [paragraph] = markdown('Deletes a [[GridFilterItem]] of [[GridRowsProp]].') as HastElement[];
  const link = paragraph.children[1] as HastElement;
  expect(link).toMatchObject({ tagName: 'a', properties: { href: '/x/api/data-grid/grid-filter-item/' } });
  expect((link.children[0] as HastElement).tagName).toBe('code');
  expect(textOf(link)).toBe('GridFilterItem');
  expect((paragraph.children[3] as HastElement).tagName).toBe('code');
});

test('HTML in a description stays text', async () => {
  const markdown = await createJsdocMarkdown(pages);
  const nodes = markdown('A <script>alert(1)</script> tag.');
  const html = JSON.stringify(nodes);
  expect(html).not.toContain('"tagName":"script"');
});

test('siteFragment keeps a known id and finds none for an unknown one', () => {
  expect(siteFragment('props', new Set(['props']))).toBe('props');
  expect(siteFragment('Button-prop-nope', new Set(['props-variant']))).toBeNull();
  expect(siteFragment('custom-colors', new Set(['palette-colors']))).toBeNull();
});
