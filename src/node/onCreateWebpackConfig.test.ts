/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cacheBuildDependencies, localImports } from './onCreateWebpackConfig';

const root = process.cwd();

test("webpack's caches depend on the installed packages, the plugin list and the webpack config's own code, not on the rest of the build's code", () => {
  const files = cacheBuildDependencies(root).map((file) => path.relative(root, file));
  expect(files).toEqual(
    expect.arrayContaining([
      'package-lock.json',
      'gatsby-config.ts',
      'src/node/onCreateWebpackConfig.ts',
      'src/node/offline/browserFiles.ts',
      'src/domain/starters/catalog.ts',
    ]),
  );
  // An edit to the pages, the search index or any other build step keeps the bundles webpack built.
  expect(files).not.toContain('gatsby-node.ts');
  expect(files).not.toContain('src/node/onPostBuild.ts');
  expect(files.every((file) => !file.startsWith('src/components/'))).toBe(true);
});

test('the import closure follows index files and relative paths, and names a missing import', () => {
  expect(localImports(root, 'src/domain/starters/index.ts')).toEqual(expect.arrayContaining(['src/domain/starters/catalog.ts', 'src/domain/starters/sandbox.ts']));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nconst code = `import x from './not-a-file';`;\nexport const a = b;\n");
  fs.writeFileSync(path.join(dir, 'b.ts'), "export { c as b } from './c';\n");
  expect(() => localImports(dir, 'a.ts')).toThrow("b.ts: cannot find the file of './c'");
  fs.writeFileSync(path.join(dir, 'c.ts'), 'export const c = 1;\n');
  expect(localImports(dir, 'a.ts')).toEqual(['a.ts', 'b.ts', 'c.ts']);
});
