import { isCalloutType } from '../../domain/markdown';
import { ContentError, whereIs, type Loc } from './contentError';
import type { MdNode } from './mdast';

/**
 * Container directives (`:::warning` … `:::`) become callouts: a `callout` hast element with a
 * `type`, rendered by the Callout component. Any other container name fails the build.
 * Text (`:name`) and leaf (`::name`) directives are not a docs feature: they go back to the
 * text the author wrote, so prose like "12:30" or "key:value" is unchanged.
 * `source` is the markdown the tree was parsed from (its offsets give the literal text).
 */
export function transformDirectives(tree: MdNode, source: string, loc: Loc): void {
  const walk = (parent: MdNode) => {
    const children = parent.children;
    if (!children) return;
    for (const child of children) {
      if (child.type === 'containerDirective') toCallout(child, loc);
      walk(child);
    }
    if (children.some((c) => c.type === 'textDirective' || c.type === 'leafDirective'))
      parent.children = mergeTexts(children.flatMap((child) => restoreLiteral(child, source)));
  };
  walk(tree);
}

function toCallout(node: MdNode, loc: Loc): void {
  const name = node.name ?? '';
  if (!isCalloutType(name)) throw new ContentError(`${whereIs(loc, node)}: Callout :::${name} is not supported. Fix: use :::info, :::success, :::warning or :::error.`);
  if (node.children?.[0]?.data?.directiveLabel || Object.keys(node.attributes ?? {}).length > 0)
    throw new ContentError(
      `${whereIs(loc, node)}: Callout :::${name} takes no [label] or {attributes}. Fix: write ":::${name}" alone on its line and put any title in bold inside the callout.`,
    );
  node.data = { ...node.data, hName: 'callout', hProperties: { type: name } };
}

/** A text or leaf directive as the literal markdown it came from; other nodes unchanged. */
function restoreLiteral(node: MdNode, source: string): MdNode[] {
  if (node.type !== 'textDirective' && node.type !== 'leafDirective') return [node];
  const label = node.children ?? [];
  const start = node.position?.start;
  const end = node.position?.end;
  const labelStart = label[0]?.position?.start;
  const labelEnd = label[label.length - 1]?.position?.end;
  let parts: MdNode[];
  if (start?.offset === undefined || end?.offset === undefined) {
    parts = [text(`${node.type === 'leafDirective' ? '::' : ':'}${node.name ?? ''}`), ...label];
  } else if (label.length === 0 || labelStart?.offset === undefined || labelEnd?.offset === undefined) {
    parts = [text(source.slice(start.offset, end.offset), { start, end })];
  } else {
    // `:name[` + the label's own nodes (which may hold markdown) + `]{attributes}`
    parts = [
      text(source.slice(start.offset, labelStart.offset), { start, end: labelStart }),
      ...label,
      text(source.slice(labelEnd.offset, end.offset), { start: labelEnd, end }),
    ];
  }
  parts = parts.filter((p) => p.type !== 'text' || p.value);
  // A leaf directive stood alone on its line: it is a paragraph of that text.
  return node.type === 'leafDirective' ? [{ type: 'paragraph', children: mergeTexts(parts), position: node.position }] : parts;
}

const text = (value: string, position?: MdNode['position']): MdNode => ({ type: 'text', value, ...(position ? { position } : {}) });

/** Joins neighbouring text nodes, so restored prose is one text node as if never split. */
function mergeTexts(nodes: MdNode[]): MdNode[] {
  const merged: MdNode[] = [];
  for (const node of nodes) {
    const previous = merged[merged.length - 1];
    if (node.type === 'text' && previous?.type === 'text') {
      const start = previous.position?.start;
      const end = node.position?.end;
      merged[merged.length - 1] = { type: 'text', value: `${previous.value ?? ''}${node.value ?? ''}`, ...(start && end ? { position: { start, end } } : {}) };
    } else merged.push(node);
  }
  return merged;
}
