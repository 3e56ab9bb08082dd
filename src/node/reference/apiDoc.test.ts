/** Component and hook pages of the API reference (interface pages and the index: apiDoc.interfaces.test.ts). */
import type { ApiItem } from '../../domain/reference/types';
import { buildApiDoc, type ApiDoc } from './apiDoc';
import { LONG_TYPE, button, demos, deps, en, loadRenderer, page, prop, row, sectionIds, spoken, text, useAutocomplete, zhT } from './apiDocTestKit';

beforeAll(loadRenderer);

describe('a component page', () => {
  const doc = buildApiDoc(button, demos, deps());
  let root: HTMLElement;
  beforeAll(() => {
    root = page(doc);
  });

  test('sections in order, each an h2 with a fixed id and an anchor link; the description above them', () => {
    expect(sectionIds(root)).toEqual(['import', 'props', 'theme-default-props', 'inheritance', 'classes', 'slots', 'demos']);
    expect(text(root.querySelector('h2#classes'))).toBe('CSS classes');
    expect(root.querySelector('h2#props a.anchor-link')?.getAttribute('href')).toBe('#props');
    expect(text(root.querySelector('.MuiApi-root > p'))).toBe('Buttons allow users to take actions.');
  });

  test('the table of contents lists the sections, with one entry per prop under Props', () => {
    expect(doc.toc.map((item) => [item.hash, item.text, item.level])).toEqual([
      ['import', 'Import', 2],
      ['props', 'Props', 2],
      ['theme-default-props', 'Theme default props', 2],
      ['inheritance', 'Inheritance', 2],
      ['classes', 'CSS classes', 2],
      ['slots', 'Slots', 2],
      ['demos', 'Demos', 2],
    ]);
    expect(doc.toc[1].children).toEqual(
      ['children', 'variant', 'onChange', 'disableFocusRipple', 'sx'].map((name) => ({ text: name, hash: `props-${name}`, level: 3, children: [] })),
    );
    // Every ToC entry leads somewhere on the page.
    for (const item of doc.toc.flatMap((i) => [i, ...i.children])) expect(root.querySelector(`[id="${item.hash}"]`)).not.toBeNull();
  });

  test('the imports are one highlighted code block with the copy button', () => {
    const highlight = jest.fn((code: string) => `<span class="token">${code.length}</span>`);
    const built = page(buildApiDoc(button, [], deps(en, { highlight })));
    expect(highlight).toHaveBeenCalledWith("import Button from '@mui/material/Button';\nimport { Button } from '@mui/material';", 'jsx');
    const block = built.querySelector('h2#import + .MuiCode-root');
    expect(block?.querySelector('code.language-jsx')?.innerHTML).toBe('<span class="token">82</span>');
    expect(block?.querySelector('button')?.getAttribute('aria-label')).toBe('Copy the code');
  });

  test('props: a table whose columns are Name, Type, Default, Description, one row per prop linking to itself', () => {
    const table = root.querySelector('h2#props ~ .MuiMarkdown-table > table.MuiApi-table') as HTMLTableElement;
    expect([...table.querySelectorAll('th')].map(text)).toEqual(['Name', 'Type', 'Default', 'Description']);
    expect([...table.tBodies[0].rows].map((r) => r.id)).toEqual(['props-children', 'props-variant', 'props-onChange', 'props-disableFocusRipple', 'props-sx']);
    const variant = row(root, 'props-variant');
    expect(variant.cells[0].querySelector('a')?.getAttribute('href')).toBe('#props-variant');
    expect(variant.cells[0].querySelector('a > code')?.textContent).toBe('variant');
    expect(variant.cells[2].querySelector('code')?.textContent).toBe("'text'");
    expect(row(root, 'props-onChange').cells[2].childNodes).toHaveLength(0);
    expect(text(row(root, 'props-children').cells[3])).toBe('The content of the component.');
  });

  test('the sentence above the props names the inherited component, linked to its page', () => {
    const sentence = root.querySelector('h2#props + p');
    expect(text(sentence)).toBe('Every prop of ButtonBase works here too.');
    expect(sentence?.querySelector('a')?.getAttribute('href')).toBe('/material-ui/api/button-base/');
    expect(sentence?.querySelector('a > code')?.textContent).toBe('ButtonBase');
  });

  test('a required prop shows a star, announced as "(required)"; optional props have neither', () => {
    const name = row(root, 'props-children').cells[0];
    expect(name.querySelector('.MuiApi-required')?.textContent).toBe('*');
    expect(name.querySelector('.MuiApi-required')?.getAttribute('aria-hidden')).toBe('true');
    expect(name.querySelector('.MuiMarkdown-visuallyHidden')?.textContent).toBe(' (required)');
    expect(spoken(name)).toBe('children (required)');
    expect(text(row(root, 'props-variant').cells[0])).toBe('variant');
  });

  test('a union shows one member per line', () => {
    const type = row(root, 'props-variant').cells[1];
    expect(type.querySelector('details')).toBeNull();
    expect(type.querySelector('code.MuiApi-union')?.textContent?.split('\n')).toEqual(["'contained'", "| 'outlined'", "| 'text'", '| string']);
  });

  test('a type longer than 80 characters collapses behind its first 40; a short one is shown whole', () => {
    const details = row(root, 'props-onChange').cells[1].querySelector<HTMLDetailsElement>('details.MuiApi-longType');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe(`${LONG_TYPE.slice(0, 40)}…`);
    expect(details?.querySelector(':scope > code')?.textContent).toBe(LONG_TYPE);
    expect(row(root, 'props-sx').cells[1].innerHTML).toBe('<code dir="ltr">SxProps&lt;Theme&gt;</code>');
  });

  test('a deprecated prop carries the chip and says why under its description', () => {
    const deprecated = row(root, 'props-disableFocusRipple');
    expect(text(deprecated.cells[0].querySelector('.MuiApi-chip'))).toBe('Deprecated');
    expect(text(deprecated.cells[3].querySelector('.MuiApi-deprecated'))).toBe('Deprecated Use `disableRipple` instead.');
    expect(row(root, 'props-variant').querySelector('.MuiApi-chip, .MuiApi-deprecated')).toBeNull();
  });

  test('theme default props and inheritance sentences name the theme key and both components', () => {
    expect(text(root.querySelector('h2#theme-default-props + p'))).toBe(
      "The theme key MuiButton sets this component's default props and style overrides for a whole app.",
    );
    expect(root.querySelector('h2#theme-default-props + p code')?.textContent).toBe('MuiButton');
    const inheritance = root.querySelector('h2#inheritance + p');
    expect(text(inheritance)).toBe('Button passes the props it does not list on to ButtonBase, so every prop of ButtonBase works here too.');
    expect([...(inheritance?.querySelectorAll('code') ?? [])].map((c) => c.textContent)).toEqual(['Button', 'ButtonBase', 'ButtonBase']);
    expect(inheritance?.querySelector('a')?.getAttribute('href')).toBe('/material-ui/api/button-base/');
  });

  test('CSS classes: rows anchored as the packages link to them (#button-classes-colorInherit), the class name with its dot', () => {
    expect(text(root.querySelector('h2#classes + p'))).toMatch(/^Style the component's parts and states with these classes in CSS/);
    const table = root.querySelector('h2#classes ~ .MuiMarkdown-table > table') as HTMLTableElement;
    expect([...table.querySelectorAll('th')].map(text)).toEqual(['Class name', 'Rule name', 'Description']);
    expect([...table.tBodies[0].rows].map((r) => r.id)).toEqual(['button-classes-root', 'button-classes-colorInherit', 'button-classes-textPrimary']);
    expect([...row(root, 'button-classes-colorInherit').cells].map(text)).toEqual(['.MuiButton-colorInherit', 'colorInherit', 'Styles applied if `color="inherit"`.']);
    // An unknown class name shows the key, and a deprecated class says why.
    const unknown = row(root, 'button-classes-textPrimary');
    expect(text(unknown.cells[0])).toBe('textPrimary');
    expect(text(unknown.cells[2].querySelector('.MuiApi-deprecated'))).toMatch(/^Deprecated Combine the/);
  });

  test('slots: name, default and description, anchored by the component', () => {
    const slot = row(root, 'button-slots-root');
    expect([...slot.cells].map(text)).toEqual(['root', 'ButtonBase', 'The component that renders the root.']);
    expect(slot.cells[0].querySelector('a')?.getAttribute('href')).toBe('#button-slots-root');
  });

  test('demos link to their pages, in the page language', () => {
    expect([...root.querySelectorAll('h2#demos + ul a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([['/material-ui/react-button/', 'Button']]);
    expect(page(doc, 'zh').querySelector('h2#demos + ul a')?.getAttribute('href')).toBe('/zh/material-ui/react-button/');
  });
});

test('ids never change with the language; texts are translated', () => {
  const enDoc = buildApiDoc(button, demos, deps(en));
  const zhDoc = buildApiDoc(button, demos, deps(zhT));
  const ids = (doc: ApiDoc) => [...page(doc).querySelectorAll('[id]')].map((e) => e.id);
  expect(ids(zhDoc)).toEqual(ids(enDoc));
  expect(zhDoc.toc.map((i) => [i.hash, i.children.map((c) => c.hash)])).toEqual(enDoc.toc.map((i) => [i.hash, i.children.map((c) => c.hash)]));
  expect(zhDoc.toc[1].text).toBe('属性');
  const zhRoot = page(zhDoc, 'zh');
  expect(text(zhRoot.querySelector('h2#props'))).toBe('属性');
  expect(text(zhRoot.querySelector('h2#props + p'))).toBe('ButtonBase 的所有属性在这里同样适用。');
  expect(zhRoot.querySelector('h2#props + p a')?.getAttribute('href')).toBe('/zh/material-ui/api/button-base/');
  expect(text(zhRoot.querySelector('h2#inheritance + p'))).toBe('Button 会把未列出的属性传给 ButtonBase，因此 ButtonBase 的所有属性在这里同样适用。');
  expect(spoken(row(zhRoot, 'props-children').cells[0])).toBe('children （必填）');
});

test('text from the package is text: markup in a description or type is escaped, never parsed', () => {
  const item: ApiItem = {
    ...button,
    description: 'Hi <script>alert(1)</script>',
    props: [prop('evil', { type: '<img src=x onerror=alert(1)>', description: '<b>bold</b>' })],
  };
  const root = page(buildApiDoc(item, [], deps()));
  expect(root.querySelector('script, img, b')).toBeNull();
  expect(text(root.querySelector('.MuiApi-root > p'))).toBe('Hi <script>alert(1)</script>');
  expect(text(row(root, 'props-evil').cells[1])).toBe('<img src=x onerror=alert(1)>');
});

test('without inheritance: the native component sentence, no Inheritance section; an inherited component without a page is plain code', () => {
  const plain = page(buildApiDoc({ ...button, inherits: null, themeName: null, classes: [], slots: [] }, [], deps()));
  expect(sectionIds(plain)).toEqual(['import', 'props']);
  expect(text(plain.querySelector('h2#props + p'))).toBe('Props not listed here go to the underlying DOM element.');

  const unlinked = page(buildApiDoc({ ...button, inherits: { name: 'Transition', pathname: null } }, [], deps()));
  for (const selector of ['h2#props + p', 'h2#inheritance + p']) {
    expect(unlinked.querySelector(`${selector} a`)).toBeNull();
    expect([...unlinked.querySelectorAll(`${selector} code`)].map((c) => c.textContent)).toContain('Transition');
  }
});

test('a deprecated component opens with a warning that says why', () => {
  const root = page(buildApiDoc({ ...button, deprecated: 'Use `LoadingButton` instead.' }, [], deps()));
  const callout = root.querySelector('aside.MuiCallout-warning');
  expect(callout?.getAttribute('aria-label')).toBe('Warning');
  expect(text(callout)).toBe('Deprecated Use `LoadingButton` instead.');
  expect(callout?.compareDocumentPosition(root.querySelector('h2#import')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  // No reason given: the label alone.
  expect(text(page(buildApiDoc({ ...button, deprecated: '' }, [], deps())).querySelector('aside'))).toBe('Deprecated');
});

describe('a hook page', () => {
  const doc = buildApiDoc(useAutocomplete, [], deps());
  let root: HTMLElement;
  beforeAll(() => {
    root = page(doc);
  });

  test('parameters and return value instead of props, each a table anchored by its section, with ToC entries per row', () => {
    expect(sectionIds(root)).toEqual(['import', 'parameters', 'return-value']);
    expect(root.querySelector('h2#parameters + p')).toBeNull(); // no "props of the native component" sentence
    expect([...root.querySelectorAll('table.MuiApi-table tbody tr')].map((r) => r.id)).toEqual([
      'parameters-options',
      'return-value-getRootProps',
      'return-value-focused',
    ]);
    expect(spoken(row(root, 'parameters-options').cells[0])).toBe('options (required)');
    expect(doc.toc.map((i) => [i.text, i.children.map((c) => c.hash)])).toEqual([
      ['Import', []],
      ['Parameters', ['parameters-options']],
      ['Return value', ['return-value-getRootProps', 'return-value-focused']],
    ]);
  });

  test('a return row without a name is the returned type itself: shown as the type, not a table row', () => {
    const item = { ...useAutocomplete, props: [], returns: [prop('', { type: 'UseAutocompleteReturnValue<Value>', description: 'The state.' })] };
    const built = buildApiDoc(item, [], deps());
    const hook = page(built);
    expect(sectionIds(hook)).toEqual(['import', 'return-value']);
    expect(hook.querySelector('table')).toBeNull();
    expect(hook.querySelector('h2#return-value + .MuiApi-returns > code')?.textContent).toBe('UseAutocompleteReturnValue<Value>');
    expect(text(hook.querySelector('.MuiApi-returns > p'))).toBe('The state.');
    expect(built.toc[1].children).toEqual([]);
  });
});
