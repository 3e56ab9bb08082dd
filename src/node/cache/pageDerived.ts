import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/** A digest of strings and bytes (each string length-prefixed, so two parts never read as one). */
export const digestOf = (...parts: Array<string | Buffer>): string => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? `${part.length}:${part}` : part);
  return hash.digest('hex');
};

/** The digest of the files (project sources, installed packages' package.json) a derivation's result depends on. */
export function filesDigest(root: string, files: string[]): string {
  return digestOf(...files.map((file) => fs.readFileSync(path.join(root, file))));
}

/** The project's files a source file imports, directly or not (relative imports: `.ts`, `.tsx`, `index.ts`, JSON). */
export function localImports(root: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    // Statements at the start of a line (as Prettier writes them), not code inside strings.
    for (const [, specifier] of source.matchAll(/^(?:import|export)\b[^;]*?'(\.{1,2}\/[^']+)';/gm)) {
      const base = path.join(path.dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
        fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile(),
      );
      if (!found) throw new Error(`${file}: cannot find the file of '${specifier}'`);
      visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * What the build derives from one page's data alone (its Markdown twin, its search records), kept in `.cache/` under
 * the digest of that page data, the code that derives it (`codeDigest`) and any other input (`salt`): a warm build
 * derives again only the pages whose data changed, and a change to the code derives every page again. The file holds
 * what the last build used, nothing older; a missing or unreadable file is an empty cache.
 */
export interface PageDerivedCache<T> {
  get(pageData: string): T | undefined;
  set(pageData: string, value: T): void;
  /** Writes what this build used; returns how many pages were found and how many derived. */
  save(): { hits: number; misses: number };
}

interface CacheFile<T> {
  version: string;
  entries: Record<string, T>;
}

export function openPageDerivedCache<T>(file: string, codeDigest: string, salt = ''): PageDerivedCache<T> {
  const version = digestOf(codeDigest, salt);
  let previous: Record<string, T> = {};
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile<T>;
    if (parsed && parsed.version === version && parsed.entries && typeof parsed.entries === 'object') previous = parsed.entries;
  } catch {
    // No cache yet, or an unreadable one: every page is derived.
  }
  const used: Record<string, T> = {};
  let hits = 0;
  let misses = 0;
  const keyOf = (pageData: string) => digestOf(pageData).slice(0, 32);
  return {
    get(pageData) {
      const key = keyOf(pageData);
      if (!Object.prototype.hasOwnProperty.call(previous, key)) return undefined;
      hits += 1;
      used[key] = previous[key];
      return previous[key];
    },
    set(pageData, value) {
      misses += 1;
      used[keyOf(pageData)] = value;
    },
    save() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const content: CacheFile<T> = { version, entries: used };
      fs.writeFileSync(file, JSON.stringify(content));
      return { hits, misses };
    },
  };
}
