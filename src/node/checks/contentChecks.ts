import fs from 'fs';
import path from 'path';
import type { MdxPage, ProductNode, ReferencePageNode, SidebarEntryNode } from '../pages/contentQuery';
import { findDuplicatePages } from './duplicatePages';
import { findDuplicatePathnames } from './duplicatePathnames';
import { findMissingPages } from './missingPages';

export interface SiteContent {
  /** The English pages (a translation replaces its original on its language's page). */
  originals: MdxPage[];
  translations: MdxPage[];
  referencePages: ReferencePageNode[];
  products: ProductNode[];
  sidebarEntries: SidebarEntryNode[];
}

const fileOf = (n: MdxPage) => path.relative(process.cwd(), n.internal.contentFilePath);

/**
 * The build's checks of the content as a whole, each message naming the file and the fix: two pages at one URL, a
 * translation without its original, a product without a sidebar, sidebar duplicates and entries without a page, a
 * landing page that does not exist. Empty when the content is sound.
 */
export function findContentProblems({ originals, translations, referencePages, products, sidebarEntries }: SiteContent): string[] {
  const pages = new Set([...originals.map((n) => n.fields.pathname), ...referencePages.map((n) => n.pathname)]);
  const errors = findDuplicatePages([
    ...originals.map((n) => ({ pathname: n.fields.pathname, file: fileOf(n) })),
    ...referencePages.map((n) => ({ pathname: n.pathname, file: `the API reference of ${n.packageName} (product.json "api")` })),
  ]);
  for (const n of translations) {
    if (!pages.has(n.fields.pathname)) {
      errors.push(
        `${fileOf(n)}: a translation of ${n.fields.pathname}, which has no English page. Fix: add the original beside it (without .${n.fields.language}) or remove the translation.`,
      );
    }
  }
  for (const product of products) {
    const entries = sidebarEntries.filter((e) => e.productId === product.productId);
    const file = entries[0]?.sourceFile ?? product.sourceFile.replace('product.json', 'sidebar.json');
    if (entries.length === 0) {
      errors.push(`${file} is missing for product "${product.productId}". Fix: add a sidebar.json beside ${product.sourceFile}.`);
      continue;
    }
    const text = fs.readFileSync(path.resolve(process.cwd(), file), 'utf8');
    errors.push(...findDuplicatePathnames({ file, text, entries }), ...findMissingPages(file, entries, pages));
    if (!pages.has(product.landing)) {
      errors.push(`${product.sourceFile}: landing ${product.landing} has no page. Fix: point "landing" at an existing page.`);
    }
  }
  return errors;
}
