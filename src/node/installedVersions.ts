import fs from 'fs';
import path from 'path';

/**
 * The installed version of a package (the version the site renders), read from node_modules: product
 * version labels and sandbox dependencies both come from here, so neither can drift from what readers see.
 * Unknown packages give undefined.
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

/** The build's resolver (one read per package per build). */
export const resolveInstalledVersion = createVersionResolver();

/** The label of a product's current version (`v6.1.2`), from the package its product.json names. */
export function installedVersionLabel(packageName: string, resolve: (name: string) => string | undefined = resolveInstalledVersion): string {
  const version = resolve(packageName);
  if (!version) throw new Error(`Package ${packageName} named in a product.json is not installed. Fix: add it to package.json dependencies.`);
  return `v${version}`;
}
