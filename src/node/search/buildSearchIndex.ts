import fs from 'fs';
import path from 'path';
import { buildIndexes } from '../../domain/search/engine';
import type { SearchManifest, SearchRecord } from '../../domain/search/types';
import { CONTENT_DIR, readProductFile } from '../content/products';
import { importEsm } from '../mdx/esm';
import { recordsOfPage } from './records';
import { listPageData, readPageData, type HNode } from '../pageData';
import { writeHashedFile } from '../../platform/hashedFiles';

/**
 * Writes the site search's index after the pages (onPostBuild): the records of every page's data
 * (`public/page-data/**`), one index per language in two tiers, each a file named by its content hash
 * (`public/search/en-names.<hash>.json`), and `public/search/<language>.json` naming them. The dialog fetches the
 * manifest, then the names tier (the first search), then the text tier.
 */

export interface SearchIndexReport {
  language: string;
  records: number;
  names: { file: string; bytes: number };
  text: { file: string; bytes: number };
}

/** Every page's records, by language, in a stable order (by URL). */
export async function collectRecords(publicDir: string): Promise<Map<string, SearchRecord[]>> {
  const { fromHtml } = await importEsm('hast-util-from-html');
  const parse = (html: string) => fromHtml(html, { fragment: true }) as HNode;
  const byLanguage = new Map<string, Array<Omit<SearchRecord, 'id'>>>();
  for (const file of listPageData(path.join(publicDir, 'page-data'))) {
    const page = readPageData(file);
    const language = page.result.pageContext?.language ?? 'en';
    const records = recordsOfPage(page, parse);
    if (records.length === 0) continue;
    const list = byLanguage.get(language) ?? [];
    list.push(...records);
    byLanguage.set(language, list);
  }
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

export async function buildSearchIndex(publicDir: string): Promise<SearchIndexReport[]> {
  const dir = path.join(publicDir, 'search');
  fs.mkdirSync(dir, { recursive: true });
  const reports: SearchIndexReport[] = [];
  for (const [language, records] of await collectRecords(publicDir)) {
    const { names, text } = buildIndexes(records);
    const namesFile = writeHashed(publicDir, `${language}-names`, JSON.stringify({ pages: names.pages, index: names.index }));
    const textFile = writeHashed(publicDir, `${language}-text`, JSON.stringify(text));
    const manifest: SearchManifest = {
      language,
      names: `/search/${namesFile.file}`,
      text: `/search/${textFile.file}`,
      records: records.length,
      products: productNames(),
    };
    fs.writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(manifest));
    reports.push({ language, records: records.length, names: namesFile, text: textFile });
  }
  return reports;
}
