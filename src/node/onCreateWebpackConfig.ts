import fs from 'fs';
import path from 'path';
import TerserPlugin from 'terser-webpack-plugin';
import { createHash } from 'crypto';
import { getBrowsersList } from 'gatsby/dist/utils/browserslist';
import site from '../config/site.json';
import { READER_ENTRY } from '../domain/page/appLoading';
import { STARTER_CHUNK_PREFIX, STARTER_COMPONENT_DIR } from '../domain/starters';
import { BROWSER_FILES_LIST } from './offline/browserFiles';
import { localImports } from './cache/pageDerived';
import { DEMO_LISTS_DIR } from './demos/demoLists';
import type { GatsbyNode } from 'gatsby';

interface WebpackModule {
  resource?: string;
  /** A concatenated module's entry module. */
  rootModule?: { resource?: string };
}
interface ChunkGraph {
  getModuleChunksIterable(module: unknown): Iterable<object>;
  getChunkModulesIterable(chunk: object): Iterable<WebpackModule>;
}
interface Chunk {
  canBeInitial(): boolean;
  groupsIterable: Iterable<{ chunks: Chunk[] }>;
  filenameTemplate?: string;
}
interface Compilation {
  chunkGraph: ChunkGraph;
  errors: Error[];
  hooks: {
    afterOptimizeChunks: { tap(name: string, fn: (chunks: Iterable<Chunk>) => void): void };
    processAssets: { tap(options: { name: string; stage: number }, fn: (assets: Record<string, { buffer(): Buffer }>) => void): void };
  };
}
interface Compiler {
  hooks: {
    thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void };
    afterEmit: { tap(name: string, fn: (compilation: { getAssets(): Array<{ name: string }> }) => void): void };
  };
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number } };
}

/** A demo's chunk: it holds a module from the content folder (its demo). Memoised per chunk. */
function demoChunkTest(contentDir: string) {
  const known = new WeakMap<object, boolean>();
  return (chunk: object, chunkGraph: ChunkGraph) => {
    let demo = known.get(chunk);
    if (demo === undefined) {
      demo = [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => (module.resource ?? module.rootModule?.resource)?.startsWith(contentDir) ?? false);
      known.set(chunk, demo);
    }
    return demo;
  };
}

/**
 * Where demo code is served: one file per chunk id under a digest of what demo code is built from. webpack's runtime,
 * loaded on every page, maps each lazy chunk to its file; a file name with the chunk's own content hash puts one entry
 * per demo in that map (some 12 KB gzip at the 2,000 demos of the real docs). This name needs none: the runtime
 * computes it from the id and the digest, so first-load JS does not grow with the number of demos. The digest keeps
 * the files immutable; it is not webpack's full hash, which changes with any module (a page's Markdown, through
 * Gatsby's modules), and with it the runtime and every page naming it: one edited page would render them all again.
 * DemoChunkFilesPlugin fails the build if a demo file would change under the same name (an input the digest missed).
 */
export function demoInputsDigest(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  const walk = (dir: string, keep: (file: string) => boolean) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, keep);
      else if (keep(file)) files.push(file);
    }
  };
  // Demo sources and what they import: content's code and data (not its Markdown), the site's code, the demos' lists.
  walk(path.join(root, 'content'), (file) => !/\.mdx?$/.test(file));
  walk(path.join(root, 'src'), () => true);
  walk(path.join(root, DEMO_LISTS_DIR), () => true);
  // The libraries, the compilers and their settings.
  for (const name of ['package.json', 'package-lock.json', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'tsconfig.json'])
    files.push(path.join(root, name));
  for (const file of files.sort()) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  // Values webpack writes into the code.
  for (const [key, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b)))
    if (key.startsWith('GATSBY_') || key === 'NODE_ENV') hash.update(`${key}=${value}\0`);
  return hash.digest('hex').slice(0, 20);
}

/**
 * Gives every demo chunk (a demo, or code only demos share) the name above. The other lazy chunks keep their
 * content-hashed names through a function template: webpack makes the most common *string* template the
 * one its runtime computes, and lists every chunk of the others; with the others behind a function, the
 * demo template is the computed one however few demos the site has.
 */
