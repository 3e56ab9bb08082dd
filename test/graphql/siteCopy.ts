import fs from 'fs';
import path from 'path';
import { copyWorkingTree } from '../../scripts/lib/workingTree';

/**
 * A copy of the site for the GraphQL test's `gatsby develop`, in `.tmp/graphql-site/`: the dev server writes to its
 * site's `.cache/` and `public/`, and `npm test` runs the production build beside this test. The working tree is
 * copied afresh each time, as the develop benchmark copies it; the copy's own `.cache/` is kept, as an editor's is
 * between two `gatsby develop`.
 */
export function prepareSiteCopy(root: string): string {
  const copy = path.join(root, '.tmp', 'graphql-site');
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of fs.readdirSync(copy)) if (entry !== '.cache') fs.rmSync(path.join(copy, entry), { recursive: true, force: true });
  copyWorkingTree(root, copy);
  return copy;
}
