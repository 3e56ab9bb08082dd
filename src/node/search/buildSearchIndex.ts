import fs from 'fs';
import path from 'path';
import { buildIndexes, splitNamesTier } from '../../domain/search/engine';
import type { SearchManifest, SearchRecord } from '../../domain/search/types';
import { CONTENT_DIR, readProductFile } from '../content/products';
import { importEsm } from '../mdx/esm';
import { recordsOfPage } from './records';
import { listPageData, type HNode, type PageData } from '../pageData';
import { filesDigest, localImports, openPageDerivedCache } from '../cache/pageDerived';
import { writeHashedFile } from '../../platform/hashedFiles';

/**
 * Writes the site search's index after the pages (onPostBuild): the records of every page's data
 * (`public/page-data/**`), one index per language in two tiers, each file named by its content hash: the names tier
 * in one shard per product (`public/search/en-names-material-ui.<hash>.json`), the text tier in one file
 * (`public/search/en-text.<hash>.json`), and `public/search/<language>.json` naming them. The dialog fetches the
 * manifest, then the reader's product's shard (the first search), the other shards, then the text tier.
 */

export interface SearchIndexReport {
  language: string;
  records: number;
  /** The names tier, one shard per product (the first search loads the reader's). */
  names: Array<{ product: string; file: string; bytes: number }>;
  text: { file: string; bytes: number };
  /** The language's records and the index code were those of the last build: its files were kept, not rebuilt. */
  unchanged?: boolean;
}

/** What a page's records are derived from besides its data: the code and the HTML parser that read it. */
const RECORDS_CODE = [
  'src/node/search/records.ts',
  'src/domain/page/generated.ts',
  'src/domain/markdown/staticMarkup.ts',
  'node_modules/hast-util-from-html/package.json',
];

/** What an index is built from besides its records: the search engine with what it imports, this file, MiniSearch. */
const indexCode = (root: string) => [...localImports(root, 'src/domain/search/engine.ts'), 'src/node/search/buildSearchIndex.ts', 'node_modules/minisearch/package.json'];

/**
 * Every page's records, by language, in a stable order (by URL). A page whose data did not change since the last build
 * keeps its records (`cacheFile`, in `.cache/`): parsing every page's HTML is most of this step's time.
 */
export async function collectRecords(publicDir: string, cacheFile?: string): Promise<Map<string, SearchRecord[]>> {
  let parse: ((html: string) => HNode) | null = null;
  const cache = cacheFile
    ? openPageDerivedCache<{ language: string; records: Array<Omit<SearchRecord, 'id'>> }>(cacheFile, filesDigest(process.cwd(), RECORDS_CODE))
    : null;
  const byLanguage = new Map<string, Array<Omit<SearchRecord, 'id'>>>();
  for (const file of listPageData(path.join(publicDir, 'page-data'))) {
    const text = fs.readFileSync(file, 'utf8');
    let derived = cache?.get(text);
    if (!derived) {
      if (!parse) {
        const { fromHtml } = await importEsm('hast-util-from-html');
        parse = (html: string) => fromHtml(html, { fragment: true }) as HNode;
      }
      const page = JSON.parse(text) as PageData;
      derived = { language: page.result.pageContext?.language ?? 'en', records: recordsOfPage(page, parse) };
      cache?.set(text, derived);
    }
    const { language, records } = derived;
    if (records.length === 0) continue;
    const list = byLanguage.get(language) ?? [];
    list.push(...records);
    byLanguage.set(language, list);
  }
  cache?.save();
  return new Map([...byLanguage].map(([language, list]) => [language, list.map((record, id) => ({ ...record, id }))]));
}

/** Every product's name (the chips of the 404 page, whose route data lists none). */
function productNames(): Array<{ productId: string; name: string }> {
  return fs
    .readdirSync(CONTENT_DIR)
    .filter((folder) => fs.existsSync(path.join(CONTENT_DIR, folder, 'product.json')))
    .map((folder) => readProductFile(folder))
    .map((product) => ({ productId: product.id, name: product.name }));
}

function writeHashed(publicDir: string, prefix: string, content: string): { file: string; bytes: number } {
  const url = writeHashedFile({ folder: 'search', prefix, extension: 'json', content }, publicDir);
  return { file: path.basename(url), bytes: Buffer.byteLength(content) };
}

/** Whether every file a report names is still in the public folder, as written. */
function reportFilesExist(dir: string, report: SearchIndexReport): boolean {
  return [report.text, ...report.names].every(({ file, bytes }) => {
    try {
      return fs.statSync(path.join(dir, file)).size === bytes;
    } catch {
      return false;
    }
  });
}

/**
 * Builds each language's index from its records. A language whose records, product list and index code are those of
 * the last build (`indexCacheFile`, in `.cache/`) keeps the files that build wrote, if they are all still there:
 * building and serializing an index is most of this step's time on a warm build, and an edit touches one language.
 */
export async function buildSearchIndex(publicDir: string, cacheFile?: string, indexCacheFile?: string): Promise<SearchIndexReport[]> {
  const dir = path.join(publicDir, 'search');
  fs.mkdirSync(dir, { recursive: true });
  const reports: SearchIndexReport[] = [];
  const products = productNames();
  // Keyed by the language's records (as a page's derivations are by its data), the index code and the product list.
  const cache = indexCacheFile
    ? openPageDerivedCache<{ report: SearchIndexReport; manifest: SearchManifest }>(
        indexCacheFile,
        filesDigest(process.cwd(), indexCode(process.cwd())),
        JSON.stringify(products),
      )
    : null;
  for (const [language, records] of await collectRecords(publicDir, cacheFile)) {
    const recordsText = JSON.stringify(records);
    const cached = cache?.get(recordsText);
    if (cached && reportFilesExist(dir, cached.report)) {
      fs.writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(cached.manifest));
      reports.push({ ...cached.report, unchanged: true });
      continue;
    }
    const { names, text } = buildIndexes(records);
    const { stats, shards } = splitNamesTier(names);
    const namesFiles = shards.map((shard) => ({ product: shard.product, ...writeHashed(publicDir, `${language}-names-${shard.product}`, JSON.stringify(shard)) }));
    const textFile = writeHashed(publicDir, `${language}-text`, JSON.stringify(text));
    const manifest: SearchManifest = {
      language,
      names: { stats, shards: Object.fromEntries(namesFiles.map(({ product, file }) => [product, `/search/${file}`])) },
      text: `/search/${textFile.file}`,
      records: records.length,
      products,
    };
    fs.writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(manifest));
    const report = { language, records: records.length, names: namesFiles, text: textFile };
    reports.push(report);
    cache?.set(recordsText, { report, manifest });
  }
  removeUnlisted(dir, reports);
  cache?.save();
  return reports;
}

/**
 * Removes what no manifest lists: the shards of a product that is gone, the index files of an earlier layout (one
 * names file per language). Each file's own versions are replaced as it is written (writeHashedFile).
 */
function removeUnlisted(dir: string, reports: SearchIndexReport[]) {
  const listed = new Set(reports.flatMap((r) => [`${r.language}.json`, r.text.file, ...r.names.map((shard) => shard.file)]));
  for (const file of fs.readdirSync(dir)) if (!listed.has(file)) fs.rmSync(path.join(dir, file), { force: true });
}
