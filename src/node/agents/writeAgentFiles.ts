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
import { listPageData, readPageData } from '../pageData';
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
}

export interface SiteInfo {
  title: string;
  description: string;
  siteUrl: string;
}

const ledgerFile = (cacheDir: string) => path.join(cacheDir, 'twins.json');

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
  const tools = await loadTwinTools();
  const twins: Twin[] = [];
  const navUrls = new Map<string, string>();
  const written = new Set<string>();
  let twinBytes = 0;
  for (const file of listPageData(path.join(publicDir, 'page-data'))) {
    const page = readPageData(file);
    const twin = twinOfPage(page, tools, site.siteUrl);
    if (!twin) continue;
    const navUrl = page.result.pageContext?.nav?.url;
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
  return { twins: twins.length, twinBytes, llmsFiles: 1 + 2 * products.length, llmsBytes, removed };
}
