import fs from 'fs';
import path from 'path';
import type { CodeStyling } from '../../domain/preferences';

/** File suffix of each styling solution: `Name.tsx`, `Name.tailwind.tsx`, `Name.css.tsx`. */
export const STYLING_SUFFIX: Record<CodeStyling, string> = { 'MUI System': '', Tailwind: '.tailwind', CSS: '.css' };

export interface DemoFiles {
  /** Absolute path of the TypeScript source, or null for a JavaScript-only demo. */
  ts: string | null;
  /** Absolute path of a committed JavaScript file (the demo itself, or a twin that must be up to date). */
  js: string | null;
}

/**
 * `content/<product>/docs/react-button.mdx` → `content/<product>/docs/demos/react-button/`; index.mdx uses its folder name; a
 * translation (`react-button.zh.mdx`) shares its original's demos.
 */
export function getDemoFolder(mdxFile: string): string {
  const dir = path.dirname(mdxFile);
  const base = path.basename(mdxFile, path.extname(mdxFile)).replace(/\.[a-z]{2}$/, '');
  const slug = base === 'index' ? path.basename(dir) : base;
  return path.join(dir, 'demos', slug);
}

export function listDemoNames(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => /^[A-Z]\w*\.(tsx|js)$/.test(file))
    .map((file) => file.replace(/\.(tsx|js)$/, ''))
    .filter((name, index, all) => all.indexOf(name) === index)
    .sort();
}

/** The files of each styling solution a demo has; MUI System first. */
export function locateDemoFiles(folder: string, name: string): Partial<Record<CodeStyling, DemoFiles>> {
  const found: Partial<Record<CodeStyling, DemoFiles>> = {};
  for (const [styling, suffix] of Object.entries(STYLING_SUFFIX) as Array<[CodeStyling, string]>) {
    const ts = path.join(folder, `${name}${suffix}.tsx`);
    const js = path.join(folder, `${name}${suffix}.js`);
    const files = { ts: fs.existsSync(ts) ? ts : null, js: fs.existsSync(js) ? js : null };
    if (files.ts || files.js) found[styling] = files;
  }
  return found;
}
