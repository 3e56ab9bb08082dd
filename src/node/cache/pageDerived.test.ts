import fs from 'fs';
import os from 'os';
import path from 'path';
import { localImports, openPageDerivedCache } from './pageDerived';

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'page-derived-'));

test('a second build finds what the first derived from the same page data, and derives again what changed', () => {
  const file = path.join(folder(), 'twins.json');
  const first = openPageDerivedCache<string>(file, 'code-1');
  expect(first.get('{"page":"a"}')).toBeUndefined();
  first.set('{"page":"a"}', 'A');
  first.set('{"page":"b"}', 'B');
  expect(first.save()).toEqual({ hits: 0, misses: 2 });

  const second = openPageDerivedCache<string>(file, 'code-1');
  expect(second.get('{"page":"a"}')).toBe('A');
  expect(second.get('{"page":"b","edited":true}')).toBeUndefined();
  expect(second.save()).toEqual({ hits: 1, misses: 0 });

  // Only what the last build used is kept: b is gone.
  const third = openPageDerivedCache<string>(file, 'code-1');
  expect(third.get('{"page":"b"}')).toBeUndefined();
  expect(third.get('{"page":"a"}')).toBe('A');
});

test('a change to the deriving code or to another input derives every page again', () => {
  const file = path.join(folder(), 'records.json');
  const cache = openPageDerivedCache<number>(file, 'code-1', 'https://a.example');
  cache.set('page', 1);
  cache.save();
  expect(openPageDerivedCache<number>(file, 'code-2', 'https://a.example').get('page')).toBeUndefined();
  expect(openPageDerivedCache<number>(file, 'code-1', 'https://b.example').get('page')).toBeUndefined();
  expect(openPageDerivedCache<number>(file, 'code-1', 'https://a.example').get('page')).toBe(1);
});

test.each([
  ['not JSON', '{oops'],
  ['JSON of another shape', '[1,2,3]'],
  ['entries that are not an object', '{"version":"x","entries":5}'],
])('an unreadable cache file (%s) is an empty cache, never an error', (_, content) => {
  const file = path.join(folder(), 'bad.json');
  fs.writeFileSync(file, content);
  const cache = openPageDerivedCache<string>(file, 'code-1');
  expect(cache.get('page')).toBeUndefined();
  cache.set('page', 'P');
  cache.save();
  expect(openPageDerivedCache<string>(file, 'code-1').get('page')).toBe('P');
});

test('the import closure follows index files and relative paths, and names a missing import', () => {
  expect(localImports(process.cwd(), 'src/domain/starters/index.ts')).toEqual(
    expect.arrayContaining(['src/domain/starters/catalog.ts', 'src/domain/starters/sandbox.ts']),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nconst code = `import x from './not-a-file';`;\nexport const a = b;\n");
  fs.writeFileSync(path.join(dir, 'b.ts'), "export { c as b } from './c';\n");
  expect(() => localImports(dir, 'a.ts')).toThrow("b.ts: cannot find the file of './c'");
  fs.writeFileSync(path.join(dir, 'c.ts'), 'export const c = 1;\n');
  expect(localImports(dir, 'a.ts')).toEqual(['a.ts', 'b.ts', 'c.ts']);
});
