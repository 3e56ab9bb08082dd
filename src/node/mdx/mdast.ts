/** The part of mdast (plus remark-directive nodes) the build-time checks read and rewrite. */
export interface MdNode {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  identifier?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown>; directiveLabel?: boolean };
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
}

/** Calls `visitor` on every node, parents before children. */
export function visitNodes(node: MdNode, visitor: (node: MdNode) => void): void {
  visitor(node);
  for (const child of node.children ?? []) visitNodes(child, visitor);
}

/** The link and image definitions of a document (`[id]: /url`), by identifier. */
export function collectDefinitions(tree: MdNode): Map<string, MdNode> {
  const definitions = new Map<string, MdNode>();
  visitNodes(tree, (node) => {
    if (node.type === 'definition' && node.identifier && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
  });
  return definitions;
}
