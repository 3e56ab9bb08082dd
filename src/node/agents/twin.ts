import { API_CLASS, CALLOUT_CLASS, CODE_CLASS, isCalloutType, MARKDOWN_CLASS, type BodySegment, type CalloutType } from '../../domain/markdown';
import type { DemoData, DemoMap } from '../../domain/demo';
import type { Language } from '../../domain/languages';
import type { HNode, PageData, ParseHtml } from '../pageData';
import { importEsm } from '../mdx/esm';

/**
 * A page's Markdown twin (`/material-ui/react-button.md`), made after the build from the page's data, the same
 * compiled body its HTML was written from: the title as `#`, the description, then the body, section by section, with
 * its code blocks fenced with their language (and title), callouts as blockquotes marked with their type
 * (`> [!WARNING]`), tables as GFM tables, each live demo inlined as its TypeScript source (`tsx`; JavaScript when it
 * has none), and on API pages the props, classes and slots as tables. Links and images are made absolute: a twin is
 * read away from the site. The body's markup is read by the class names that wrote it (src/domain/markdown/).
 */

/** hast → Markdown, loaded once (ESM packages): hast-util-to-mdast, then mdast-util-to-markdown with GFM tables. */
export type HastToMarkdown = (tree: HNode) => string;

export interface Twin {
  pathname: string;
  language: Language;
  productId: string;
  title: string;
  description: string;
  markdown: string;
}

/** An element of the prepared tree that becomes a fenced code block. */
const CODE_TAG = 'x-twin-code';
/** An element of the prepared tree that becomes a callout blockquote. */
const CALLOUT_TAG = 'x-twin-callout';

const classesOf = (node: HNode): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};
const hasClass = (node: HNode, name: string) => classesOf(node).includes(name);
const textOf = (node: HNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));
const element = (tagName: string, properties: Record<string, unknown>, children: HNode[] = []): HNode => ({ type: 'element', tagName, properties, children });
const find = (node: HNode, test: (n: HNode) => boolean): HNode | undefined => {
  if (test(node)) return node;
  for (const child of node.children ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
};

/** Markup that is no content of the page: copy buttons and their status, heading anchors, icons, decorations. */
function isChrome(node: HNode): boolean {
  if (node.type !== 'element') return false;
  if (node.tagName === 'button' || node.tagName === 'svg') return true;
  if (node.properties?.ariaHidden === 'true' || node.properties?.ariaHidden === true) return true;
  if (node.properties?.role === 'status') return true;
  return [MARKDOWN_CLASS.anchor, MARKDOWN_CLASS.feedbackLink, CALLOUT_CLASS.icon].some((name) => hasClass(node, name));
}

const absolute = (url: unknown, siteUrl: string) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url);

/** A code block's markup (`div.MuiCode-root`: title, `pre > code.language-x`, copy button) as one fenced block. */
function codeBlock(node: HNode): HNode {
  const code = find(node, (n) => n.tagName === 'code');
  const title = find(node, (n) => hasClass(n, CODE_CLASS.title));
  const language = code
    ? classesOf(code)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined;
  return element(CODE_TAG, { lang: language ?? null, meta: title ? `title="${textOf(title)}"` : null, value: code ? textOf(code) : textOf(node) });
}

/** Table cells hold one line of Markdown: paragraphs and breaks become spaces, code keeps to one line. */
function flattenCell(nodes: HNode[]): HNode[] {
  return nodes.flatMap((node): HNode[] => {
    if (node.type === 'text') return [{ ...node, value: (node.value ?? '').replace(/\s+/g, ' ') }];
    if (node.type !== 'element') return [];
    if (node.tagName === 'br') return [{ type: 'text', value: ' ' }];
    if (node.tagName === 'code') return [{ ...node, children: [{ type: 'text', value: textOf(node).replace(/\s*\n\s*/g, ' ') }] }];
    const children = flattenCell(node.children ?? []);
    if (['p', 'div', 'ul', 'ol', 'li', 'details', 'summary', 'span', 'pre'].includes(node.tagName ?? '')) return [...children, { type: 'text', value: ' ' }];
    return [{ ...node, children }];
  });
}

/** The page's markup, made plain for hast-util-to-mdast: chrome removed, docs elements turned into what they mean. */
export function prepareBody(node: HNode, siteUrl: string, inCell = false): HNode[] {
  if (node.type === 'text') return [node];
  if (node.type !== 'element' && node.type !== 'root') return [];
  if (isChrome(node)) return [];
  const children = (n: HNode) => (n.children ?? []).flatMap((child) => prepareBody(child, siteUrl, inCell));
  if (node.type === 'root') return [{ ...node, children: children(node) }];
  if (hasClass(node, CODE_CLASS.root)) return [codeBlock(node)];
  if (hasClass(node, CALLOUT_CLASS.root)) {
    const type = classesOf(node)
      .map((c) => c.replace(/^MuiCallout-/, ''))
      .find((c): c is CalloutType => isCalloutType(c));
    const content = find(node, (n) => hasClass(n, CALLOUT_CLASS.content)) ?? node;
    return [element(CALLOUT_TAG, { type: type ?? 'info' }, children(content))];
  }
  // A long type collapsed into <details>: its full form (the last child) only.
  if (node.tagName === 'details' && hasClass(node, API_CLASS.longType)) {
    const full = (node.children ?? []).filter((c) => c.type === 'element').pop();
    return full ? prepareBody(full, siteUrl, inCell) : [];
  }
  // A scrollable table's wrapper, the API page's root: their content only.
  if (hasClass(node, MARKDOWN_CLASS.table) || hasClass(node, API_CLASS.root)) return children(node);
  if (node.tagName === 'td' || node.tagName === 'th') {
    const cell = (node.children ?? []).flatMap((child) => prepareBody(child, siteUrl, true));
    return [{ ...node, children: flattenCell(cell) }];
  }
  const properties = { ...node.properties };
  // A link to a section of the page itself means nothing away from it: its text stays.
  if (node.tagName === 'a' && typeof properties.href === 'string' && properties.href.startsWith('#')) return children(node);
  if (node.tagName === 'a') properties.href = absolute(properties.href, siteUrl);
  if (node.tagName === 'img') properties.src = absolute(properties.src, siteUrl);
  return [{ ...node, properties, children: children(node) }];
}

