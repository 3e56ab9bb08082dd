import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { importEsm } from '../mdx/esm';

/** Bump when the transform or the formatting options change: old cache entries stop matching. */
const GENERATOR_VERSION = 'babel-ts+prettier3:1';
const PRETTIER_OPTIONS = { parser: 'babel', singleQuote: true, trailingComma: 'all', printWidth: 85 } as const;

export const hashSource = (source: string) => crypto.createHash('sha256').update(GENERATOR_VERSION).update('\0').update(source).digest('hex');

/**
 * The JavaScript twin of a TypeScript demo: TypeScript removed by Babel's TypeScript transform (lines
 * kept, so the author's blank lines survive), then formatted by prettier like the TS source.
 */
export async function transpileDemo(tsSource: string, filename: string): Promise<string> {
  const babel = await import('@babel/core');
  const result = await babel.transformAsync(tsSource, {
    filename,
    babelrc: false,
    configFile: false,
    retainLines: true,
    plugins: [['@babel/plugin-transform-typescript', { isTSX: true, allExtensions: true }]],
  });
  if (!result?.code) throw new Error(`${filename}: TypeScript transpile produced no code.`);
  const prettier = await importEsm<typeof import('prettier')>('prettier');
  return prettier.format(result.code, PRETTIER_OPTIONS);
}

interface CacheEntry {
  sourceHash: string;
  js: string;
}

/**
 * Generated JS is cached on disk by the hash of its TypeScript source. An entry is served only when its
 * recorded hash still matches the source (a stale or corrupt entry is regenerated, never shown).
 */
export async function generateDemoJs(tsSource: string, filename: string, cacheDir: string | null): Promise<string> {
  const sourceHash = hashSource(tsSource);
  const file = cacheDir ? path.join(cacheDir, `${sourceHash.slice(0, 32)}.json`) : null;
  if (file && fs.existsSync(file)) {
    try {
      const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheEntry;
      if (entry.sourceHash === sourceHash && typeof entry.js === 'string') return entry.js;
    } catch {
      // unreadable entry: regenerate below
    }
  }
  const js = await transpileDemo(tsSource, filename);
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ sourceHash, js } satisfies CacheEntry));
  }
  return js;
}
