import * as React from 'react';
import type { DocElementName, DocElementProps, HastNode, HastRoot } from '../domain/markdown';

/** HTML tags drawn by a component of the site instead of the plain tag. */
export type TagComponents = Record<string, React.ElementType>;

/**
 * The component of each docs element, typed by the props the build emits for it. `null` for elements a
 * template never meets (pages without demos use the template without demo code).
 */
export type DocElementComponents = {
  [Name in DocElementName]: React.ComponentType<DocElementProps[Name] & { children?: React.ReactNode }> | null;
};

export interface RendererComponents {
  tags: TagComponents;
  elements: DocElementComponents;
}

/** hast property names to React prop names (className arrays joined, data-/aria- kebab-cased). */
export function toReactProps(properties: Record<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'className') props.className = Array.isArray(value) ? value.join(' ') : value;
    else if (/^(data|aria)[A-Z]/.test(key)) props[key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = value === true ? '' : String(value);
    else if (key === 'style')
      continue; // inline styles are not allowed in content
    else props[key] = Array.isArray(value) ? value.join(' ') : value;
  }
  return props;
}

function renderNode(node: HastNode, components: RendererComponents, key: React.Key): React.ReactNode {
  if (node.type === 'text') return node.value;
  const children = node.children.length ? node.children.map((c, i) => renderNode(c, components, i)) : undefined;
  if (node.type === 'jsx') {
    const Component = components.elements[node.name] as React.ComponentType<object> | null;
    return Component ? React.createElement(Component, { key, ...node.attributes }, children) : null;
  }
  const Component = components.tags[node.tagName] ?? node.tagName;
  return React.createElement(Component, { key, ...toReactProps(node.properties) }, children);
}

/** Renders a compiled document; the same data renders on the server and in the browser. */
export function HastRenderer({ tree, components }: { tree: HastRoot; components: RendererComponents }) {
  return <React.Fragment>{tree.children.map((child, i) => renderNode(child, components, i))}</React.Fragment>;
}
