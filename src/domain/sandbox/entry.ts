import type { CodeVariant } from '../preferences/keys';
import { getProductTraits, type DemoRoot } from '../products';

interface Provider {
  name: string;
  props?: string;
}

interface EntryWrapper {
  /** The package the provider import comes from; it must be a sandbox dependency. */
  dependency?: string;
  importLine?: string;
  providers: Provider[];
}

/** The root of a sandbox's entry file for each kind of demo root. */
const WRAPPERS: Record<DemoRoot, EntryWrapper> = {
  material: {
    dependency: '@mui/material',
    importLine: "import { StyledEngineProvider } from '@mui/material/styles';",
    // injectFirst lets a demo's own styles (Tailwind, plain CSS) override the library's.
    providers: [{ name: 'StyledEngineProvider', props: 'injectFirst' }],
  },
  joy: {
    dependency: '@mui/joy',
    importLine: "import { StyledEngineProvider, CssVarsProvider } from '@mui/joy/styles';",
    providers: [{ name: 'StyledEngineProvider', props: 'injectFirst' }, { name: 'CssVarsProvider' }],
  },
  // Base UI demos are unstyled: no theme or style engine at the root.
  unstyled: { providers: [] },
};

function getEntryWrapper(productId: string): EntryWrapper {
  return WRAPPERS[getProductTraits(productId).demoRoot];
}

/** The package the sandbox entry file imports its providers from, if any. */
export function getEntryDependency(productId: string): string | undefined {
  return getEntryWrapper(productId).dependency;
}

function wrapElement(providers: Provider[], inner: string, depth: number): string[] {
  const indent = '  '.repeat(depth);
  if (providers.length === 0) return [`${indent}${inner}`];
  const [outer, ...rest] = providers;
  const open = outer.props ? `${outer.name} ${outer.props}` : outer.name;
  return [`${indent}<${open}>`, ...wrapElement(rest, inner, depth + 1), `${indent}</${outer.name}>`];
}

/** The sandbox's `index.{js,tsx}`: renders `<Demo />` into `#root` inside the product's providers. */
export function buildEntryFile(productId: string, codeVariant: CodeVariant): string {
  const { importLine, providers } = getEntryWrapper(productId);
  // querySelector returns `Element | null`; createRoot rejects null under `strict`.
  const nonNull = codeVariant === 'TS' ? '!' : '';
  const imports = ["import * as React from 'react';", "import * as ReactDOM from 'react-dom/client';"];
  if (importLine) imports.push(importLine);
  imports.push("import Demo from './Demo';");
  const tree = wrapElement([{ name: 'React.StrictMode' }, ...providers], '<Demo />', 1);
  return [
    ...imports,
    '',
    `ReactDOM.createRoot(document.querySelector('#root')${nonNull}).render(`,
    ...tree.map((line, index) => (index === tree.length - 1 ? `${line},` : line)),
    ');',
    '',
  ].join('\n');
}
