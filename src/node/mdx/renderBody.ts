import type { Language } from '../../domain/languages';
import {
  calloutElement,
  codeBlockElement,
  headingWithAnchor,
  scrollableTable,
  type BodySegment,
  type HastElement,
  type HastNode,
  type HastRoot,
  type MarkupLabels,
} from '../../domain/markdown';
import { toPageUrl } from '../../domain/routing';
import { isExternal } from '../../domain/sidebar';
import { BODY_ICONS, iconPaths } from './iconPaths';

export type ToHtml = (node: HastRoot) => string;

const textOf = (node: HastNode): string => (node.type === 'text' ? node.value : node.type === 'element' || node.type === 'jsx' ? node.children.map(textOf).join('') : '');

/** Internal links get the page's language prefix and a trailing slash; external ones open in a new tab. */
function link(a: HastElement, language: Language): HastElement {
  const href = a.properties.href;
  if (typeof href !== 'string') return a;
  if (isExternal(href)) return { ...a, properties: { ...a.properties, target: '_blank', rel: ['noopener'] } };
  if (href.startsWith('/')) return { ...a, properties: { ...a.properties, href: toPageUrl(href, language) } };
  return a;
}

/** The docs elements and tags of a compiled tree, expanded to the static markup of one language. */
function expand(node: HastNode, language: Language, labels: MarkupLabels): HastNode {
  if (node.type === 'text' || node.type === 'raw') return node;
  const children = node.children.map((child) => expand(child, language, labels));
  if (node.type === 'jsx') {
    switch (node.name) {
      case 'CodeBlock':
        return codeBlockElement(node.attributes, labels);
      case 'Callout':
        return calloutElement(node.attributes.type, children, labels, iconPaths(BODY_ICONS[node.attributes.type]));
      case 'Demo':
        throw new Error(`A <Demo name="${node.attributes.name}"> is nested in other markup; the compiler only allows demos at the top level of a page.`);
    }
  }
  const element: HastElement = { ...node, children };
  switch (element.tagName) {
    case 'h2':
    case 'h3':
      return headingWithAnchor(element, textOf(node), labels);
    case 'a':
      return link(element, language);
    case 'pre': // code reads left to right in every direction
      return { ...element, properties: { ...element.properties, tabIndex: 0, dir: 'ltr' } };
    case 'code':
      return { ...element, properties: { ...element.properties, dir: 'ltr' } };
    case 'table':
      return scrollableTable(element);
    default:
      return element;
  }
}

/**
 * A compiled page's body in one language: HTML written once at build time, split at each live demo. The
 * browser keeps these parts as they are (React never re-renders them), so a long page costs no more
 * JavaScript work than a short one.
 */
export function renderBody(tree: HastRoot, language: Language, labels: MarkupLabels, toHtml: ToHtml): BodySegment[] {
  const segments: BodySegment[] = [];
  let pending: HastNode[] = [];
  const flush = () => {
    if (pending.some((n) => n.type !== 'text' || n.value.trim())) segments.push({ html: toHtml({ type: 'root', children: pending }) });
    pending = [];
  };
  for (const node of tree.children) {
    if (node.type === 'jsx' && node.name === 'Demo') {
      flush();
      segments.push({ demo: node.attributes.name });
    } else pending.push(expand(node, language, labels));
  }
  flush();
  return segments;
}
