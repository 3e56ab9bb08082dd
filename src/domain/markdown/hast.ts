import type { DemoMap } from '../demo/types';
import type { TocItem } from '../toc/textToHash';
import type { CalloutType } from './callouts';

/**
 * The compiled-page contract: what the build (`src/node/mdx/`) emits for a docs page and the renderer
 * (`src/markdown/`) draws. A subset of hast, positions stripped to keep page data small, plus the docs
 * elements below: a misspelt element name or a missing attribute is a type error on both sides.
 */
export type HastNode = HastElement | HastText | HastRaw | DocElement;
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}
export type HastPropertyValue = string | number | boolean | Array<string | number>;
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, HastPropertyValue>;
  children: HastNode[];
}
export interface HastText {
  type: 'text';
  value: string;
}
/** HTML the build produced itself (highlighted code); never content from an author. */
export interface HastRaw {
  type: 'raw';
  value: string;
}

/** The docs elements the build emits, by name, with the props their components receive. */
export interface DocElementProps {
  /** `<Demo name="…" />`: a live demo of the page (its data is in `CompiledDoc.demos`). */
  Demo: { name: string };
  /** A fenced block with a language, highlighted at build time. */
  CodeBlock: {
    /** The info-string language (`tsx`, `bash`…), kept as the code's `language-x` class. */
    language: string;
    /** Highlighted HTML (Prism token spans), or escaped plain text for an unknown language. */
    html: string;
    /** From `title="…"` in the info string. */
    title?: string;
  };
  /** A `:::info|success|warning|error` container. */
  Callout: { type: CalloutType };
}
export type DocElementName = keyof DocElementProps;

/** One docs element in the tree: its name picks the shape of its attributes. */
export type DocElement = {
  [Name in DocElementName]: { type: 'jsx'; name: Name; attributes: DocElementProps[Name]; children: HastNode[] };
}[DocElementName];

/**
 * Builds an element: the one hast builder of the project (the build's generated sections and API pages, the static
 * markup of code blocks and callouts). Properties set to `undefined` or `null` are left out.
 */
export function el(tagName: string, properties: Record<string, HastPropertyValue | undefined | null> = {}, children: HastNode[] = []): HastElement {
  const defined = Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined && value !== null)) as Record<string, HastPropertyValue>;
  return { type: 'element', tagName, properties: defined, children };
}

/** A text node (escaped when written as HTML). */
export const text = (value: string): HastText => ({ type: 'text', value });

/** Builds a docs element (the build side's one way to make one). */
export function docElement<Name extends DocElementName>(name: Name, attributes: DocElementProps[Name], children: HastNode[] = []): DocElement {
  return { type: 'jsx', name, attributes, children } as DocElement;
}

/** A page compiled at build time, once whatever its languages: the tree, its table of contents, its demos. */
export interface CompiledDoc {
  tree: HastRoot;
  toc: TocItem[];
  /** The demos the page embeds, by name (`<Demo name="…" />`). */
  demos: DemoMap;
}

/**
 * A part of a page's body as the browser receives it: static HTML written at build time (kept by React as
 * it is, never re-rendered), or a live demo between two such parts.
 */
export type BodySegment = { html: string } | { demo: string };

/** A compiled page in one language, as it travels in the page's data (`Mdx.doc(language:)`). */
export interface RenderedDoc {
  body: BodySegment[];
  toc: TocItem[];
  demos: DemoMap;
}
