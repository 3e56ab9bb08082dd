import type { CodeStyling, CodeVariant } from '../preferences/keys';
import { getProductTraits } from '../products';

/** Code as text (copy, sandboxes) and as build-time highlighted HTML. */
export interface HighlightedCode {
  raw: string;
  html: string;
}

/** One language version of a demo's source. */
export interface DemoSource extends HighlightedCode {
  /**
   * The JSX the demo renders, shown under it while the code is collapsed ("Expand code"); absent when the
   * demo has none short enough.
   */
  preview?: HighlightedCode;
}

export interface SandboxDependencies {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** A local module the demo imports (`./data`), copied next to the demo in sandboxes. */
export interface DemoRelativeModule {
  path: string;
  TS: string | null;
  JS: string;
}

/** One styling solution of a demo (MUI System is always there; Tailwind and CSS are optional). */
export interface DemoVariant {
  /** Key of the live component in the demo registry: its path under content/. */
  module: string;
  TS: DemoSource | null;
  JS: DemoSource;
  /** Where the source lives in the repository, per language. */
  sourceUrl: Record<CodeVariant, string>;
  sandbox: Record<CodeVariant, SandboxDependencies>;
  relativeModules: DemoRelativeModule[];
  /** Build-time Tailwind CSS for this variant's classes, scoped to the demo (Tailwind variant only). */
  css?: string;
}

/** Everything a page needs to show one demo, computed at build time. */
export interface DemoData {
  name: string;
  /** The analytics label: the demo's path under content/ without extension. */
  gaLabel: string;
  variants: Partial<Record<CodeStyling, DemoVariant>>;
}

export type DemoMap = Record<string, DemoData>;

/** Class of a demo's root: markdown rules never apply inside it (demos look as they would in an app). */
export const DEMO_ROOT_CLASS = 'MuiDemo-root';

/** Class of the preview of a Tailwind demo: its build-time utilities are scoped under it. */
export const TAILWIND_SCOPE_CLASS = 'MuiDemo-tailwind';

/** Height of the iframe of a product whose demos render framed (`framedDemos` in src/domain/products.ts). */
export const IFRAME_DEMO_HEIGHT = 420;

export type DemoTheme = 'joy' | 'material';

/** The theme a product's demos render in on the page: Joy's provider, or the Material UI demo theme. */
export const getDemoTheme = (productId: string): DemoTheme => (getProductTraits(productId).demoRoot === 'joy' ? 'joy' : 'material');

/** The iframe height of the product's demos, or undefined when they render in the page. */
export const getDemoFrameHeight = (productId: string): number | undefined => (getProductTraits(productId).framedDemos ? IFRAME_DEMO_HEIGHT : undefined);

/**
 * The demo theme whose CSS variables a page with this product's demos writes once for all of them (in
 * `<head>` on the server), or null when its demos render in frames and write their own.
 */
export const getPageDemoTheme = (productId: string): DemoTheme | null => (getProductTraits(productId).framedDemos ? null : getDemoTheme(productId));
