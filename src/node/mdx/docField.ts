import fs from 'fs';
import path from 'path';
import site from '../../config/site.json';
import { isLanguage, LANGUAGE_INFO, type Language } from '../../domain/languages';
import { createTranslate } from '../../domain/i18n';
import { markupLabels, type CompiledDoc, type RenderedDoc } from '../../domain/markdown';
import { buildDemo } from '../demos/buildDemo';
import { getDemoFolder } from '../demos/locateDemo';
import { resolveInstalledVersion } from '../installedVersions';
import { compileDoc } from './compileDoc';
import { importEsm } from './esm';
import { loadHighlighter } from './highlight';
import { renderBody, type ToHtml } from './renderBody';
import { apiItemsOfPage } from '../api/apiField';
import { apiLinksSection } from '../api/apiLinks';

/**
 * The `Mdx.doc(language)` field: a page's body as static HTML in that language (split at its live demos),
 * its table of contents and its demos' data (the compiled-page contract, src/domain/markdown/hast.ts). The
 * MDX is compiled once per version of the page and of its demos, however many languages query it; each
 * language then only writes the HTML.
 */

/** Build-process caches, keyed by content digest (stale keys are never read again). */
const compiledDocs = new Map<string, Promise<CompiledDoc>>();
const renderedDocs = new Map<string, Promise<RenderedDoc>>();
const contentRoot = path.join(process.cwd(), 'content');
const demoCacheDir = path.join(process.cwd(), '.cache', 'docs-demos');

export interface MdxSource {
  body: string;
  fields: { productId: string };
  internal: { contentFilePath: string; contentDigest: string };
}
export interface NodeModel {
  findAll(args: { type: string; query: unknown }): Promise<{ entries: Iterable<{ internal: { contentDigest: string } }> }>;
}

/** The page's demo files as File nodes: reading them through the node model makes Gatsby re-run the
 * page query when a demo changes (in `gatsby develop`), and their digests key the compile cache. */
async function demoDigests(file: string, nodeModel: NodeModel): Promise<string> {
  const { entries } = await nodeModel.findAll({ type: 'File', query: { filter: { dir: { eq: getDemoFolder(file) } } } });
  return [...entries]
    .map((node) => node.internal.contentDigest)
    .sort()
    .join(',');
}

async function compileMdx(source: MdxSource): Promise<CompiledDoc> {
  const file = source.internal.contentFilePath;
  const raw = fs.readFileSync(file, 'utf8');
  const lineOffset = raw.slice(0, raw.length - source.body.length).split('\n').length - 1;
  const highlighter = await loadHighlighter();
  return compileDoc(
    source.body,
    { file: path.relative(process.cwd(), file), lineOffset },
    {
      loadDemo: (name) =>
        buildDemo(file, name, {
          contentRoot,
          productId: source.fields.productId,
          sourceCodeUrl: site.sourceCodeUrl,
          highlighter,
          resolveVersion: resolveInstalledVersion,
          cacheDir: demoCacheDir,
        }),
    },
  );
}

let toHtmlPromise: Promise<ToHtml> | null = null;
function getToHtml(): Promise<ToHtml> {
  toHtmlPromise ??= importEsm('hast-util-to-html').then(
    ({ toHtml }) =>
      (tree: Parameters<ToHtml>[0]) =>
        toHtml(tree as never, { allowDangerousHtml: true }),
  );
  return toHtmlPromise;
}

async function renderDoc(compiled: Promise<CompiledDoc>, language: Language, mdxFile: string): Promise<RenderedDoc> {
  const [{ tree, toc, demos }, toHtml, translations, apiItems] = await Promise.all([
    compiled,
    getToHtml(),
    LANGUAGE_INFO[language].loadDictionary?.(),
    apiItemsOfPage(mdxFile),
  ]);
  const t = createTranslate(language, translations);
  const body = renderBody(tree, language, markupLabels(t), toHtml);
  // A page whose demos use components with API pages ends with links to them.
  const api = toc.some((item) => item.hash === 'api') ? null : apiLinksSection(apiItems, t);
  if (!api) return { body, toc, demos };
  const section = renderBody({ type: 'root', children: api.nodes }, language, markupLabels(t), toHtml);
  return { body: [...body, ...section], toc: [...toc, api.toc], demos };
}

/** Resolves `Mdx.doc(language: "en")`. */
export async function resolveDoc(source: MdxSource, args: { language?: string | null }, context: { nodeModel: NodeModel }): Promise<RenderedDoc> {
  const language = args.language ?? 'en';
  if (!isLanguage(language)) throw new Error(`Mdx.doc: unknown language "${language}". Use one of the codes in src/domain/languages.ts.`);
  const key = `${source.internal.contentDigest}|${await demoDigests(source.internal.contentFilePath, context.nodeModel)}`;
  let compiled = compiledDocs.get(key);
  if (!compiled) {
    compiled = compileMdx(source);
    compiledDocs.set(key, compiled);
  }
  let rendered = renderedDocs.get(`${key}|${language}`);
  if (!rendered) {
    rendered = renderDoc(compiled, language, source.internal.contentFilePath);
    renderedDocs.set(`${key}|${language}`, rendered);
  }
  return rendered;
}
