import { textToHash, type TocItem } from '../../domain/toc';
import type { HastElement, HastNode, HastRoot } from './hast';
import { importEsm } from './esm';

export interface CompiledDoc {
  tree: HastRoot;
  toc: TocItem[];
}

export class ContentError extends Error {}

interface Loc {
  file: string;
  lineOffset: number;
}

type AnyNode = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: Array<{ type: string; name: string; value?: unknown }>;
  children?: AnyNode[];
  position?: { start: { line: number } };
};

let processorPromise: Promise<(body: string) => Promise<AnyNode>> | null = null;

function getProcessor() {
  processorPromise ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkMdx }, { default: remarkGfm }, { default: remarkRehype }] =
      await Promise.all([
        importEsm('unified'),
        importEsm('remark-parse'),
        importEsm('remark-mdx'),
        importEsm('remark-gfm'),
        importEsm('remark-rehype'),
      ]);
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkGfm)
      .use(remarkRehype, {
        passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'],
      });
    return async (body: string) => processor.run(processor.parse(body)) as Promise<AnyNode>;
  })();
  return processorPromise;
}

const textOf = (node: AnyNode): string =>
  node.type === 'text' ? node.value ?? '' : (node.children ?? []).map(textOf).join('');

const where = (loc: Loc, node: AnyNode) =>
  `${loc.file}:${(node.position?.start.line ?? 1) + loc.lineOffset}`;

/**
 * Compiles an MDX body to a JSON-safe hast tree plus its table of contents.
 * h2/h3 get ids (textToHash, de-duplicated); content errors name file and line.
 */
export async function compileDoc(body: string, loc: Loc): Promise<CompiledDoc> {
  const process = await getProcessor();
  let raw: AnyNode;
  try {
    raw = await process(body);
  } catch (error) {
    const e = error as { message: string; line?: number };
    throw new ContentError(
      `${loc.file}:${(e.line ?? 1) + loc.lineOffset}: MDX syntax error: ${e.message}. Fix: write "{", "}" and "<" inside code spans or fenced code, and close every tag.`,
    );
  }
  const used = new Map<string, number>();
  const toc: TocItem[] = [];

  const convert = (node: AnyNode): HastNode | null => {
    switch (node.type) {
      case 'text':
        return { type: 'text', value: node.value ?? '' };
      case 'element': {
        const el: HastElement = {
          type: 'element',
          tagName: node.tagName!,
          properties: (node.properties ?? {}) as HastElement['properties'],
          children: [],
        };
        if (el.tagName === 'h2' || el.tagName === 'h3') {
          const text = textOf(node);
          const hash = textToHash(text, used);
          el.properties = { ...el.properties, id: hash };
          const item: TocItem = { text, hash, level: el.tagName === 'h2' ? 2 : 3, children: [] };
          if (item.level === 2) toc.push(item);
          else if (toc.length === 0)
            throw new ContentError(
              `${where(loc, node)}: Missing parent level for: ${text}. Fix: add a "##" heading before this "###" heading.`,
            );
          else toc[toc.length - 1].children.push(item);
        }
        el.children = convertChildren(node.children);
        return el;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        throw new ContentError(
          `${where(loc, node)}: the JSX element <${node.name ?? ''}> is not a known docs component. Fix: remove it, or write "<" inside a code span.`,
        );
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        throw new ContentError(
          `${where(loc, node)}: MDX expressions ("{…}") are not supported in docs pages. Fix: put the braces inside a code span or fenced code block.`,
        );
      case 'mdxjsEsm':
        throw new ContentError(
          `${where(loc, node)}: import/export statements are not supported in docs pages. Fix: remove them; docs components are available without imports.`,
        );
      default:
        return null; // comments, doctype, raw: dropped
    }
  };
  const convertChildren = (children: AnyNode[] = []) =>
    children.map(convert).filter((n): n is HastNode => n !== null);

  return { tree: { type: 'root', children: convertChildren(raw.children) }, toc };
}
