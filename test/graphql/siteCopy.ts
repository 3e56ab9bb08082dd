import fs from 'fs';
import path from 'path';

/** What `gatsby develop` reads of the project: the Gatsby files, the site's code and content, the packages' manifest. */
const SITE_ENTRIES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'src',
  'content',
  'static',
  'plugins',
];

/**
 * A copy of the site for the GraphQL test's `gatsby develop`, in `.tmp/graphql-site/`: the dev server writes to its
 * site's `.cache/` and `public/`, and `npm test` runs the production build beside this test. The sources are copied
 * afresh each time (12 MB); the copy's own `.cache/` is kept, as an editor's is between two `gatsby develop`;
 * node_modules is a link to the project's.
 */
export function prepareSiteCopy(root: string): string {
  const copy = path.join(root, '.tmp', 'graphql-site');
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of SITE_ENTRIES) {
    fs.rmSync(path.join(copy, entry), { recursive: true, force: true });
    fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  const modules = path.join(copy, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  return copy;
}
