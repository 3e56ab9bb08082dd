import { contentAddressedFs as fs } from '../../platform/contentAddressedFs';
import path from 'path';
import type { ProductNav } from '../../domain/sidebar';

/**
 * A product's navigation when rendering pages at build time: the file `createPages` wrote into public/,
 * read once per build process.
 */
const loaded = new Map<string, ProductNav>();

export function cachedProductNav(url: string): ProductNav | null {
  let nav = loaded.get(url);
  if (!nav) {
    nav = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public', url), 'utf8')) as ProductNav;
    loaded.set(url, nav);
  }
  return nav;
}

export function loadProductNav(url: string): Promise<ProductNav> {
  return Promise.resolve(cachedProductNav(url)!);
}
