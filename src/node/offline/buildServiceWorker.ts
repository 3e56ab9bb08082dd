import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { generateSW } from 'workbox-build';
import { CACHE_PREFIX, offlinePageUrl, offlineSourcePage } from '../../domain/offline/policy';
import { LANGUAGES } from '../../domain/languages';
import { linkedFiles, toOfflineHtml } from './offlinePage';
import { runtimeCaching } from './routes';
import { BROWSER_FILES_LIST, precachedScripts } from './browserFiles';
import { digestOf, filesDigest, localImports } from '../cache/pageDerived';

/**
 * The service worker, written after the build (onPostBuild) by workbox-build 7 into `public/sw.js`:
 * - the offline pages (`/offline.html`, `/zh/offline.html`) made from the `/offline/` pages (which nothing
 *   links to, left out of the sitemap; the search indexes documentation pages only);
 * - a precache of this build's shell: the offline pages, the files they link (style sheets, the docs' font), this
 *   build's scripts and style sheets except the demos' (browserFiles.ts); versioned, so a deploy replaces it and
 *   removes what it no longer lists;
 * - the runtime routes of routes.ts (pages and their data network first, hashed files cache first).
 * The page registers it (src/components/offline/serviceWorker.ts) only on the production host.
 */

export interface PrecacheFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface OfflineReport {
  precache: { files: PrecacheFile[]; count: number; bytes: number; gzipBytes: number };
  warnings: string[];
  /** The last build's worker was kept: nothing it is made of changed. */
  reused?: boolean;
}

export const REPORT_FILE = path.join('.cache', 'docs-offline', 'report.json');

/** What sw.js is made of besides the precached files: this code (workbox's options, the routes) and workbox-build. */
const workerCode = (root: string) => [...localImports(root, 'src/node/offline/buildServiceWorker.ts'), 'node_modules/workbox-build/package.json'];

/** The report kept beside the digest of what the worker was made from and of the worker it wrote. */
interface StoredReport extends OfflineReport {
  digest: string;
  worker: string;
}

function writeOfflinePages(publicDir: string): string[] {
  const files: string[] = [];
  for (const language of LANGUAGES) {
    const source = offlineSourcePage(language);
    const sourceFile = path.join(publicDir, source, 'index.html');
    if (!fs.existsSync(sourceFile)) throw new Error(`${sourceFile} is missing: createPages must make the ${source} page the offline page is made from.`);
    const target = offlinePageUrl(language);
    const html = toOfflineHtml(fs.readFileSync(sourceFile, 'utf8'), sourceFile);
    fs.writeFileSync(path.join(publicDir, target), html);
    // The source page stays (Gatsby's incremental builds expect its files); no link, sitemap entry or search record leads to it.
    files.push(target, ...linkedFiles(html));
  }
  return files;
}

/** This build's scripts and style sheets (not earlier builds' files still in public/), demos' aside. */
function buildScripts(publicDir: string): string[] {
  const list = path.join(path.dirname(publicDir), BROWSER_FILES_LIST);
  if (!fs.existsSync(list)) throw new Error(`${list} is missing: the browser build writes it (onCreateWebpackConfig).`);
  return precachedScripts(JSON.parse(fs.readFileSync(list, 'utf8')) as string[]);
}

/** Writes the offline pages and `public/sw.js`; returns what the precache holds. */
export async function buildServiceWorker(publicDir: string): Promise<OfflineReport> {
  const offlineFiles = writeOfflinePages(publicDir);
  const assets = buildScripts(publicDir);
  const urls = [...new Set([...offlineFiles, ...assets])].sort();
  for (const url of urls) {
    if (!fs.existsSync(path.join(publicDir, url))) throw new Error(`The service worker would precache ${url}, which the build did not write.`);
  }
  // workbox bundles the worker (rollup and terser, ~4 s): when neither the precached files nor the code that writes it
  // changed since the last build, the worker it wrote is the one it would write.
  const root = path.dirname(publicDir);
  const reportFile = path.join(root, REPORT_FILE);
  const digest = digestOf(filesDigest(root, workerCode(root)), ...urls.flatMap((url) => [url, fs.readFileSync(path.join(publicDir, url))]));
  const stored = fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Partial<StoredReport>) : {};
  // public/sw.js must still be the worker written then: a public/ put back from another build (a deploy pipeline's
  // previous output, the update test's first build) holds that build's worker.
  const swFile = path.join(publicDir, 'sw.js');
  if (stored.digest === digest && stored.precache && fs.existsSync(swFile) && digestOf(fs.readFileSync(swFile)) === stored.worker) {
    return { precache: stored.precache, warnings: stored.warnings ?? [], reused: true };
  }
  const { count, size, warnings } = await generateSW({
    swDest: swFile,
    globDirectory: publicDir,
    globPatterns: urls.map((url) => url.slice(1)),
    // Names that carry a content hash need no revision of their own.
    dontCacheBustURLsMatching: /[.-][0-9a-f]{16,}\.(js|css|woff2)$/,
    cacheId: CACHE_PREFIX,
    cleanupOutdatedCaches: true,
    // The first visit is controlled at once (offline works without a reload); an update waits until the page
    // tells it to take over (when the reader is on the page, src/components/offline/serviceWorker.ts).
    clientsClaim: true,
    skipWaiting: false,
    navigationPreload: true,
    runtimeCaching: runtimeCaching(),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
  });
  const files = urls.map((url) => {
    const body = fs.readFileSync(path.join(publicDir, url));
    return { url, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length };
  });
  if (count !== files.length) warnings.push(`workbox precached ${count} files, ${files.length} were listed`);
  const report: StoredReport = {
    precache: { files, count, bytes: size, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) },
    warnings,
    digest,
    worker: digestOf(fs.readFileSync(swFile)),
  };
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
  return { precache: report.precache, warnings, reused: false };
}
