import { importEsm } from './esm';
import { escapeHtml } from '../../domain/html';

/**
 * Build-time syntax highlighting (refractor, i.e. Prism grammars producing hast). Only gatsby-node
 * reaches this file, so no highlighter code is shipped to the browser: pages receive HTML strings.
 */
export interface Highlighter {
  /** Highlighted HTML (Prism `token` spans), or null when the language is not registered. */
  toHtml(code: string, language: string): string | null;
}

/** Grammars loaded, in dependency order (refractor registers a grammar's own dependencies too). */
const GRAMMARS = ['markup', 'css', 'clike', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff', 'yaml', 'markdown'] as const;

/** Info-string names authors use that the grammars above do not declare themselves. */
const EXTRA_ALIASES: Record<string, string[]> = {
  javascript: ['mjs', 'cjs'],
  typescript: ['mts', 'cts'],
  bash: ['zsh', 'console', 'shell-session'],
  json: ['jsonc', 'json5'],
};

interface Syntax {
  (prism: unknown): void;
  displayName: string;
  aliases?: string[];
}
interface Refractor {
  languages: Record<string, unknown>;
  register(syntax: Syntax): void;
  alias(language: string, alias: string[]): void;
  highlight(value: string, language: string): { type: 'root'; children: HastChild[] };
}

interface HastChild {
  type: string;
  properties?: { className?: string[] };
  children?: HastChild[];
}

/**
 * Punctuation at the top level of a block is drawn in the code's own text colour (codeBlockStyles.ts), so
 * its spans change nothing on screen; they were about half of a long page's highlighted markup, which every
 * page carries twice (HTML and page data). Punctuation inside another token (a JSX tag, an attribute value)
 * keeps its span: there its colour differs from its parent's.
 */
const isPlainPunctuation = (node: HastChild) => node.type === 'element' && node.properties?.className?.length === 2 && node.properties.className[1] === 'punctuation';
const unwrapTopLevelPunctuation = (tree: { type: 'root'; children: HastChild[] }) => ({
  ...tree,
  children: tree.children.flatMap((node) => (isPlainPunctuation(node) ? (node.children ?? []) : [node])),
});

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Loads refractor with the docs' grammars. Each call makes a fresh, independent highlighter object. */
export async function loadHighlighter(): Promise<Highlighter> {
  const [{ refractor }, { toHtml }, ...syntaxes] = await Promise.all([
    importEsm<{ refractor: Refractor }>('refractor/lib/core.js'),
    importEsm<{ toHtml: (tree: unknown) => string }>('hast-util-to-html'),
    ...GRAMMARS.map((name) => importEsm<{ default: Syntax }>(`refractor/lang/${name}.js`)),
  ]);
  for (const { default: syntax } of syntaxes) {
    refractor.register(syntax);
    if (syntax.aliases?.length) refractor.alias(syntax.displayName, syntax.aliases);
  }
  for (const [name, aliases] of Object.entries(EXTRA_ALIASES)) refractor.alias(name, aliases);

  return {
    toHtml(code, language) {
      const name = language.toLowerCase();
      // Prism's `languages` also holds helpers (extend, insertBefore, DFS): only grammars count.
      const grammar = own(refractor.languages, name) ? refractor.languages[name] : undefined;
      if (grammar === null || typeof grammar !== 'object') return null;
      return toHtml(unwrapTopLevelPunctuation(refractor.highlight(code, name)));
    },
  };
}

let shared: Promise<Highlighter> | null = null;

/** The highlighter shared by the whole build (markdown code blocks and demo sources). */
export function getHighlighter(): Promise<Highlighter> {
  shared ??= loadHighlighter();
  return shared;
}

export { escapeHtml };

/** Highlighted HTML, or the escaped plain text when the language is unknown: always safe to inject. */
export function highlightOrEscape(highlighter: Highlighter, code: string, language: string): string {
  return highlighter.toHtml(code, language) ?? escapeHtml(code);
}
