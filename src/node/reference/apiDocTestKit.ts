/**
 * What the API page tests share: items as the extractor gives them, the page builder's dependencies, and the page as a
 * reader's browser gets it (rendered like every doc body, then parsed). Used by apiDoc*.test.ts only.
 */
import type { ApiItem, ApiProp } from '../../domain/reference/types';
import { createTranslate, type Translate } from '../../domain/i18n';
import { zh } from '../../domain/i18n/zh';
import { markupLabels, type HastNode } from '../../domain/markdown';
import { importEsm } from '../mdx/esm';
import { renderBody, type ToHtml } from '../mdx/renderBody';
import type { ApiDoc, ApiDocDeps } from './apiDoc';

let toHtml: ToHtml;
/** Loads the build's HTML writer (an ESM package): `beforeAll(loadRenderer)` in each test file. */
export async function loadRenderer() {
  const module = await importEsm('hast-util-to-html');
  toHtml = (tree) => module.toHtml(tree, { allowDangerousHtml: true });
}

export const en = createTranslate('en');
export const zhT = createTranslate('zh', zh);

export const prop = (name: string, more: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type: 'string',
  union: null,
  default: null,
  description: '',
  required: false,
  deprecated: null,
  ...more,
});

export const LONG_TYPE = '(event: React.SyntheticEvent<HTMLButtonElement>, value: number | number[], activeThumb: number) => void';

export const button: ApiItem = {
  name: 'Button',
  kind: 'component',
  packageName: '@mui/material',
  productId: 'material-ui',
  pathname: '/material-ui/api/button',
  imports: ["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"],
  description: 'Buttons allow users to take actions.',
  props: [
    prop('children', { type: 'node', required: true, description: 'The content of the component.' }),
    prop('variant', { type: "'contained' | 'outlined' | 'text' | string", union: ["'contained'", "'outlined'", "'text'", 'string'], default: "'text'" }),
    prop('onChange', { type: LONG_TYPE, description: 'Callback fired when the value changes.' }),
    prop('disableFocusRipple', { type: 'bool', default: 'false', deprecated: 'Use `disableRipple` instead.' }),
    prop('sx', { type: 'SxProps<Theme>' }),
  ],
  returns: [],
  inherits: { name: 'ButtonBase', pathname: '/material-ui/api/button-base' },
  classes: [
    { key: 'root', className: 'MuiButton-root', description: 'Styles applied to the root element.', deprecated: null },
    { key: 'colorInherit', className: 'MuiButton-colorInherit', description: 'Styles applied if `color="inherit"`.', deprecated: null },
    {
      key: 'textPrimary',
      className: null,
      description: 'Styles applied to the text variant.',
      deprecated: 'Combine the `.MuiButton-text` and `.MuiButton-colorPrimary` classes instead.',
    },
  ],
  slots: [{ name: 'root', description: 'The component that renders the root.', default: 'ButtonBase' }],
  themeName: 'MuiButton',
  deprecated: null,
  declaration: null,
  memberGroups: [],
  elsewhere: null,
};

export const useAutocomplete: ApiItem = {
  ...button,
  name: 'useAutocomplete',
  kind: 'hook',
  pathname: '/material-ui/api/use-autocomplete',
  imports: ["import useAutocomplete from '@mui/material/useAutocomplete';"],
  description: '',
  props: [prop('options', { type: 'ReadonlyArray<Value>', required: true, description: 'Array of options.' })],
  returns: [prop('getRootProps', { type: '() => object' }), prop('focused', { type: 'boolean' })],
  inherits: null,
  classes: [],
  slots: [],
  themeName: null,
};

export const demos = [{ pathname: '/material-ui/react-button', title: 'Button' }];

/** Markdown as the extractor's would give it: a paragraph of text (so markup in it must stay text). */
export const markdown = (md: string): HastNode[] => [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: md }] }];
export const deps = (t: Translate = en, more: Partial<ApiDocDeps> = {}): ApiDocDeps => ({
  t,
  highlight: (code) => `<span class="token">${code.replace(/</g, '&lt;')}</span>`,
  markdown,
  componentSlug: 'button',
  typeLink: () => null,
  ...more,
});

/** The page as a reader's browser gets it: rendered like every doc body, then parsed. */
export function page(doc: ApiDoc, language: 'en' | 'zh' = 'en'): HTMLElement {
  const t = language === 'en' ? en : zhT;
  const segments = renderBody(doc.tree, language, markupLabels(t), toHtml);
  const root = document.createElement('div');
  root.innerHTML = segments.map((s) => ('html' in s ? s.html : '')).join('');
  return root;
}
export const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
export const sectionIds = (root: HTMLElement) => [...root.querySelectorAll('h2')].map((h) => h.id);
export const row = (root: HTMLElement, id: string) => root.querySelector(`tr[id="${id}"]`) as HTMLTableRowElement;
/** What a screen reader hears in a cell: visible text minus aria-hidden parts. */
export const spoken = (node: Element) => {
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return text(copy);
};
