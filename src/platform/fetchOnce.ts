/**
 * Loading something once per key in the browser: the promise is kept while it succeeds (every caller shares one
 * request, and later callers get the result at once) and dropped when it fails, so Retry fetches again. The one way the
 * project caches a fetch (the sidebar's navigation files, the search index's tiers, the error table, starter sources).
 */
export interface OnceCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createOnceCache<T>(): OnceCache<T> {
  const cache = new Map<string, Promise<T>>();
  return {
    get(key, load) {
      let promise = cache.get(key);
      if (!promise) {
        promise = load();
        cache.set(key, promise);
        promise.catch(() => {
          if (cache.get(key) === promise) cache.delete(key);
        });
      }
      return promise;
    },
    clear: () => cache.clear(),
  };
}

/**
 * GETs a JSON file and checks its shape: an HTTP error, a body that is not JSON or one that `parse` refuses (returns
 * null) rejects with a message naming the URL.
 */
export async function fetchJson<T>(url: string, parse: (value: unknown) => T | null, what: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const value = parse((await response.json()) as unknown);
  if (value === null) throw new Error(`${url} is not ${what}`);
  return value;
}
