import fs from 'fs';
import path from 'path';

/**
 * The installed version of a package (the version the site renders), read from node_modules, so
 * sandboxes pin exactly what the reader saw. Unknown packages give undefined.
 */
export function createVersionResolver(root: string = process.cwd()): (name: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (name) => {
    if (!known.has(name)) {
      let version: string | undefined;
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
        version = typeof manifest.version === 'string' ? manifest.version : undefined;
      } catch {
        version = undefined;
      }
      known.set(name, version);
    }
    return known.get(name);
  };
}
