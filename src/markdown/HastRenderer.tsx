import * as React from 'react';
import type { HastElement, HastNode } from '../domain/markdown';

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

function renderNode(node: HastNode, key: React.Key): React.ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null; // raw HTML is only drawn as an element's whole content (below)
  const props = { key, ...toReactProps(node.properties) };
  const [only] = node.children;
  if (node.children.length === 1 && only.type === 'raw') return React.createElement(node.tagName, { ...props, dangerouslySetInnerHTML: { __html: only.value } });
  return React.createElement(node.tagName, props, ...node.children.map((child, i) => renderNode(child, i)));
}

/**
 * Draws static markup built by src/domain/markdown/staticMarkup.ts as React elements (a demo's code panel
 * uses the same code-block markup the build writes into page bodies).
 */
export function HastMarkup({ node }: { node: HastElement }) {
  return <React.Fragment>{renderNode(node, 0)}</React.Fragment>;
}
