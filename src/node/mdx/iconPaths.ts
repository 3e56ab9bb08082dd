import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';

// Resolved from the project (gatsby-node is bundled, where a bare `require.resolve` does not exist).
const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));

/** The Material icons the static body markup draws, by use. */
export const BODY_ICONS = {
  info: 'InfoOutlined',
  success: 'CheckCircleOutlineRounded',
  warning: 'WarningAmberRounded',
  error: 'ErrorOutlineRounded',
} as const;

const cache = new Map<string, string[]>();

/**
 * The SVG path data of a Material icon, read from the installed @mui/icons-material (the same glyphs the
 * React icons draw), so the build writes icons as plain SVG and no icon component runs in the browser.
 */
export function iconPaths(name: string): string[] {
  let paths = cache.get(name);
  if (!paths) {
    const source = fs.readFileSync(projectRequire.resolve(`@mui/icons-material/${name}`), 'utf8');
    paths = [...source.matchAll(/\bd: "([^"]+)"/g)].map((m) => m[1]);
    if (paths.length === 0) throw new Error(`No path data found in @mui/icons-material/${name}: its file format changed; update src/node/mdx/iconPaths.ts.`);
    cache.set(name, paths);
  }
  return paths;
}
