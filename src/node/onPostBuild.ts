import fs from 'fs';
import path from 'path';
import { releaseGarbage } from './memory';
import type { GatsbyNode } from 'gatsby';
import { OFFLINE_SOURCE_PAGES } from '../domain/offline/policy';
import { buildServiceWorker } from './offline/buildServiceWorker';
import { buildSearchIndex } from './search/buildSearchIndex';
import { writeErrorCodes } from './errors/writeErrorCodes';
import { writeAgentFiles } from './agents/writeAgentFiles';
import { writeCards } from './cards/writeCards';
import { buildRobots, buildSitemap } from './sitemap';
import { buildTranslate } from './i18n';
import site from '../config/site.json';

/**
 * After the pages: /sitemap.xml listing every page (404 and offline pages excluded) with its other languages, for
 * crawlers and the e2e crawl, and /robots.txt naming it; the production-error table (/data/error-codes.json);
 * the pages' Markdown twins and the llms.txt files (agents/), the social cards (cards/);
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
  const paths = result.data.allSitePage.nodes
    .map((n) => n.path)
    .filter((p) => !/(^|\/)404(\.html|\/)?$/.test(p) && !p.startsWith('/dev-404-page') && !OFFLINE_SOURCE_PAGES.includes(p));
  const publicDir = path.join(process.cwd(), 'public');
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(paths, siteUrl));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(siteUrl));

  const errors = writeErrorCodes(process.cwd());
  reporter.info(`production errors: ${errors.count} codes from the installed packages`);
  for (const conflict of errors.conflicts) reporter.verbose(`production errors: code ${conflict.code} has another message in an older nested copy`);

  const offline = reporter.activityTimer('service worker');
  offline.start();
  const { precache, warnings, reused } = await buildServiceWorker(publicDir);
  offline.setStatus(`precache: ${precache.count} files, ${(precache.gzipBytes / 1024).toFixed(0)} KB gzip${reused ? ' (unchanged since the last build)' : ''}`);
  for (const warning of warnings) reporter.warn(`service worker: ${warning}`);
  offline.end();

  releaseGarbage();
  const agents = reporter.activityTimer('Markdown twins and llms.txt');
  agents.start();
  const t = buildTranslate('en', undefined);
  const twins = await writeAgentFiles(publicDir, path.join(process.cwd(), '.cache', 'docs-agents'), { title: site.title, description: t('home.description'), siteUrl });
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  agents.setStatus(
    `${twins.twins} twins (${mb(twins.twinBytes)}, ${twins.fromCache} unchanged since the last build), ${twins.llmsFiles} llms files (${mb(twins.llmsBytes)})${twins.removed ? `, ${twins.removed} stale twins removed` : ''}`,
  );
  agents.end();

  releaseGarbage();
  const cards = reporter.activityTimer('social cards');
  cards.start();
  const cardReport = await writeCards(process.cwd(), publicDir);
  cards.setStatus(`${cardReport.cards} cards, ${cardReport.rendered} rendered, ${cardReport.reused} from the cache (${mb(cardReport.bytes)})`);
  cards.end();

  releaseGarbage();
  const activity = reporter.activityTimer('site search index');
  activity.start();
  const searchCache = path.join(process.cwd(), '.cache', 'docs-search');
  const reports = await buildSearchIndex(publicDir, path.join(searchCache, 'records.json'), path.join(searchCache, 'indexes.json'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  activity.setStatus(
    reports
      .map(
        (r) =>
          `${r.language}: ${r.records} records, names ${kb(r.names.reduce((sum, shard) => sum + shard.bytes, 0))} in ${r.names.length} shards, text ${kb(r.text.bytes)}${r.unchanged ? ' (unchanged)' : ''}`,
      )
      .join('; '),
  );
  activity.end();
};
