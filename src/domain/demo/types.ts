import type { CodeStyling, CodeVariant } from '../preferences';

/** Code as text (copy, sandboxes) and as build-time highlighted HTML. */
export interface HighlightedCode {
  raw: string;
  html: string;
}

/** One language version of a demo's source. */
export interface DemoSource extends HighlightedCode {
  /**
   * The JSX the demo renders, shown under it while the code is collapsed ("Expand code"); absent when the
   * demo has none short enough (reference §4.4 `jsxPreview`).
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

/** Class of the preview of a Tailwind demo: its build-time utilities are scoped under it. */
export const TAILWIND_SCOPE_CLASS = 'MuiDemo-tailwind';

/**
 * Products whose demos render inside an iframe: Toolpad Core's AppProvider installs a global CssBaseline
 * and a `<main>` landmark, which would restyle the docs page and break its landmarks.
 */
export const IFRAME_DEMO_PRODUCTS: readonly string[] = ['toolpad-core'];
export const IFRAME_DEMO_HEIGHT = 420;

/** Products whose demos render in Joy UI's own provider; the others get the Material UI demo theme. */
const JOY_DEMO_PRODUCTS: readonly string[] = ['joy-ui'];

export type DemoTheme = 'joy' | 'material';

export const getDemoTheme = (productId: string): DemoTheme => (JOY_DEMO_PRODUCTS.includes(productId) ? 'joy' : 'material');

/** Whether the page writes the Material demo theme's CSS variables once for all its demos (not in frames). */
export const sharesDemoThemeVariables = (productId: string): boolean =>
  getDemoTheme(productId) === 'material' && !IFRAME_DEMO_PRODUCTS.includes(productId);
