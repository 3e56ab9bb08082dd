import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import type { ApiDemoLink, ApiItem } from '../../domain/reference/types';
import { mdxPathname } from '../content/products';
import { getDemoFolder } from '../demos/locateDemo';

/**
 * Which pages show demos that use which components: read from the demos' import statements. An API page
 * lists the pages whose demos import its item ("Demos"); a component page lists the API pages of the items
 * its demos import ("API").
 */

export interface ImportSpecifier {
  module: string;
  /** The imported name, or 'default'. */
  name: string;
}

const IMPORT = /^\s*import\s+(?!type\b)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;

/** The value imports of a module's source (`import X from 'm'`, `import { A, B as C } from 'm'`); type imports are not usages. */
export function importsOf(source: string): ImportSpecifier[] {
  const out: ImportSpecifier[] = [];
  for (const [, clause, module] of source.matchAll(IMPORT)) {
    const named = /\{([^}]*)\}/.exec(clause);
    const defaultPart = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (defaultPart && !defaultPart.startsWith('*')) out.push({ module, name: 'default' });
    if (named) {
      for (const part of named[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !/^type\s/.test(part.trim())) out.push({ module, name });
      }
    }
  }
  return out;
}

const key = (s: ImportSpecifier) => `${s.module}#${s.name}`;

/** The import keys an item is reached by: its own import lines (`@mui/material/Button#default`, `@mui/material#Button`). */
export function importKeysOf(item: Pick<ApiItem, 'imports'>): string[] {
  return item.imports.flatMap((line) => importsOf(line).map(key));
}

/** The items a source imports, in the order of their first import, each once. */
export function itemsImportedBy(source: string, byKey: Map<string, ApiItem>): ApiItem[] {
  const found = new Map<string, ApiItem>();
  for (const specifier of importsOf(source)) {
    const item = byKey.get(key(specifier));
    if (item && !found.has(item.pathname)) found.set(item.pathname, item);
  }
  return [...found.values()];
}

export function itemsByImportKey(items: ApiItem[]): Map<string, ApiItem> {
  const byKey = new Map<string, ApiItem>();
  for (const item of items) for (const k of importKeysOf(item)) if (!byKey.has(k)) byKey.set(k, item);
  return byKey;
}

/** The source of every demo file in a page's demo folder (all styling variants: they may import other parts). */
export function demoSourcesOf(mdxFile: string): string[] {
  const folder = getDemoFolder(mdxFile);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => /\.(tsx|ts|js|jsx)$/.test(f))
    .sort()
    .map((f) => fs.readFileSync(path.join(folder, f), 'utf8'));
}

function listMdx(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : listMdx(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export interface DocPageFile {
  /** The MDX file (its demos are in the folder beside it). */
  file: string;
  pathname: string;
  title: string;
}

/** Every documentation page of the content folder, with its URL and title. */
export function listDocPages(contentDir: string): DocPageFile[] {
  return fs
    .readdirSync(contentDir)
    .flatMap((folder) => listMdx(path.join(contentDir, folder, 'docs')))
    .map((file) => ({ file, pathname: mdxPathname(file).pathname, title: frontmatterTitle(file) }));
}

/** For every item's pathname, the pages whose demos use it, sorted by title. */
export function demoPagesByItem(pages: DocPageFile[], items: ApiItem[]): Map<string, ApiDemoLink[]> {
  const byKey = itemsByImportKey(items);
  const out = new Map<string, ApiDemoLink[]>();
  for (const page of pages) {
    const used = demoSourcesOf(page.file).flatMap((source) => itemsImportedBy(source, byKey));
    for (const item of used) {
      const list = out.get(item.pathname) ?? [];
      if (!list.some((l) => l.pathname === page.pathname)) list.push({ pathname: page.pathname, title: page.title });
      out.set(item.pathname, list);
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return out;
}

function frontmatterTitle(file: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  const data = match ? (yaml.load(match[1]) as { title?: unknown } | null) : null;
  return typeof data?.title === 'string' ? data.title : path.basename(file, path.extname(file));
}
