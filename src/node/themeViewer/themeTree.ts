import { createTheme } from '@mui/material/styles';
import type { Language } from '../../domain/languages';
import { el, markupLabels, text, THEME_TREE_CLASS, type BodySegment, type HastElement, type HastNode } from '../../domain/markdown';
import type { Translate } from '../../domain/i18n';
import type { TocItem } from '../../domain/toc';
import { renderBody, type ToHtml } from '../mdx/renderBody';
import { THEME_VIEWER_LABELS } from './labels';
import { format } from '../../domain/i18n';

/** The page that shows the default theme. */
export const DEFAULT_THEME_PATHNAME = '/material-ui/customization/default-theme';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))$/i;

/** A leaf's value as the reader would write it in code; functions by their name and arity. */
function leaf(value: unknown): HastNode[] {
  if (typeof value === 'function') return [el('code', { className: [THEME_TREE_CLASS.function] }, [text(`ƒ ${value.name || 'function'}(${value.length ? '…' : ''})`)])];
  if (typeof value === 'string') {
    const swatch = COLOR.test(value) ? [el('span', { className: [THEME_TREE_CLASS.swatch], style: `background-color: ${value}`, ariaHidden: 'true' }, [])] : [];
    return [...swatch, el('code', { className: [THEME_TREE_CLASS.string] }, [text(JSON.stringify(value))])];
  }
  return [el('code', { className: [THEME_TREE_CLASS.value] }, [text(value === undefined ? 'undefined' : JSON.stringify(value))])];
}

const isBranch = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One key of the theme: a leaf as `key: value`, an object or array as a `<details>` that opens on its key. */
function entry(key: string, value: unknown, depth: number): HastElement {
  if (!isBranch(value)) return el('li', {}, [el('code', { className: [THEME_TREE_CLASS.key] }, [text(key)]), text(': '), ...leaf(value)]);
  const keys = Object.keys(value);
  const summary = el('summary', {}, [
    el('code', { className: [THEME_TREE_CLASS.key] }, [text(key)]),
    text(' '),
    el('span', { className: [THEME_TREE_CLASS.count] }, [text(Array.isArray(value) ? `[${keys.length}]` : `{${keys.length}}`)]),
  ]);
  return el('li', {}, [el('details', depth === 0 && key === 'palette' ? { open: true } : {}, [summary, branch(value, depth + 1)])]);
}

function branch(value: Record<string, unknown>, depth: number): HastElement {
  return el(
    'ul',
    {},
    Object.keys(value).map((key) => entry(key, value[key], depth)),
  );
}

/** The installed createTheme()'s default theme, light or dark, as the plain object a reader would log. */
export function defaultTheme(mode: 'light' | 'dark'): Record<string, unknown> {
  return createTheme({ palette: { mode } }) as unknown as Record<string, unknown>;
}

/**
 * The generated part of the default theme viewer: the whole theme object of the installed Material UI, light
 * and dark, as an expandable tree (`<details>`: keyboard and find-in-page work without JavaScript).
 */
export function themeViewerSection(language: Language, t: Translate, toHtml: ToHtml, materialVersion: string): { body: BodySegment[]; toc: TocItem[] } {
  const labels = THEME_VIEWER_LABELS[language];
  const tree = (mode: 'light' | 'dark') => el('div', { className: [THEME_TREE_CLASS.root] }, [branch(defaultTheme(mode), 0)]);
  const children: HastNode[] = [
    el('h2', { id: 'light-theme' }, [text(labels.light)]),
    el('p', {}, [text(format(labels.intro, { version: materialVersion })), text(' '), el('code', {}, [text('createTheme()')])]),
    tree('light'),
    el('h2', { id: 'dark-theme' }, [text(labels.dark)]),
    el('p', {}, [el('code', {}, [text("createTheme({ palette: { mode: 'dark' } })")])]),
    tree('dark'),
  ];
  return {
    body: renderBody({ type: 'root', children }, language, markupLabels(t), toHtml),
    toc: [
      { text: labels.light, hash: 'light-theme', level: 2, children: [] },
      { text: labels.dark, hash: 'dark-theme', level: 2, children: [] },
    ],
  };
}
