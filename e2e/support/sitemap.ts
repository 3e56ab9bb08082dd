import type { APIRequestContext } from '@playwright/test';

/** The production host written into sitemap.xml (src/config/site.json → siteUrl). */
export const SITE_ORIGIN = 'https://mui-docs.example.com';

/** Every page path listed in /sitemap.xml, e.g. ['/', '/material-ui/getting-started/', '/zh/', …]. */
export async function readSitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`GET /sitemap.xml → HTTP ${response.status()}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.pathname;
  });
  if (paths.length === 0) throw new Error('/sitemap.xml lists no pages');
  return paths;
}

/** Splits `items` into `count` interleaved shards; shard `index` (0-based). */
export function shard<T>(items: T[], index: number, count: number): T[] {
  return items.filter((_, i) => i % count === index);
}

/** Static files (logos, favicon, images…) are not pages: their last segment has an extension. */
export function isStaticFile(pathname: string): boolean {
  return /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}
