import type { CodeVariant } from '../preferences';
import { getEntryDependency } from './entry';

/**
 * The reference's import pattern, widened to double quotes and `export … from`.
 * Group 1: side-effect imports; group 2: everything with `from`. The `[^;'"()]` body stops a
 * match from running past a statement end or into a function (`export default function X() {…}`),
 * yet still spans multi-line `import {\n A,\n B\n} from 'x'`.
 */
const IMPORT_PATTERN = /^[ \t]*import\s+['"]([^'"]+)['"]|^[ \t]*(?:import|export)\s[^;'"()]*?\sfrom\s+['"]([^'"]+)['"]/gm;

/** Packages whose import alone is not enough to run: they need their peers. */
const PEER_DEPENDENCIES = ['react', 'react-dom', '@emotion/react', '@emotion/styled'];

/** Packages that ship their own typings, so `@types/<name>` must not be added (it may not even exist). */
const BUNDLED_TYPES = new Set(['date-fns', '@emotion/react', '@emotion/styled', 'dayjs']);
// '@base_ui' is the reference's spelling; Base UI is published as '@base-ui' (formerly
// '@base-ui-components'). All are typed: an @types package for them does not exist and would fail the install.
const BUNDLED_TYPES_SCOPES = ['@mui/', '@base_ui/', '@base-ui/', '@base-ui-components/', '@pigment-css/', '@toolpad/'];

export interface SandboxDependencyOptions {
  codeVariant: CodeVariant;
  productId: string;
  /** The version the site was built with; undefined for packages it does not install. */
  resolveVersion: (name: string) => string | undefined;
}

export interface SandboxDependencies {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Every module specifier a source file imports or re-exports from, in source order. */
export function extractImports(code: string): string[] {
  return Array.from(code.matchAll(IMPORT_PATTERN), (match) => match[2] ?? match[1]);
}

/** `@mui/material/Button` → `@mui/material`, `dayjs/locale/de` → `dayjs`; relative and URL specifiers → null. */
export function toPackageName(specifier: string): string | null {
  if (specifier === '' || /^[./]/.test(specifier) || /^[a-z]+:/i.test(specifier)) return null;
  const segments = specifier.split('/');
  return specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
}

/** DefinitelyTyped naming: `foo` → `@types/foo`, `@scope/name` → `@types/scope__name`. */
export function getTypesPackageName(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

function needsTypesPackage(name: string): boolean {
  if (BUNDLED_TYPES.has(name) || name === 'typescript' || name.startsWith('@types/')) return false;
  return !BUNDLED_TYPES_SCOPES.some((scope) => name.startsWith(scope));
}

/** Lab, icons and every MUI X package render Material UI components, so they need it installed. */
function requiresMaterial(name: string): boolean {
  return name === '@mui/lab' || name === '@mui/icons-material' || name.startsWith('@mui/x-');
}

function collectPackages(codes: string[], productId: string): Set<string> {
  const names = new Set<string>();
  for (const specifier of codes.flatMap(extractImports)) {
    const name = toPackageName(specifier);
    if (name) names.add(name);
  }
  PEER_DEPENDENCIES.forEach((name) => names.add(name));
  if ([...names].some(requiresMaterial)) names.add('@mui/material');
  // The reference adds @mui/material only when there is no productId, because that is when its
  // entry file imports from @mui/material. Here every demo has a productId, so the precise rule is
  // "whatever package the entry file imports": @mui/material for all products but Joy UI (which
  // imports @mui/joy) and Base UI (no provider, no import).
  const entryDependency = getEntryDependency(productId);
  if (entryDependency) names.add(entryDependency);
  return names;
}

function toVersionMap(names: Iterable<string>, resolveVersion: (name: string) => string): Record<string, string> {
  return Object.fromEntries([...names].sort().map((name) => [name, resolveVersion(name)]));
}

/**
 * package.json dependencies for a demo's sandbox.
 * Versions: the build's installed version for every package it knows (so the sandbox runs what the
 * docs ran); 'latest' otherwise. Never 'next': the original's npm tag points at prereleases.
 * TS extras (@types/*, typescript) go in `dependencies`, as in the StackBlitz's
 * create-react-app template only documents `project[dependencies]`, so devDependencies may be skipped.
 */
export function getSandboxDependencies(codes: string[], options: SandboxDependencyOptions): SandboxDependencies {
  const versionOf = (name: string): string => {
    const version = options.resolveVersion(name);
    return version && version !== 'next' ? version : 'latest';
  };
  const names = collectPackages(codes, options.productId);
  if (options.codeVariant === 'TS') {
    [...names].filter(needsTypesPackage).forEach((name) => names.add(getTypesPackageName(name)));
    names.add('typescript');
  }
  return { dependencies: toVersionMap(names, versionOf), devDependencies: toVersionMap(['react-scripts'], versionOf) };
}