/** The handlers of the two prepared elements, for hast-util-to-mdast. */
export const TWIN_HANDLERS = {
  [CODE_TAG]: (_state: unknown, node: HNode) => ({
    type: 'code',
    lang: (node.properties?.lang as string | null) ?? null,
    meta: (node.properties?.meta as string | null) ?? null,
    value: String(node.properties?.value ?? '').replace(/\n$/, ''),
  }),
  [CALLOUT_TAG]: (state: { all: (node: HNode) => unknown[]; toFlow: (nodes: unknown[]) => unknown[] }, node: HNode) => {
    // GitHub's alert syntax, `> [!WARNING]` on the first line (an html node, so the brackets are not escaped).
    const marker = { type: 'html', value: `[!${String(node.properties?.type).toUpperCase()}]` };
    const flow = state.toFlow(state.all(node)) as Array<{ type: string; children?: unknown[] }>;
    const [first, ...rest] = flow;
    if (first?.type === 'paragraph')
      return { type: 'blockquote', children: [{ ...first, children: [marker, { type: 'text', value: '\n' }, ...(first.children ?? [])] }, ...rest] };
    return { type: 'blockquote', children: [{ type: 'paragraph', children: [marker] }, ...flow] };
  },
};

/** The longest run of backticks in a text, plus one, at least three: a fence the code cannot close. */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

/** A demo as code: its TypeScript (or JavaScript) source of the default styling, with its file name. */
export function demoMarkdown(demo: DemoData | undefined, name: string): string {
  const variant = demo ? (demo.variants['MUI System'] ?? Object.values(demo.variants)[0]) : undefined;
  if (!variant) return '';
  const [language, extension, code] = variant.TS ? ['tsx', 'tsx', variant.TS.raw] : ['jsx', 'js', variant.JS.raw];
  const fence = fenceFor(code);
  return `${fence}${language} title="${name}.${extension}"\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** A body (HTML parts and demos) as Markdown. */
export function bodyMarkdown(body: BodySegment[], demos: DemoMap, tools: { parse: ParseHtml; toMarkdown: HastToMarkdown }, siteUrl: string): string {
  const parts = body.map((segment) => {
    if ('demo' in segment) return demoMarkdown(demos[segment.demo], segment.demo);
    const [prepared] = prepareBody(tools.parse(segment.html), siteUrl);
    return prepared ? tools.toMarkdown(prepared).trim() : '';
  });
  return parts.filter((part) => part !== '').join('\n\n');
}

/** The title line, the description, then the body. */
export function twinMarkdown(title: string, description: string, body: string): string {
  return `# ${title.replace(/\s+/g, ' ').trim()}\n\n${description.replace(/\s+/g, ' ').trim()}\n\n${body.trim()}\n`;
}

/** The twin of a page, or null for pages without a body of their own (home, 404, starters). */
export function twinOfPage(page: PageData, tools: { parse: ParseHtml; toMarkdown: HastToMarkdown }, siteUrl: string): Twin | null {
  const data = page.result.data ?? {};
  const context = page.result.pageContext ?? {};
  const source = data.mdx ? { ...data.mdx.frontmatter, doc: data.mdx.doc } : data.apiPage;
  if (!source || !context.pathname) return null;
  // A section the build made from data (the /versions/ table) comes before the page's own body, as on the page.
  const generated = context.generated?.body ?? [];
  const body = bodyMarkdown([...generated, ...source.doc.body], source.doc.demos, tools, siteUrl);
  return {
    pathname: context.pathname,
    language: context.language ?? 'en',
    productId: context.productId ?? '',
    title: source.title,
    description: source.description,
    markdown: twinMarkdown(source.title, source.description, body),
  };
}

/** The parser and the Markdown writer, loaded once per process (ESM-only packages). */
export async function loadTwinTools(): Promise<{ parse: ParseHtml; toMarkdown: HastToMarkdown }> {
  // One after the other: Jest's ESM loader fails on concurrent imports of modules that share dependencies.
  const { fromHtml } = await importEsm('hast-util-from-html');
  const { toMdast } = await importEsm('hast-util-to-mdast');
  const { toMarkdown } = await importEsm('mdast-util-to-markdown');
  const { gfmToMarkdown } = await importEsm('mdast-util-gfm');
  return {
    parse: (html: string) => fromHtml(html, { fragment: true }) as HNode,
    toMarkdown: (tree: HNode) =>
      toMarkdown(toMdast(tree, { handlers: TWIN_HANDLERS }), {
        extensions: [gfmToMarkdown({ tablePipeAlign: false })],
        bullet: '-',
        rule: '-',
        emphasis: '_',
        listItemIndent: 'one',
        fences: true,
      }),
  };
}
