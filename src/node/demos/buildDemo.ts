import fs from 'fs';
import path from 'path';
import type { CodeStyling } from '../../domain/preferences';
import { pickByCodeVariant, type DemoData, type DemoRelativeModule, type DemoSource, type DemoVariant } from '../../domain/demo';
import { getSandboxDependencies } from '../../domain/sandbox';
import { generateDemoJs } from './generateJs';
import { getJsxPreview } from './jsxPreview';
import { highlightOrEscape, type Highlighter } from '../mdx/highlight';
import { getDemoFolder, listDemoNames, locateDemoFiles, type DemoFiles } from './locateDemo';
import { compileTailwindCss } from './tailwind';

export interface DemoBuildContext {
  /** Absolute path of content/. */
  contentRoot: string;
  productId: string;
  sourceCodeUrl: string;
  highlighter: Highlighter;
  resolveVersion: (name: string) => string | undefined;
  /** Folder for generated JavaScript (null: no disk cache). */
  cacheDir: string | null;
}

/** A demo problem; the MDX compiler prefixes the file and line of the `<Demo>` element. */
export class DemoError extends Error {}

const relativeImports = (code: string) => [...code.matchAll(/from\s+['"](\.\/[^'"]+)['"]/g)].map((match) => match[1]).filter((v, i, a) => a.indexOf(v) === i);

async function readModule(file: string, ctx: DemoBuildContext, label: string) {
  const raw = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.tsx') && !file.endsWith('.ts')) return { ts: null, js: raw };
  const js = await generateDemoJs(raw, file, ctx.cacheDir);
  const twin = file.replace(/\.tsx?$/, '.js');
  if (fs.existsSync(twin) && fs.readFileSync(twin, 'utf8') !== js) {
    throw new DemoError(
      `the JavaScript twin ${label.replace(/\.tsx?$/, '.js')} is stale: it differs from the JavaScript generated from ${label}. Fix: delete it (JavaScript is generated at build time) or regenerate it from the TypeScript source.`,
    );
  }
  return { ts: raw, js };
}

async function buildVariant(files: DemoFiles, ctx: DemoBuildContext, styling: CodeStyling): Promise<DemoVariant> {
  const main = (files.ts ?? files.js)!;
  const relative = (file: string) => path.relative(ctx.contentRoot, file).split(path.sep).join('/');
  const { ts, js } = await readModule(main, ctx, relative(main));
  const highlight = (raw: string, language: string) => ({ raw, html: highlightOrEscape(ctx.highlighter, raw, language) });
  const source = (raw: string, language: string): DemoSource => {
    const preview = getJsxPreview(raw);
    return { ...highlight(raw, language), ...(preview ? { preview: highlight(preview, language) } : {}) };
  };
  const relativeModules: DemoRelativeModule[] = [];
  for (const specifier of relativeImports(ts ?? js)) {
    const candidates = ['.tsx', '.ts', '.js'].map((ext) => path.join(path.dirname(main), `${specifier}${ext}`));
    const file = candidates.find((candidate) => fs.existsSync(candidate));
    if (!file) throw new DemoError(`${relative(main)} imports "${specifier}", which does not exist next to it. Fix: add the file or fix the import.`);
    const module = await readModule(file, ctx, relative(file));
    relativeModules.push({ path: path.basename(file).replace(/\.tsx?$/, ''), TS: module.ts, JS: module.js });
  }
  const codes = (variant: 'TS' | 'JS') => [{ TS: ts, JS: js }, ...relativeModules].map((m) => pickByCodeVariant(variant, m).value);
  const dependencies = (variant: 'TS' | 'JS') =>
    getSandboxDependencies(codes(variant), { codeVariant: variant, productId: ctx.productId, resolveVersion: ctx.resolveVersion });
  const url = (file: string) => `${ctx.sourceCodeUrl}/blob/main/content/${relative(file)}`;
  return {
    module: `./${relative(main)}`,
    TS: ts === null ? null : source(ts, 'tsx'),
    JS: source(js, 'jsx'),
    sourceUrl: { TS: url(main), JS: url(files.ts ? main : files.js!) },
    sandbox: { TS: dependencies('TS'), JS: dependencies('JS') },
    relativeModules,
    ...(styling === 'Tailwind' ? { css: await compileTailwindCss(ts ?? js) } : {}),
  };
}

/** Reads, converts and highlights every variant of the demo `name` shown by `mdxFile`. */
export async function buildDemo(mdxFile: string, name: string, ctx: DemoBuildContext): Promise<DemoData> {
  const folder = getDemoFolder(mdxFile);
  const located = locateDemoFiles(folder, name);
  const shown = path.relative(process.cwd(), folder) || folder;
  if (!located['MUI System']) {
    const available = listDemoNames(folder);
    throw new DemoError(
      `the demo "${name}" does not exist: no ${shown}/${name}.tsx (or .js). ${
        available.length ? `Demos in that folder: ${available.join(', ')}.` : 'That folder has no demos.'
      } Fix: create the file or correct the name.`,
    );
  }
  const variants: DemoData['variants'] = {};
  for (const [styling, files] of Object.entries(located) as Array<[CodeStyling, DemoFiles]>) {
    variants[styling] = await buildVariant(files, ctx, styling);
  }
  const main = located['MUI System'].ts ?? located['MUI System'].js!;
  const gaLabel = path
    .relative(ctx.contentRoot, main)
    .split(path.sep)
    .join('/')
    .replace(/\.\w+$/, '');
  return { name, gaLabel, variants };
}
