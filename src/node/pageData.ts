import fs from 'fs';
import path from 'path';
import type { ApiSearchData } from '../domain/reference/types';
import type { GeneratedSection, PageContextBase, PageNav } from '../domain/page/context';
import type { RenderedDoc } from '../domain/markdown';
import type { ProductSummary } from '../domain/page/routeData';

/**
 * The pages as the build wrote them (`public/page-data/<page>/page-data.json`), read back after the build by what is made
 * from them: the site search's records (search/), the Markdown twins and llms.txt (agents/). What readers see is what
 * they are made of.
 */

/** The hast shape read from a page's HTML (hast-util-from-html's output). */
export interface HNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HNode[];
}
export type ParseHtml = (html: string) => HNode;

/** What a page-data.json holds that is read after the build. */
export interface PageData {
  path: string;
  result: {
    data?: {
      mdx?: { frontmatter: { title: string; description: string }; doc: RenderedDoc };
      apiPage?: { title: string; description: string; doc: RenderedDoc; search: ApiSearchData | null };
      product?: Pick<ProductSummary, 'productId' | 'name'> | null;
    };
    pageContext?: Partial<Pick<PageContextBase, 'language' | 'pathname'>> & { productId?: string; generated?: GeneratedSection; nav?: Pick<PageNav, 'url'> };
  };
}

/** Every page-data.json under a folder (`public/page-data`), sorted. */
export function listPageData(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found = fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPageData(full);
    return entry.name === 'page-data.json' ? [full] : [];
  });
  return found.sort();
}

export const readPageData = (file: string): PageData => JSON.parse(fs.readFileSync(file, 'utf8')) as PageData;
