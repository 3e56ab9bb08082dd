import fs from 'fs';
import path from 'path';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/languages';
import { formatIssues, parseJsonFile, productFileSchema, type ProductFile } from '../schemas';

export const CONTENT_DIR = path.resolve(process.cwd(), 'content');

export function validateProductFile(file: string, text: string): ProductFile {
  const result = productFileSchema.safeParse(parseJsonFile(file, text));
  if (!result.success) throw new Error(formatIssues(file, result.error));
  return result.data;
}

const cache = new Map<string, { mtimeMs: number; product: ProductFile }>();

/** The product file of a content folder (cached by modification time, for MDX nodes). */
export function readProductFile(folder: string): ProductFile {
  const file = path.join(CONTENT_DIR, folder, 'product.json');
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.product;
  const product = validateProductFile(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs, product });
  return product;
}

/**
 * Where an MDX file is served: the product's basePath plus its path under docs/, without the extension;
 * index.mdx stands for its folder. A translation (`installation.zh.mdx` beside `installation.mdx`) is served at
 * the same pathname, for its language's pages.
 * content/material-ui/docs/getting-started/index.mdx → /material-ui/getting-started (en)
 * content/material-ui/docs/customization/dark-mode.zh.mdx → /material-ui/customization/dark-mode (zh)
 */
export function mdxPathname(absoluteFile: string): { folder: string; pathname: string; language: Language } {
  const relative = path.relative(CONTENT_DIR, absoluteFile).split(path.sep);
  const [folder, docs, ...rest] = relative;
  if (!folder || docs !== 'docs' || rest.length === 0) {
    throw new Error(`${path.relative(process.cwd(), absoluteFile)}: MDX pages must live in content/<product>/docs/. Fix: move the file there.`);
  }
  const { basePath } = readProductFile(folder);
  const { name, language } = splitLanguage(rest.join('/').replace(/\.mdx?$/, ''));
  const segments = name.replace(/(^|\/)index$/, '');
  const pathname = [basePath, segments].filter(Boolean).join('/') || '/';
  return { folder, pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, language };
}

/** `dark-mode.zh` → `dark-mode`, zh; `dark-mode` → `dark-mode`, en. Only the languages of the site count. */
export function splitLanguage(name: string): { name: string; language: Language } {
  const match = /^(.*)\.([a-z]{2})$/.exec(name);
  if (match && isLanguage(match[2]) && match[2] !== DEFAULT_LANGUAGE) return { name: match[1], language: match[2] };
  return { name, language: DEFAULT_LANGUAGE };
}
