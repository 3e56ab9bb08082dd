import fs from 'fs';
import path from 'path';
import { copyWorkingTree } from '../../scripts/lib/workingTree';

/**
 * A copy of the site for the GraphQL test's `gatsby develop`, in `.tmp/graphql-site/`: the dev server writes to its
 * site's `.cache/` and `public/`, and `npm test` runs the production build beside this test. The working tree is
 * copied afresh each time, as the develop benchmark copies it; the copy's own `.cache/` is kept, as an editor's is
 * between two `gatsby develop`. The API reference's packages the site's own build has extracted (`.cache/docs-api/`,
 * named by package, version and extractor digest) are copied in: the same input gives the same file, and the
 * TypeScript checker is not run twice in one `npm test`.
 */
export function prepareSiteCopy(root: string): string {
  const copy = path.join(root, '.tmp', 'graphql-site');
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of fs.readdirSync(copy)) if (entry !== '.cache') fs.rmSync(path.join(copy, entry), { recursive: true, force: true });
  copyWorkingTree(root, copy);
  const extracted = path.join(root, '.cache', 'docs-api');
  if (fs.existsSync(extracted)) {
    const target = path.join(copy, '.cache', 'docs-api');
    fs.mkdirSync(target, { recursive: true });
    for (const file of fs.readdirSync(extracted)) {
      if (/^[^.].*@.*\.[0-9a-f]{12}\.json$/.test(file) && !fs.existsSync(path.join(target, file))) fs.copyFileSync(path.join(extracted, file), path.join(target, file));
    }
  }
  return copy;
}
