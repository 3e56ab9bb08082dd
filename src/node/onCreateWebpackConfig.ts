import path from 'path';
import type { GatsbyNode } from 'gatsby';

interface ChunkGraph {
  getModuleChunksIterable(module: unknown): Iterable<object>;
  getChunkModulesIterable(chunk: object): Iterable<{ resource?: string }>;
}

/** A demo's chunk: it holds a module from the content folder (its demo). Memoised per chunk. */
function demoChunkTest(contentDir: string) {
  const known = new WeakMap<object, boolean>();
  return (chunk: object, chunkGraph: ChunkGraph) => {
    let demo = known.get(chunk);
    if (demo === undefined) {
      demo = [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => module.resource?.startsWith(contentDir) ?? false);
      known.set(chunk, demo);
    }
    return demo;
  };
}

/** Gatsby names the chunk of each page component (template) `component---…`. */
const isTemplateChunk = (chunk: { name?: string | null }) => Boolean(chunk.name?.startsWith('component---'));

/**
 * `docs-live-demo` is the live demo component: the server renderer gets the version that bundles every
 * demo and renders it to static markup; the browser gets the one that loads each demo's chunk on demand.
 *
 * Gatsby puts every module used by as many chunks as there are page templates into `commons`, loaded on
 * every page, and it counts lazy chunks too: the menus that load on first open (product, version, demo
 * "see more", styling) and the per-demo chunks would drag Menu, Popover, Modal and every
 * component a few demos share into every page. Only the templates count; lazy code shared by lazy chunks
 * goes to Gatsby's on-demand `shared` chunks.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  const server = stage === 'build-html' || stage === 'develop-html';
  const alias = { 'docs-live-demo$': path.join(process.cwd(), 'src', 'demos', server ? 'LiveDemo.server.tsx' : 'LiveDemo.browser.tsx') };
  if (stage !== 'build-javascript') {
    actions.setWebpackConfig({ resolve: { alias } });
    return;
  }
  const config = getConfig();
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...alias } };
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (!commons) throw new Error('Gatsby no longer defines the "commons" chunk group: revisit onCreateWebpackConfig.');
  commons.chunks = isTemplateChunk;
  // Gatsby names each "shared" chunk by hashing the names of the chunks that use it. Demo chunks have
  // no name (named chunks are listed in every page's HTML), so all their shared modules would get one
  // name and merge into a single chunk every demo page downloads. Unnamed: one chunk per set of users.
  const shared = config.optimization.splitChunks.cacheGroups.shared;
  if (!shared || typeof shared.name !== 'function') throw new Error('Gatsby no longer defines the "shared" chunk group: revisit onCreateWebpackConfig.');
  const nameShared = shared.name;
  shared.name = (module: unknown, chunks: Array<{ name?: string | null }>, key: string) =>
    chunks.every((chunk) => chunk.name) ? nameShared(module, chunks, key) : undefined;
  // Demos share small library modules (Stack, Box, Typography…). Below webpack's 20 KB minimum every demo
  // chunk would carry its own copy, and a page with ten demos would download Stack ten times. Code shared
  // only by demo chunks is split out from 6 KB of source up (smaller splits cost more in requests and
  // runtime entries than they save), one chunk per set of demos using it.
  const isDemoChunk = demoChunkTest(path.join(process.cwd(), 'content') + path.sep);
  config.optimization.splitChunks.cacheGroups.demoShared = {
    test: (module: unknown, context: { chunkGraph: ChunkGraph }) =>
      shared.test(module, context) && [...context.chunkGraph.getModuleChunksIterable(module)].every((chunk) => isDemoChunk(chunk, context.chunkGraph)),
    minChunks: 2,
    minSize: 6000,
    priority: shared.priority + 1,
    reuseExistingChunk: true,
  };
  actions.replaceWebpackConfig(config);
};
