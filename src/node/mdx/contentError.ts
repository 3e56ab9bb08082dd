/** A content mistake an author must fix; the message names file:line and says how. */
export class ContentError extends Error {}

/** Where a document's body sits in its file (the body starts after the frontmatter). */
export interface Loc {
  file: string;
  lineOffset: number;
}

/** `file:line` of a node, counting the frontmatter lines the body does not contain. */
export const whereIs = (loc: Loc, node: { position?: { start: { line: number } } }) => `${loc.file}:${(node.position?.start.line ?? 1) + loc.lineOffset}`;
