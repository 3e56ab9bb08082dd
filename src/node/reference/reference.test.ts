/**
 * @jest-environment node
 */
import path from 'path';
import { extractPackages, type PackageSpec } from './extract';
import { extractInChild } from './reference';

// The build extracts the reference in a child process (extractChild.ts run by sucrase): what it writes is what the
// extractor returns in this process, and its failure reaches the build with the extractor's message.
const TREE_VIEW: PackageSpec = { packageName: '@mui/x-tree-view', productId: 'x-tree-view', apiPath: '/x/api/tree-view', hooks: false };

test("the child's result is the package's reference as the extractor returns it in this process", async () => {
  const [fromChild] = await extractInChild([TREE_VIEW]);
  const [expected] = extractPackages([TREE_VIEW], { nodeModules: path.join(process.cwd(), 'node_modules') });
  expect(fromChild.items.map((item) => item.name)).toContain('SimpleTreeView');
  expect(fromChild).toEqual(JSON.parse(JSON.stringify(expected)));
}, 120_000);

test('a package that is not installed fails the extraction with the file and the fix', async () => {
  const spec = { ...TREE_VIEW, packageName: '@mui/not-installed' };
  await expect(extractInChild([spec])).rejects.toThrow(
    /the extraction of @mui\/not-installed failed \(exit code 1\):\nAPI reference: .*node_modules\/@mui\/not-installed\/index\.d\.ts does not exist\. Fix: install the package/,
  );
}, 60_000);
