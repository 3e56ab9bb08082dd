import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { OFFLINE_SOURCE_PAGES } from '../domain/offline/policy';
import { buildServiceWorker } from './offline/buildServiceWorker';
import { buildSearchIndex } from './search/buildSearchIndex';
import { writeErrorCodes } from './errors/writeErrorCodes';

/**
 * After the pages: /sitemap.xml listing every page (404 and offline pages excluded), for crawlers and the e2e crawl;
 * the production-error table (/data/error-codes.json);
 * the offline pages and the service worker (before the search index: the offline pages are no pages of the site);
 * then the site search's index.
 */
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
    .filter((p) => !/(^|\/)404(\.html|\/)?$/.test(p) && !p.startsWith('/dev-404-page') && !OFFLINE_SOURCE_PAGES.includes(p))
    .sort()
    .map((p) => `  <url><loc>${siteUrl}${p}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  fs.writeFileSync(path.join(process.cwd(), 'public', 'sitemap.xml'), xml);

  const errors = writeErrorCodes(process.cwd());
  reporter.info(`production errors: ${errors.count} codes from the installed packages`);
  for (const conflict of errors.conflicts) reporter.verbose(`production errors: code ${conflict.code} has another message in an older nested copy`);

  const offline = reporter.activityTimer('service worker');
  offline.start();
  const { precache, warnings } = await buildServiceWorker(path.join(process.cwd(), 'public'));
  offline.setStatus(`precache: ${precache.count} files, ${(precache.gzipBytes / 1024).toFixed(0)} KB gzip`);
  for (const warning of warnings) reporter.warn(`service worker: ${warning}`);
  offline.end();

  const activity = reporter.activityTimer('site search index');
  activity.start();
  const reports = await buildSearchIndex(path.join(process.cwd(), 'public'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  activity.setStatus(reports.map((r) => `${r.language}: ${r.records} records, names ${kb(r.names.bytes)}, text ${kb(r.text.bytes)}`).join('; '));
  activity.end();
};
