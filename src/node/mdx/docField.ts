import fs from 'fs';
import { buildTranslate } from '../i18n';
import path from 'path';
import site from '../../config/site.json';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_INFO, type Language } from '../../domain/languages';
import { markupLabels, type CompiledDoc, type RenderedDoc } from '../../domain/markdown';
import { buildDemo } from '../demos/buildDemo';
import { getDemoFolder } from '../demos/locateDemo';
import { resolveInstalledVersion } from '../installedVersions';
import { compileDoc } from './compileDoc';
import { importEsm } from './esm';
import { loadHighlighter } from './highlight';
import { renderBody, type ToHtml } from './renderBody';
import { alignHeadingIds } from './translation';
import { apiItemsOfPage } from '../reference/apiField';
import { apiLinksSection } from '../reference/apiLinks';

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
  fields: { productId: string; pathname?: string; language?: string };
  internal: { contentFilePath: string; contentDigest: string };
}
export interface NodeModel {
  findAll(
    args: { type: string; query: unknown },
    pageDependencies?: { connectionType?: string | null },
  ): Promise<{ entries: Iterable<{ internal: { contentDigest: string } }> }>;
  findOne?(args: { type: string; query: unknown }): Promise<MdxSource | null>;
}

/** The page's demo files as File nodes: reading them through the node model makes Gatsby re-run the
 * page query when one of them changes or is deleted, and their digests key the compile cache. The page
 * depends on these nodes only (`connectionType: null`), not on every File: by default Gatsby would re-run
 * every page's query when any file of the site changed (786 pages after one MDX edit). A demo added to
 * the folder is used once the page names it, and that edit re-runs the query. */
async function demoDigests(file: string, nodeModel: NodeModel): Promise<string> {
  const { entries } = await nodeModel.findAll({ type: 'File', query: { filter: { dir: { eq: getDemoFolder(file) } } } }, { connectionType: null });
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
/** hast → HTML as the bodies are written (raw nodes kept). */
export function getToHtml(): Promise<ToHtml> {
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
  const t = buildTranslate(language, translations);
  const body = renderBody(tree, language, markupLabels(t), toHtml);
  // A page whose demos use components with API pages ends with links to them.
  const api = toc.some((item) => item.hash === 'api') ? null : apiLinksSection(apiItems, t);
  if (!api) return { body, toc, demos };
  const section = renderBody({ type: 'root', children: api.nodes }, language, markupLabels(t), toHtml);
  return { body: [...body, ...section], toc: [...toc, api.toc], demos };
}

/** A page compiled once per version of it and of its demos; a translation with its original's heading ids. */
async function compiledFor(source: MdxSource, nodeModel: NodeModel): Promise<{ key: string; doc: Promise<CompiledDoc> }> {
  const key = `${source.internal.contentDigest}|${await demoDigests(source.internal.contentFilePath, nodeModel)}`;
  let doc = compiledDocs.get(key);
  const translationOf = source.fields.language && source.fields.language !== DEFAULT_LANGUAGE ? source.fields.pathname : undefined;
  if (translationOf !== undefined) {
    const original = await nodeModel.findOne?.({ type: 'Mdx', query: { filter: { fields: { pathname: { eq: translationOf }, language: { eq: DEFAULT_LANGUAGE } } } } });
    if (!original) throw new Error(`${path.relative(process.cwd(), source.internal.contentFilePath)}: no English page at ${translationOf} to translate.`);
    const originalDoc = await compiledFor(original, nodeModel);
    const alignedKey = `${key}|${originalDoc.key}`;
    doc = compiledDocs.get(alignedKey);
    if (!doc) {
      const file = path.relative(process.cwd(), source.internal.contentFilePath);
      doc = Promise.all([compileMdx(source), originalDoc.doc]).then(([translation, originalCompiled]) => alignHeadingIds(translation, originalCompiled, file));
      compiledDocs.set(alignedKey, doc);
    }
    return { key: alignedKey, doc };
  }
  if (!doc) {
    doc = compileMdx(source);
    compiledDocs.set(key, doc);
  }
  return { key, doc };
}

/** Resolves `Mdx.doc(language: "en")`. */
export async function resolveDoc(source: MdxSource, args: { language?: string | null }, context: { nodeModel: NodeModel }): Promise<RenderedDoc> {
  const language = args.language ?? 'en';
  if (!isLanguage(language)) throw new Error(`Mdx.doc: unknown language "${language}". Use one of the codes in src/domain/languages.ts.`);
  const compiled = await compiledFor(source, context.nodeModel);
  const key = compiled.key;
  let rendered = renderedDocs.get(`${key}|${language}`);
  if (!rendered) {
    rendered = renderDoc(compiled.doc, language, source.internal.contentFilePath);
    renderedDocs.set(`${key}|${language}`, rendered);
  }
  return rendered;
}