class DemoChunkFilesPlugin {
  constructor(
    private readonly isDemoChunk: (chunk: object, chunkGraph: ChunkGraph) => boolean,
    private readonly filename: string,
    private readonly outputDir: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('DemoChunkFilesPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('DemoChunkFilesPlugin', (chunks) => {
        for (const chunk of chunks) {
          if (chunk.canBeInitial()) continue;
          // Loaded only with a demo: every group the chunk is in has a demo in it.
          const groups = [...chunk.groupsIterable];
          if (groups.length > 0 && groups.every((group) => group.chunks.some((member) => this.isDemoChunk(member, compilation.chunkGraph)))) {
            chunk.filenameTemplate = this.filename;
          }
        }
      });
      // A demo file is immutable (served as such, kept by browsers): one that would change under its name means the
      // digest missed an input. The build stops, naming it, rather than serve new code under an old name.
      const dir = path.dirname(this.filename);
      compilation.hooks.processAssets.tap({ name: 'DemoChunkFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (path.dirname(name) !== dir) continue;
          const file = path.join(this.outputDir, name);
          if (fs.existsSync(file) && !fs.readFileSync(file).equals(asset.buffer())) {
            compilation.errors.push(
              new Error(
                `${name} would change under the same name: the demo files' digest (demoInputsDigest in src/node/onCreateWebpackConfig.ts) misses an input of the demo code. Add it there; \`gatsby clean\` builds past it once.`,
              ),
            );
          }
        }
      });
    });
  }
}

/**
 * Writes the names of the files this browser build emitted (BROWSER_FILES_LIST): public/ also holds earlier
 * builds' files, and the service worker precaches this build's scripts only (src/node/offline).
 */
class EmittedFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('EmittedFilesPlugin', (compilation) => {
      const file = path.join(process.cwd(), BROWSER_FILES_LIST);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        JSON.stringify(
          compilation
            .getAssets()
            .map((asset) => asset.name)
            .sort(),
          null,
          1,
        ),
      );
    });
  }
}

/** Gatsby names the chunk of each page component (template) `component---…`. */
const isTemplateChunk = (chunk: { name?: string | null }) => Boolean(chunk.name?.startsWith('component---'));

/**
 * The full-screen starters' page components (one per starter, of every product) draw no docs shell: counted with the
 * others, they would take the shell's modules out of `commons` (shared by every docs template), and put the
 * libraries most starters share (Material UI's Button, Typography…) into it, on every docs page. Their pages load
 * `commons` like every page. (Their chunks hold content modules, so they are demo chunks too: served under demos/,
 * outside the service worker's precache, kept when a reader opens them.)
 */
const isStarterChunk = (chunk: { name?: string | null }) => Boolean(chunk.name?.startsWith(STARTER_CHUNK_PREFIX));
const isDocsTemplateChunk = (chunk: { name?: string | null }) => isTemplateChunk(chunk) && !isStarterChunk(chunk);

/**
 * What webpack's persistent caches (`.cache/webpack/`) are valid for. Gatsby lists its own webpack config file, and
 * webpack follows what that file has loaded: every plugin's gatsby-node, the site's included, whose compiled bundle
 * holds all of `src/node/`. Any change to the build's code then discarded both caches (~120 s of browser bundles and
 * ~60 s of HTML renderer built again). What the webpack config does depend on: the installed packages (Gatsby, webpack,
 * the loaders and plugins: the lock file), the plugin list and options, and this file with what it imports.
 */
export function cacheBuildDependencies(root: string): string[] {
  return ['package-lock.json', 'gatsby-config.ts', ...localImports(root, 'src/node/onCreateWebpackConfig.ts')].map((file) => path.join(root, file));
}

/**
 * The browser bundles are minified by SWC (Rust) instead of Terser, through the same webpack plugin and with Gatsby's
 * options (ES5 output syntax, Safari 10's mangling bug avoided, licence comments extracted). Terser took most of
 * the bundles' build time: a cold build's browser bundles took 114–121 s on two cores, 45 s with SWC, and first-load
 * JS is 1.0–1.3 KB gzip smaller.
 */
export function swcMinimizer(minimizers: unknown[] | undefined): unknown[] {
  const at = minimizers?.findIndex((minimizer) => minimizer instanceof TerserPlugin) ?? -1;
  if (!minimizers || at < 0) throw new Error('Gatsby no longer minifies scripts with terser-webpack-plugin: revisit onCreateWebpackConfig.');
  const swc = new TerserPlugin({
    exclude: /\.min\.js/,
    minify: TerserPlugin.swcMinify,
    terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } },
  });
  return minimizers.map((minimizer, index) => (index === at ? swc : minimizer));
}

