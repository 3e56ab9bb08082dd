import type { CompiledDoc, HastElement, HastNode } from '../../domain/markdown';
import type { TocItem } from '../../domain/toc';

/**
 * A translated page (`dark-mode.zh.mdx`) keeps the anchors of its original: its h2/h3 headings take the
 * original's ids, in order, so a link to `…/dark-mode/#system-preference` lands on the same section in every
 * language (and the table of contents, the search and the crawl agree). The translation must therefore have
 * the same sections as its original, at the same levels: otherwise the build stops and says which.
 */

const headings = (nodes: HastNode[]): HastElement[] =>
  nodes.flatMap((node) => {
    if (node.type !== 'element' && node.type !== 'jsx') return [];
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') return [node];
    return headings(node.children);
  });

const level = (h: HastElement) => h.tagName;

export function alignHeadingIds(translation: CompiledDoc, original: CompiledDoc, file: string): CompiledDoc {
  const ours = headings(translation.tree.children);
  const theirs = headings(original.tree.children);
  const shape = (list: HastElement[]) => list.map(level).join(' ');
  if (shape(ours) !== shape(theirs)) {
    throw new Error(
      `${file}: a translation keeps its original's sections, in order, so their links work in every language; ` +
        `it has ${ours.length} headings (${shape(ours) || 'none'}), the original ${theirs.length} (${shape(theirs) || 'none'}). ` +
        `Fix: translate every ## and ### heading of the original, in the same order and at the same level.`,
    );
  }
  const ids = new Map(ours.map((h, i) => [h.properties.id as string, theirs[i].properties.id as string]));
  const rewrite = (node: HastNode): HastNode => {
    if (node.type !== 'element' && node.type !== 'jsx') return node;
    const children = node.children.map(rewrite);
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
      return { ...node, properties: { ...node.properties, id: ids.get(node.properties.id) ?? node.properties.id }, children };
    }
    return { ...node, children } as HastNode;
  };
  const toc = (items: TocItem[]): TocItem[] => items.map((item) => ({ ...item, hash: ids.get(item.hash) ?? item.hash, children: toc(item.children) }));
  return { ...translation, tree: { ...translation.tree, children: translation.tree.children.map(rewrite) }, toc: toc(translation.toc) };
}
