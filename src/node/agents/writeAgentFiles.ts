import fs from 'fs';
import path from 'path';
import {
  buildProductLlms,
  buildProductLlmsFull,
  buildSiteLlms,
  productLlmsFullUrl,
  productLlmsUrl,
  SITE_LLMS_URL,
  twinUrl,
  type LlmsPage,
  type LlmsProduct,
} from '../../domain/agents';
import { getProductTraits } from '../../domain/products';
import type { NavNode, ProductNav } from '../../domain/sidebar';
import { CONTENT_DIR, readProductFile } from '../content/products';
import { filesDigest, openPageDerivedCache } from '../cache/pageDerived';
import { listPageData, type PageData } from '../pageData';
import { loadTwinTools, twinOfPage, type Twin } from './twin';

/**
 * After the build (onPostBuild), from the pages' data: every page's Markdown twin beside its HTML
 * (`public/material-ui/react-button.md`), then the llms.txt files of the site and of each product listed on the home page,
 * linking only twins written here. Twins of pages that no longer exist are removed (the list of what a build wrote is
 * kept in `.cache/docs-agents/`).
 */

export interface AgentFilesReport {
  twins: number;
  twinBytes: number;
  llmsFiles: number;
  llmsBytes: number;
  removed: number;
  /** Twins of pages whose data had not changed since the last build. */
  fromCache: number;
}

export interface SiteInfo {
  title: string;
  description: string;
  siteUrl: string;
}

const ledgerFile = (cacheDir: string) => path.join(cacheDir, 'twins.json');

/** What a twin is derived from besides its page's data: the code and the libraries that write it. */
const TWIN_CODE = [
  'src/node/agents/twin.ts',
  'src/domain/markdown/staticMarkup.ts',
  'node_modules/hast-util-to-mdast/package.json',
  'node_modules/mdast-util-to-markdown/package.json',
  'node_modules/mdast-util-gfm/package.json',
  'node_modules/hast-util-from-html/package.json',
];

/** A page's twin (null: the page has none) and its product navigation's URL, as kept between builds. */
type CachedTwin = { twin: Twin | null; navUrl: string | null };

function write(publicDir: string, url: string, content: string): number {
  const file = path.join(publicDir, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return Buffer.byteLength(content);
}

/** The products as the llms files list them: those on the home page, in their order, with their sidebar and pages. */
function llmsProducts(publicDir: string, twins: Twin[], navUrls: Map<string, string>): LlmsProduct[] {
  const folders = fs.readdirSync(CONTENT_DIR).filter((folder) => fs.existsSync(path.join(CONTENT_DIR, folder, 'product.json')));
  return folders
    .map((folder) => readProductFile(folder))
    .filter((product) => getProductTraits(product.id).onHome && product.basePath !== '')
    .sort((a, b) => a.order - b.order)
    .map((product) => {
      const navUrl = navUrls.get(product.id);
      const tree: NavNode[] = navUrl ? (JSON.parse(fs.readFileSync(path.join(publicDir, navUrl), 'utf8')) as ProductNav).tree : [];
      const pages = new Map<string, LlmsPage>(
        twins
          .filter((t) => t.productId === product.id && t.language === 'en')
          .map((t) => [t.pathname, { pathname: t.pathname, title: t.title, description: t.description }]),
      );
      return { name: product.name, description: product.description, basePath: product.basePath, tree, pages };
    });
}

export async function writeAgentFiles(publicDir: string, cacheDir: string, site: SiteInfo): Promise<AgentFilesReport> {
  let tools: Awaited<ReturnType<typeof loadTwinTools>> | null = null;
  // A page whose data did not change since the last build keeps its twin (a warm build derives only what changed).
  const cache = openPageDerivedCache<CachedTwin>(path.join(cacheDir, 'twin-cache.json'), filesDigest(process.cwd(), TWIN_CODE), site.siteUrl);
  const twins: Twin[] = [];
  const navUrls = new Map<string, string>();
  const written = new Set<string>();
  let twinBytes = 0;
  for (const file of listPageData(path.join(publicDir, 'page-data'))) {
    const text = fs.readFileSync(file, 'utf8');
    let derived = cache.get(text);
    if (!derived) {
      const page = JSON.parse(text) as PageData;
      tools ??= await loadTwinTools();
      derived = { twin: twinOfPage(page, tools, site.siteUrl), navUrl: page.result.pageContext?.nav?.url ?? null };
      cache.set(text, derived);
    }
    const { twin, navUrl } = derived;
    if (!twin) continue;
    if (navUrl && twin.productId) navUrls.set(twin.productId, navUrl);
    const url = twinUrl(twin.pathname, twin.language);
    twinBytes += write(publicDir, url, twin.markdown);
    written.add(url);
    twins.push(twin);
  }

  // The twins of pages gone since the last build.
  let removed = 0;
  const ledger = ledgerFile(cacheDir);
  if (fs.existsSync(ledger)) {
    for (const url of JSON.parse(fs.readFileSync(ledger, 'utf8')) as string[]) {
      if (!written.has(url) && fs.existsSync(path.join(publicDir, url))) {
        fs.rmSync(path.join(publicDir, url));
        removed += 1;
      }
    }
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(ledger, JSON.stringify([...written].sort()));
  const { hits: fromCache } = cache.save();

  const products = llmsProducts(publicDir, twins, navUrls);
  const markdownOf = new Map(twins.filter((t) => t.language === 'en').map((t) => [t.pathname, t.markdown]));
  let llmsBytes = write(publicDir, SITE_LLMS_URL, buildSiteLlms({ ...site, products }));
  for (const product of products) {
    llmsBytes += write(publicDir, productLlmsUrl(product.basePath), buildProductLlms(product, site.siteUrl));
    llmsBytes += write(
      publicDir,
      productLlmsFullUrl(product.basePath),
      buildProductLlmsFull(product, site.siteUrl, (pathname) => markdownOf.get(pathname) ?? null),
    );
  }
  return { twins: twins.length, twinBytes, llmsFiles: 1 + 2 * products.length, llmsBytes, removed, fromCache };
}