/**
 * The libraries the server renderer requires from node_modules when it runs, instead of bundling them: the documented
 * packages (every demo, through the server's demo list, reaches most of Material UI, Joy UI, Base UI, MUI X and Toolpad
 * Core) and what they import. Bundled, they were most of its 12 MB and of its build time. Each is required by its
 * CommonJS entry, as Node reads it, so every module of the renderer shares one instance of each (emotion's cache,
 * the theme contexts). Gatsby already leaves React and React DOM to Node. What must stay bundled: style sheets
 * (webpack's loaders read them) and the site's own modules.
 */
export const SERVER_EXTERNAL_PACKAGES =
  /^(?:@mui\/|@emotion\/|@toolpad\/|@popperjs\/core$|@babel\/runtime\/|@react-spring\/|@floating-ui\/|clsx$|react-transition-group(?:\/|$)|react-is$|prop-types$|stylis$|dom-helpers\/|dayjs(?:\/|$)|date-fns(?:\/|$)|d3-[a-z-]+$|reselect$)/;

type ExternalCallback = (error?: Error | null, result?: string) => void;

/** webpack's externals function for the server renderer (see SERVER_EXTERNAL_PACKAGES). */
export function serverExternals({ request }: { request?: string }, callback: ExternalCallback): void {
  if (request && SERVER_EXTERNAL_PACKAGES.test(request) && !/\.css$/.test(request)) callback(null, `commonjs ${request}`);
  else callback();
}

/** A webpack rule as far as the content rule below reads Gatsby's. */
interface JsRule {
  test?: unknown;
  include?: (modulePath: string) => boolean;
}

/**
 * The demos and starters in `content/` (1,160 TypeScript files) are compiled by SWC instead of Babel in the production
 * builds: Babel took ~40 s per compilation for them (the browser bundles and the HTML renderer each compile them),
 * SWC under a second. Same language features for the same browsers (Gatsby's browserslist; Node for the HTML
 * renderer), the automatic JSX runtime, helpers from @swc/helpers. Babel keeps the site's own code (`src/`), whose
 * GraphQL queries Gatsby's Babel plugin extracts; `content/` has none. `gatsby develop` keeps Babel (its fast refresh
 * transform).
 */
export function swcContentRule(rules: unknown[], contentDir: string, targets: string[] | { node: string }): unknown[] {
  const gatsbyJs = rules.find((rule): rule is JsRule => String((rule as JsRule)?.test) === String(/\.(js|mjs|jsx|ts|tsx)$/));
  const include = gatsbyJs?.include;
  if (!gatsbyJs || typeof include !== 'function') throw new Error("Gatsby's JavaScript rule is not where it was: revisit swcContentRule in onCreateWebpackConfig.");
  const inContent = (modulePath: string) => modulePath.startsWith(contentDir + path.sep);
  gatsbyJs.include = (modulePath: string) => !inContent(modulePath) && include(modulePath);
  const content = {
    test: /\.(js|jsx|ts|tsx)$/,
    include: inContent,
    type: 'javascript/auto',
    use: {
      loader: 'swc-loader',
      options: {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, externalHelpers: true },
        env: { targets },
        sourceMaps: false,
      },
    },
  };
  return [...rules, content];
}

