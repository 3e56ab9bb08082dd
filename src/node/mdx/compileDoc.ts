import type { DemoData, DemoMap } from '../../domain/demo';
import { docElement, isCalloutType, type CompiledDoc, type HastElement, type HastNode } from '../../domain/markdown';
import { textToHash, type TocItem } from '../../domain/toc';
import { importEsm } from './esm';
import { ContentError } from './contentError';
import { prepareMarkdown, type MarkdownLoc } from './prepareMarkdown';
import { toCodeBlock } from './codeBlock';
import { getHighlighter } from './highlight';

export interface CompileOptions {
  /** Builds the data of a demo named in the page; errors are reported at the `<Demo>` line. */
  loadDemo?: (name: string) => Promise<DemoData>;
}

export { ContentError };

/** file, lineOffset and (for images) staticDir. */
type Loc = MarkdownLoc;

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

let processorPromise: Promise<(body: string, loc: Loc) => Promise<AnyNode>> | null = null;

function getProcessor() {
  processorPromise ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkMdx }, { default: remarkGfm }, { default: remarkRehype }] = await Promise.all([
      importEsm('unified'),
      importEsm('remark-parse'),
      importEsm('remark-mdx'),
      importEsm('remark-gfm'),
      importEsm('remark-rehype'),
    ]);
    const { default: remarkDirective } = await importEsm('remark-directive'); // :::info callouts
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkGfm)
      .use(remarkDirective)
      .use(remarkRehype, {
        passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'],
      });
    return async (body: string, loc: Loc) => {
      const tree = processor.parse(body);
      prepareMarkdown(tree, body, loc); // callouts, links and images (src/node/mdx/prepareMarkdown.ts)
      return processor.run(tree) as Promise<AnyNode>;
    };
  })();
  return processorPromise;
}

const textOf = (node: AnyNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

const where = (loc: Loc, node: AnyNode) => `${loc.file}:${(node.position?.start.line ?? 1) + loc.lineOffset}`;

/**
 * Compiles an MDX body to a JSON-safe hast tree plus its table of contents.
 * h2/h3 get ids (textToHash, de-duplicated); content errors name file and line.
 */
export async function compileDoc(body: string, loc: Loc, options: CompileOptions = {}): Promise<CompiledDoc> {
  const process = await getProcessor();
  const highlighter = await getHighlighter(); // loaded once per build; conversion below stays synchronous
  let raw: AnyNode;
  try {
    raw = await process(body, loc);
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const e = error as { message: string; line?: number };
    throw new ContentError(
      `${loc.file}:${(e.line ?? 1) + loc.lineOffset}: MDX syntax error: ${e.message}. Fix: write "{", "}" and "<" inside code spans or fenced code, and close every tag.`,
    );
  }
  const used = new Map<string, number>();
  const toc: TocItem[] = [];
  const demos = await loadDemos(raw, loc, options);

  const convert = (node: AnyNode): HastNode | null => {
    switch (node.type) {
      case 'text':
        return { type: 'text', value: node.value ?? '' };
      case 'element': {
        const codeBlock = toCodeBlock(node, highlighter); // ```lang fenced block → highlighted <CodeBlock>
        if (codeBlock) return codeBlock;
        // :::type containers (callouts.ts validated the type) become the Callout docs element.
        if (node.tagName === 'callout' && isCalloutType(node.properties?.type)) {
          return docElement('Callout', { type: node.properties.type }, convertChildren(node.children));
        }
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
          else if (toc.length === 0) throw new ContentError(`${where(loc, node)}: Missing parent level for: ${text}. Fix: add a "##" heading before this "###" heading.`);
          else toc[toc.length - 1].children.push(item);
        }
        el.children = convertChildren(node.children);
        return el;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') {
          return docElement('Demo', { name: demoName(node, loc) });
        }
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
  const convertChildren = (children: AnyNode[] = []) => children.map(convert).filter((n): n is HastNode => n !== null);

  return { tree: { type: 'root', children: convertChildren(raw.children) }, toc, demos };
}

/** The name of a `<Demo name="X" />` element, which takes exactly that one string attribute. */
function demoName(node: AnyNode, loc: Loc): string {
  const attributes = node.attributes ?? [];
  const name = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name')?.value;
  const others = attributes.filter((a) => a.name !== 'name');
  if (typeof name !== 'string' || !/^[A-Z]\w*$/.test(name) || others.length > 0 || (node.children ?? []).length > 0) {
    throw new ContentError(
      `${where(loc, node)}: a demo is embedded as <Demo name="DemoName" /> with one PascalCase name and nothing else. Fix: write it that way; the name is the file name in the page's demos folder.`,
    );
  }
  return name;
}

/** Finds every `<Demo>` of the page and builds their data (in order, so errors name the first bad one). */
async function loadDemos(raw: AnyNode, loc: Loc, options: CompileOptions): Promise<DemoMap> {
  const found: AnyNode[] = [];
  const walk = (node: AnyNode, depth: number) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') {
      // The body travels as static HTML split at each demo, so a demo stands between blocks, not inside one.
      if (depth > 1)
        throw new ContentError(
          `${where(loc, node)}: a <Demo> must stand on its own at the top level of the page, not inside a list, callout or other block. Fix: move it out, between paragraphs.`,
        );
      found.push(node);
    } else node.children?.forEach((child) => walk(child, depth + 1));
  };
  walk(raw, 0);
  const demos: DemoMap = {};
  for (const node of found) {
    const name = demoName(node, loc);
    if (demos[name]) throw new ContentError(`${where(loc, node)}: the demo "${name}" is embedded twice. Fix: show each demo once per page.`);
    if (!options.loadDemo) throw new ContentError(`${where(loc, node)}: demos cannot be built here (no demo loader).`);
    try {
      demos[name] = await options.loadDemo(name);
    } catch (error) {
      throw new ContentError(`${where(loc, node)}: ${(error as Error).message}`);
    }
  }
  return demos;
}
