import type { Language } from '../../domain/languages';
import { el, markupLabels, text, THEME_TREE_CLASS, type BodySegment, type HastElement, type HastNode } from '../../domain/markdown';
import type { Translate } from '../../domain/i18n';
import type { TocItem } from '../../domain/toc';
import { renderBody, type ToHtml } from '../mdx/renderBody';
import { format } from '../../domain/i18n';
import type { ThemeViewer } from './viewers';

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

interface TreeOptions {
  /** The top-level key whose branch starts open (`palette`). */
  open: string;
}

/**
 * One key of the theme: a leaf as `key: value`, an object or array as a `<details>` that opens on its key. An object
 * that contains itself (none does in today's themes) is written once, then named `[Circular]`.
 */
function entry(key: string, value: unknown, ancestors: object[], options: TreeOptions): HastElement {
  const keyCode = el('code', { className: [THEME_TREE_CLASS.key] }, [text(key)]);
  if (!isBranch(value)) return el('li', {}, [keyCode, text(': '), ...leaf(value)]);
  if (ancestors.includes(value)) return el('li', {}, [keyCode, text(': '), el('code', { className: [THEME_TREE_CLASS.value] }, [text('[Circular]')])]);
  const keys = Object.keys(value);
  const summary = el('summary', {}, [
    keyCode,
    text(' '),
    el('span', { className: [THEME_TREE_CLASS.count] }, [text(Array.isArray(value) ? `[${keys.length}]` : `{${keys.length}}`)]),
  ]);
  return el('li', {}, [el('details', ancestors.length === 1 && key === options.open ? { open: true } : {}, [summary, branch(value, [...ancestors, value], options)])]);
}

function branch(value: Record<string, unknown>, ancestors: object[], options: TreeOptions): HastElement {
  return el(
    'ul',
    {},
    Object.keys(value).map((key) => entry(key, value[key], ancestors, options)),
  );
}

/** A theme object as an expandable tree (`<details>`: keyboard and find-in-page work without JavaScript). */
export function themeTree(theme: Record<string, unknown>, options: TreeOptions): HastElement {
  return el('div', { className: [THEME_TREE_CLASS.root] }, [branch(theme, [theme], options)]);
}

/** A sentence with a `{call}` placeholder: its text around the call, which is written as code. */
function withCall(sentence: string, call: string): HastNode[] {
  const [before, after = ''] = sentence.split('{call}');
  return [...(before ? [text(before)] : []), el('code', {}, [text(call)]), ...(after ? [text(after)] : [])];
}

/**
 * The generated part of a product's default theme viewer: the whole theme object of the installed package, light
 * and dark, each under its heading with the call that returns it, as an expandable tree.
 */
export function themeViewerSection(viewer: ThemeViewer, language: Language, t: Translate, toHtml: ToHtml, version: string): { body: BodySegment[]; toc: TocItem[] } {
  const labels = viewer.labels[language];
  const children: HastNode[] = (['light', 'dark'] as const).flatMap((scheme) => {
    const tree = viewer.trees[scheme];
    const { heading, intro } = labels[scheme];
    return [
      el('h2', { id: tree.id }, [text(heading)]),
      el('p', {}, withCall(format(intro, { package: viewer.packageName, version }), tree.call)),
      themeTree(tree.theme(), { open: viewer.open }),
    ];
  });
  return {
    body: renderBody({ type: 'root', children }, language, markupLabels(t), toHtml),
    toc: (['light', 'dark'] as const).map((scheme) => ({ text: labels[scheme].heading, hash: viewer.trees[scheme].id, level: 2, children: [] })),
  };
}
