/**
 * @jest-environment node
 */
import path from 'path';
import { cacheBuildDependencies } from './onCreateWebpackConfig';

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
