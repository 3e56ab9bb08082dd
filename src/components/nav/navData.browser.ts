import type { ProductNav } from '../../domain/sidebar';

/**
 * A product's navigation in the browser: fetched once per file (its name holds a hash of its content, so a
 * file never changes) and kept for the session, when a reader opens a closed group or reaches another page.
 */
const loaded = new Map<string, ProductNav>();
const pending = new Map<string, Promise<ProductNav>>();

export function cachedProductNav(url: string): ProductNav | null {
  return loaded.get(url) ?? null;
}

export function loadProductNav(url: string): Promise<ProductNav> {
  const done = loaded.get(url);
  if (done) return Promise.resolve(done);
  let request = pending.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<ProductNav>;
      })
      .then((nav) => {
        loaded.set(url, nav);
        return nav;
      })
      .finally(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}
