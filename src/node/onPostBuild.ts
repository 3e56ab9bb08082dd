import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';

/** Writes /sitemap.xml listing every page (404 pages excluded), for crawlers and the e2e crawl. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: Array<{ path: string }> }; site: { siteMetadata: { siteUrl: string } } }>(`
    {
      allSitePage {
        nodes {
          path
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (!result.data) {
    reporter.panicOnBuild('Could not list pages for the sitemap', result.errors);
    return;
  }
  const { siteUrl } = result.data.site.siteMetadata;
  const urls = result.data.allSitePage.nodes
    .map((n) => n.path)
    .filter((p) => !/(^|\/)404(\.html|\/)?$/.test(p) && !p.startsWith('/dev-404-page'))
    .sort()
    .map((p) => `  <url><loc>${siteUrl}${p}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  fs.writeFileSync(path.join(process.cwd(), 'public', 'sitemap.xml'), xml);
};