/** The browser build's digest: its files by chunk and its chunk map (written before the server renderer is built). */
function browserBuildDigest(): string {
  const hash = createHash('sha256');
  for (const file of ['webpack.stats.json', 'chunk-map.json']) hash.update(fs.readFileSync(path.join(process.cwd(), 'public', file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * `docs-live-demo` is the live demo component: the server renderer gets the version that bundles every
 * demo and renders it to static markup; the browser gets the one that loads each demo's chunk on demand.
 * `gatsby develop`'s HTML renderer gets no page components at all (src/gatsby/noPageComponents.ts).
 * `docs-nav-data` is a product's navigation: read from its file at build time, fetched once in the browser.
 * `docs-demo-lists` are the demo modules' lists the build writes (src/node/demos/demoLists.ts).
 *
 * Gatsby puts every module used by as many chunks as there are page templates into `commons`, loaded on
 * every page, and it counts lazy chunks too: the menus that load on first open (product, version, demo
 * "see more", styling) and the per-demo chunks would drag Menu, Popover, Modal and every
 * component a few demos share into every page. Only the templates count; lazy code shared by lazy chunks
 * goes to Gatsby's on-demand `shared` chunks.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig, plugins }) => {
  const server = stage === 'build-html' || stage === 'develop-html';
  const alias = {
    'docs-live-demo$': path.join(process.cwd(), 'src', 'demos', server ? 'LiveDemo.server.tsx' : 'LiveDemo.browser.tsx'),
    'docs-nav-data$': path.join(process.cwd(), 'src', 'components', 'nav', server ? 'navData.server.ts' : 'navData.browser.ts'),
    'docs-demo-lists': path.join(process.cwd(), DEMO_LISTS_DIR),
  };
  // No source maps in production (as Next.js and Docusaurus by default): they took a fifth of the output of a
  // 2,000-page build and part of each bundle's build time, and readers never load them.
  const build = stage === 'build-html' || stage === 'build-javascript';
  const config = getConfig();
  // WEBPACK_CACHE_LOG=1 prints what webpack's persistent cache restores, and why it could not.
  if (process.env.WEBPACK_CACHE_LOG === '1') config.infrastructureLogging = { level: 'verbose', debug: /webpack\.cache|FileSystemInfo/ };
  if (config.cache && typeof config.cache === 'object') config.cache = { ...config.cache, buildDependencies: { config: cacheBuildDependencies(process.cwd()) } };
  if (build) config.devtool = false;
  if (build) {
    const targets = server ? { node: process.versions.node } : getBrowsersList(process.cwd());
    config.module = { ...config.module, rules: swcContentRule(config.module?.rules ?? [], path.join(process.cwd(), 'content'), targets) };
  }
  // Before Gatsby's `$virtual` alias: the first alias that resolves wins.
  const developHtml = stage === 'develop-html' ? { '$virtual/async-requires$': path.join(process.cwd(), 'src', 'gatsby', 'noPageComponents.ts') } : {};
  config.resolve = { ...config.resolve, alias: { ...developHtml, ...config.resolve?.alias, ...alias } };
  // `gatsby develop` compiles a lazy chunk (a page template, a demo) when the browser first asks for it, instead of
  // every template, demo and library before the first page can be drawn.
  if (stage === 'develop') config.experiments = { ...config.experiments, lazyCompilation: { entries: false, imports: true } };
  if (stage === 'build-html') {
    if (!Array.isArray(config.externals)) throw new Error("Gatsby no longer lists the server renderer's externals in an array: revisit onCreateWebpackConfig.");
    config.externals = [serverExternals, ...config.externals];
    // A page read without the app names the browser build's files in its own HTML (src/gatsby/onPreRenderHTML.tsx),
    // where Gatsby's scripts slice would have named them: the renderer carries the browser build's digest, so a change
    // of the browser's files alone changes the renderer too, and Gatsby renders every page again (it re-renders only
    // its slice when the browser build changes, and a page's HTML would name files of the previous build).
    if (site.features.deferredApp)
      config.plugins = [...(config.plugins ?? []), plugins.define({ 'process.env.DOCS_BROWSER_BUILD': JSON.stringify(browserBuildDigest()) })];
  }
  if (stage !== 'build-javascript') {
    actions.replaceWebpackConfig(config);
    return;
  }
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (!commons) throw new Error('Gatsby no longer defines the "commons" chunk group: revisit onCreateWebpackConfig.');
  commons.chunks = isDocsTemplateChunk;
  // Gatsby asks for as many chunks as there are page components; the starters' no longer count.
  if (typeof commons.minChunks !== 'number') throw new Error('Gatsby no longer sets "commons" minChunks: revisit onCreateWebpackConfig.');
  const starters = fs.readdirSync(path.join(process.cwd(), STARTER_COMPONENT_DIR), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tsx')).length;
  commons.minChunks = Math.max(commons.minChunks - starters, 2);
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
  // Pages read without the app on load run the reader's script instead (src/gatsby/reader/entry.ts, issue 35).
  if (site.features.deferredApp) {
    if (typeof config.entry !== 'object' || Array.isArray(config.entry))
      throw new Error('Gatsby no longer names its entries in an object: revisit onCreateWebpackConfig.');
    config.entry = { ...config.entry, [READER_ENTRY]: path.join(process.cwd(), 'src', 'gatsby', 'reader', 'entry.ts') };
  }
  const chunkFilename = config.output?.chunkFilename;
  if (typeof chunkFilename !== 'string') throw new Error('Gatsby no longer names lazy chunks with a string template: revisit onCreateWebpackConfig.');
  config.output.chunkFilename = () => chunkFilename;
  config.plugins = [
    ...(config.plugins ?? []),
    new DemoChunkFilesPlugin(isDemoChunk, `demos/${demoInputsDigest(process.cwd())}/[id].js`, path.join(process.cwd(), 'public')),
    new EmittedFilesPlugin(),
  ];
  config.optimization.minimizer = swcMinimizer(config.optimization.minimizer);
  actions.replaceWebpackConfig(config);
};
