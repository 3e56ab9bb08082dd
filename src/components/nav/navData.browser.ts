import type { ProductNav } from '../../domain/sidebar';
import { createOnceCache, fetchJson } from '../../platform/fetchOnce';

/**
 * A product's navigation in the browser: fetched once per file (its name holds a hash of its content, so a
 * file never changes) and kept for the session, when a reader opens a closed group or reaches another page.
 */
const loaded = new Map<string, ProductNav>();
const requests = createOnceCache<ProductNav>();

export function cachedProductNav(url: string): ProductNav | null {
  return loaded.get(url) ?? null;
}

export function loadProductNav(url: string): Promise<ProductNav> {
  const done = loaded.get(url);
  if (done) return Promise.resolve(done);
  return requests.get(url, async () => {
    const nav = await fetchJson(
      url,
      (json) => (typeof json === 'object' && json !== null && Array.isArray((json as ProductNav).tree) ? (json as ProductNav) : null),
      'a navigation file',
    );
    loaded.set(url, nav);
    return nav;
  });
}
