/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';

/**
 * Every `src/…`, `scripts/…`, `e2e/…`, `content/…` or `docs/…` path named in the docs (README, docs/) and in the
 * comments and strings of the source exists: a map that names moved or deleted files stops being true silently.
 * Paths with placeholders (`<slug>`, `*`, `{…}`) are patterns, not files, and are skipped.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const NAMED = /(?<![\w@/.-])((?:src|scripts|e2e|docs|content|test|bench)\/[\w./-]*[\w/])/g;

function walk(folder: string, accept: (file: string) => boolean): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'public', '.cache'].includes(entry.name) ? [] : walk(relative, accept);
    return accept(relative) ? [relative] : [];
  });
}

const exists = (named: string): boolean => {
  const clean = named.replace(/[.)]+$/, '');
  return ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts'].some((suffix) => fs.existsSync(path.join(ROOT, clean + suffix)));
};

export function findMissingNamedPaths(files: string[]): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(NAMED)) {
      const named = match[1];
      const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 1);
      if (after === '<' || after === '*' || after === '{' || after === '$' || named.endsWith('/')) continue;
      if (!exists(named)) missing.push(`${file}: ${named}`);
    }
  }
  return [...new Set(missing)];
}

test('every path named in the docs and in the source exists', () => {
  const docs = ['README.md', ...walk('docs', (f) => f.endsWith('.md'))];
  // Test files name fixture paths of their own (a fake content tree): only the code and its comments count.
  const source = walk('src', (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
  expect(findMissingNamedPaths([...docs, ...source])).toEqual([]);
});
