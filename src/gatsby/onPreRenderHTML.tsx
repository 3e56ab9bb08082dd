import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import site from '../config/site.json';
import { APP_SCRIPTS_ID, READER_ENTRY, buildReaderLoaderScript, readsWithoutApp, splitPageScripts, type AppScripts } from '../domain/page/appLoading';
import { contentAddressedFs as fs } from '../platform/contentAddressedFs';

/** Gatsby's slice of the scripts every page runs (webpack's runtime, framework, app) and the globals they read. */
const SCRIPTS_SLICE = '_gatsby-scripts';

const readPublicJson = <T,>(file: string): T => JSON.parse(fs.readFileSync(`${process.cwd()}/public/${file}`, 'utf8')) as T;

interface ReaderPageParts {
  /** Scripts the page runs once painted: webpack's runtime, the reader's files. */
  now: string[];
  app: AppScripts;
}

/**
 * What a page read without the app runs and lists, from the browser build's files (public/webpack.stats.json,
 * chunk-map.json): the same for every such page, read once. Their digest is in every page's HTML, so Gatsby renders
 * every page again when these files change (src/node/onCreateWebpackConfig.ts).
 */
let parts: ReaderPageParts | undefined;
function readerPageParts(): ReaderPageParts {
  if (!parts) {
    const { assetsByChunkName = {} } = readPublicJson<{ assetsByChunkName?: Record<string, string[]> }>('webpack.stats.json');
    const scripts = (name: string) => (assetsByChunkName[name] ?? []).filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
    const reader = scripts(READER_ENTRY);
    if (reader.length === 0)
      throw new Error(`public/webpack.stats.json lists no "${READER_ENTRY}" entry: features.deferredApp is on but the browser build has no reader.`);
    const { now, later } = splitPageScripts(scripts('app'), reader);
    // Not the build's compilation hash: it changes with any edit (a page's Markdown), where these files do not; the
    // reader reads it from app-data.json when it loads the app (src/gatsby/reader/entry.ts).
    parts = { now, app: { scripts: later, globals: { ___chunkMapping: readPublicJson('chunk-map.json') } } };
  }
  return parts;
}

const isScriptsSlice = (element: React.ReactNode) => React.isValidElement(element) && (element.props as { sliceId?: string }).sliceId === SCRIPTS_SLICE;

/**
 * A page read without the app (src/domain/page/appLoading.ts: documentation, API and most demo pages, when
 * `features.deferredApp` is on) runs webpack's runtime and the reader's script (src/gatsby/reader/) instead of
 * Gatsby's scripts slice; the app's scripts and the globals that slice would set (the chunk map, the build's hash)
 * are listed as JSON, for the reader to load on first need. The template and product are known from the page's data.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getPostBodyComponents, replacePostBodyComponents }) => {
  if (!site.features.deferredApp) return;
  const body = getPostBodyComponents() as React.ReactNode[];
  if (!body.some(isScriptsSlice)) return;
  const page = readPublicJson<{ componentChunkName?: string; result?: { pageContext?: { productId?: string } } }>(
    `page-data${pathname === '/' ? '/index' : pathname.replace(/\/$/, '')}/page-data.json`,
  );
  if (!readsWithoutApp({ componentChunkName: page.componentChunkName, productId: page.result?.pageContext?.productId })) return;
  const { now, app } = readerPageParts();
  replacePostBodyComponents([
    ...body.filter((element) => !isScriptsSlice(element)),
    // JSON in a script element: `<` escaped so that no value can close it.
    <script
      key={APP_SCRIPTS_ID}
      id={APP_SCRIPTS_ID}
      type="application/json"
      // The browser build the page was rendered against (src/node/onCreateWebpackConfig.ts: its change renders every page again).
      data-build={process.env.DOCS_BROWSER_BUILD}
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ ...app, reader: now }).replace(/</g, '\\u003c') }}
    />,
    // The reader's scripts start once the page is painted (buildReaderLoaderScript).
    <script key="docs-reader-loader" dangerouslySetInnerHTML={{ __html: buildReaderLoaderScript() }} />,
  ]);
};
