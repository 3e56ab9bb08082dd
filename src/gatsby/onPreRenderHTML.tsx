import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import site from '../config/site.json';
import { APP_SCRIPTS_ID, READER_ENTRY, readsWithoutApp, splitPageScripts } from '../domain/page/appLoading';
import { contentAddressedFs as fs } from '../platform/contentAddressedFs';

/** The files of the reader's entry, from the browser build's stats (public/webpack.stats.json), read once. */
let readerScripts: string[] | undefined;
function getReaderScripts(): string[] {
  if (!readerScripts) {
    const stats = JSON.parse(fs.readFileSync(`${process.cwd()}/public/webpack.stats.json`, 'utf8')) as { assetsByChunkName?: Record<string, string[]> };
    const files = stats.assetsByChunkName?.[READER_ENTRY];
    if (!files?.length) throw new Error(`public/webpack.stats.json lists no "${READER_ENTRY}" entry: features.deferredApp is on but the browser build has no reader.`);
    readerScripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  }
  return readerScripts;
}

type Element = React.ReactElement<{ src?: string; href?: string; as?: string; rel?: string }>;
const srcOf = (element: React.ReactNode) => (React.isValidElement(element) && element.type === 'script' ? (element as Element).props.src : undefined);

/**
 * A page read without the app (src/domain/page/appLoading.ts: documentation and API pages, when
 * `features.deferredApp` is on): its HTML runs webpack's runtime and the reader's script (src/gatsby/reader/), and
 * lists the app's scripts (framework, app, commons, the template) for the reader to load on first need. Gatsby's
 * preload links for those scripts go too: a reader who never needs the app never downloads them.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  if (!site.features.deferredApp) return;
  const body = getPostBodyComponents() as React.ReactNode[];
  const pageScripts = body.map(srcOf).filter((src): src is string => Boolean(src));
  const template = pageScripts.map((src) => /\/(component---[a-z0-9-]+?)-[0-9a-f]+\.js$/.exec(src)?.[1]).find(Boolean);
  if (!readsWithoutApp(template)) return;
  const { now, later } = splitPageScripts(pageScripts, getReaderScripts());
  const deferred = new Set(later);
  replaceHeadComponents(
    (getHeadComponents() as React.ReactNode[]).filter(
      (element) => !(React.isValidElement(element) && (element as Element).props.as === 'script' && deferred.has((element as Element).props.href ?? '')),
    ),
  );
  replacePostBodyComponents([
    ...body.filter((element) => !srcOf(element)),
    // JSON in a script element: `<` escaped so that no path can close it.
    <script key={APP_SCRIPTS_ID} id={APP_SCRIPTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(later).replace(/</g, '\\u003c') }} />,
    ...now.map((src) => <script key={src} src={src} defer />),
  ]);
};
