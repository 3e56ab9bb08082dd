import { docElement, type DocElement } from '../../domain/markdown';
import { highlightOrEscape, type Highlighter } from './highlight';

/** The shape of the hast `pre > code` that remark-rehype makes of a fenced block. */
interface RawNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  /** remark-rehype keeps the info string after the language here (```tsx title="App.tsx"). */
  data?: { meta?: unknown };
  children?: RawNode[];
}

const textOf = (node: RawNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

/** `title="App.tsx"` (or single quotes) in a fenced block's meta. */
export function parseCodeTitle(meta: unknown): string | undefined {
  if (typeof meta !== 'string') return undefined;
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const title = (match?.[1] ?? match?.[2])?.trim();
  return title || undefined;
}

function languageOf(code: RawNode): string | undefined {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className : typeof className === 'string' ? className.split(/\s+/) : [];
  const found = classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-'));
  return found?.slice('language-'.length) || undefined;
}

/**
 * A fenced block with a language becomes a `CodeBlock` (highlighted at build time, copyable).
 * Anything else (no language, not a `pre > code`) returns null and stays a plain element.
 */
export function toCodeBlock(node: RawNode, highlighter: Highlighter): DocElement | null {
  if (node.type !== 'element' || node.tagName !== 'pre') return null;
  const elements = (node.children ?? []).filter((c) => c.type === 'element');
  const code = elements.length === 1 && elements[0].tagName === 'code' ? elements[0] : undefined;
  const language = code && languageOf(code);
  if (!code || !language) return null;
  // remark-rehype ends every block with a newline; the copied text should not.
  const source = textOf(code).replace(/\n$/, '');
  const title = parseCodeTitle(code.data?.meta);
  return docElement('CodeBlock', { language, html: highlightOrEscape(highlighter, source, language), ...(title ? { title } : {}) });
}
