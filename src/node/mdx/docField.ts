import fs from 'fs';
import path from 'path';
import site from '../../config/site.json';
import type { CompiledDoc } from '../../domain/markdown';
import { buildDemo } from '../demos/buildDemo';
import { getDemoFolder } from '../demos/locateDemo';
import { resolveInstalledVersion } from '../installedVersions';
import { compileDoc } from './compileDoc';
import { loadHighlighter } from './highlight';

/**
 * The `Mdx.doc` field: a page compiled to the JSON hast tree, table of contents and demo data the templates
 * render (the compiled-page contract, src/domain/markdown/hast.ts). Compiled once per version of the page
 * and of its demos, however many languages query it.
 */

/** Build-process cache of compiled documents, keyed by content digest (stale keys are never read again). */
const compiledDocs = new Map<string, Promise<CompiledDoc>>();
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

/** Resolves `Mdx.doc`. */
export async function resolveDoc(source: MdxSource, _args: unknown, context: { nodeModel: NodeModel }): Promise<CompiledDoc> {
  const key = `${source.internal.contentDigest}|${await demoDigests(source.internal.contentFilePath, context.nodeModel)}`;
  let compiled = compiledDocs.get(key);
  if (!compiled) {
    compiled = compileMdx(source);
    compiledDocs.set(key, compiled);
  }
  return compiled;
}
