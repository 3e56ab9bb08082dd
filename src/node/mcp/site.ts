import fs from 'fs';
import path from 'path';
import siteConfig from '../../config/site.json';
import { twinUrl, type PageRef } from '../../domain/agents';
import { isLanguage, LANGUAGES, type Language } from '../../domain/languages';
import { getProductTraits } from '../../domain/products';
import type { ApiItem, ApiPackageReference } from '../../domain/reference/types';
import { loadWholeIndex, type SearchIndexes } from '../../domain/search/engine';
import { parseSearchManifest } from '../../domain/search/present';
import { readProductFile } from '../content/products';

/**
 * What the MCP server answers from: the built site, offline and exactly as built. The Markdown twins and the search
 * index come from `public/` (what the build wrote), the API reference from `.cache/docs-api/` (what the build extracted
 * from the installed packages, with their versions), the products from `content/`. Everything is read on first use and
 * kept; `openDocsSite` reads nothing until a tool asks.
 */

export interface ProductInfo {
  id: string;
  name: string;
  description: string;
  basePath: string;
  landing: string;
  /** The package the product documents and its installed version (the reference's), when it has an API reference. */
  package: { name: string; version: string } | null;
}

export interface DocsSite {
  siteUrl: string;
  products(): ProductInfo[];
  /** The search indexes of a language (both tiers), as the search dialog loads them. */
  searchIndexes(language: Language): SearchIndexes;
  /** A page's Markdown twin, or null when the build wrote none. */
  twin(page: PageRef): string | null;
  /** Every component and hook of the reference, with its package's version. */
  reference(): Array<{ item: ApiItem; version: string }>;
}

export interface SiteDirs {
  /** The project's root: `public/`, `.cache/docs-api/` and `content/` are read under it. */
  root: string;
}

/** A message for a site that was not built (the MCP server needs `npm run build` first). */
export class SiteNotBuiltError extends Error {}

function readJson<T>(file: string, what: string): T {
  if (!fs.existsSync(file)) throw new SiteNotBuiltError(`${what} is missing (${file}). Fix: build the site first (npm run build).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The summary of the reference the build wrote (src/node/reference/reference.ts): each package, its version and file. */
interface ReferenceSummary {
  packageName: string;
  version: string;
  productId: string;
  file?: string;
}

export function openDocsSite({ root }: SiteDirs): DocsSite {
  const publicDir = path.join(root, 'public');
  const referenceDir = path.join(root, '.cache', 'docs-api');
  let products: ProductInfo[] | null = null;
  let reference: Array<{ item: ApiItem; version: string }> | null = null;
  const indexes = new Map<Language, SearchIndexes>();

  const loadReference = () => {
    const summary = readJson<ReferenceSummary[]>(path.join(referenceDir, 'summary.json'), 'The extracted API reference');
    return summary.flatMap((entry) => {
      const file = entry.file ?? fs.readdirSync(referenceDir).find((name) => name.startsWith(`${entry.packageName.replace(/[@/]/g, '_')}@${entry.version}.`));
      if (!file) throw new SiteNotBuiltError(`The API reference of ${entry.packageName} ${entry.version} is missing in ${referenceDir}. Fix: build the site again.`);
      const extracted = readJson<ApiPackageReference>(path.join(referenceDir, file), `The API reference of ${entry.packageName}`);
      return extracted.items.map((item) => ({ item, version: extracted.version }));
    });
  };

  return {
    siteUrl: siteConfig.siteUrl,
    products() {
      if (!products) {
        const versions = new Map<string, string>();
        try {
          for (const entry of readJson<ReferenceSummary[]>(path.join(referenceDir, 'summary.json'), 'The extracted API reference'))
            versions.set(entry.packageName, entry.version);
        } catch {
          // Without a reference the products are still listed, without versions.
        }
        const contentDir = path.join(root, 'content');
        products = fs
          .readdirSync(contentDir)
          .filter((folder) => fs.existsSync(path.join(contentDir, folder, 'product.json')))
          .map((folder) => readProductFile(folder))
          .filter((product) => getProductTraits(product.id).onHome)
          .sort((a, b) => a.order - b.order)
          .map((product) => {
            const current = product.versions.find((v) => 'package' in v);
            const packageName = product.api?.package ?? (current && 'package' in current ? current.package : undefined);
            const version = packageName ? versions.get(packageName) : undefined;
            return {
              id: product.id,
              name: product.name,
              description: product.description,
              basePath: product.basePath,
              landing: product.landing,
              package: packageName && version ? { name: packageName, version } : null,
            };
          });
      }
      return products;
    },
    searchIndexes(language) {
      let found = indexes.get(language);
      if (!found) {
        const read = (url: string) => {
          const file = path.join(publicDir, url);
          if (!fs.existsSync(file)) throw new SiteNotBuiltError(`The search index is missing (${file}). Fix: build the site first (npm run build).`);
          return fs.readFileSync(file, 'utf8');
        };
        const manifest = parseSearchManifest(JSON.parse(read(`/search/${language}.json`)));
        if (!manifest) throw new SiteNotBuiltError(`The search manifest of ${language} is not one this code reads. Fix: build the site again (npm run build).`);
        found = loadWholeIndex(manifest, read);
        indexes.set(language, found);
      }
      return found;
    },
    twin({ pathname, language }) {
      if (!isLanguage(language) || !LANGUAGES.includes(language)) return null;
      const file = path.join(publicDir, twinUrl(pathname, language));
      // parsePageRef allows letters, digits, '-' and '/' only: the path stays inside public/.
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    },
    reference() {
      reference ??= loadReference();
      return reference;
    },
  };
}
