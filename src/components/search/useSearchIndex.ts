import * as React from 'react';
import { loadNamesShards, loadText, type NamesTier, type SearchIndexes } from '../../domain/search/engine';
import { parseSearchManifest, searchManifestUrl } from '../../domain/search/present';
import type { NamesShard } from '../../domain/search/shards';
import type { SearchManifest } from '../../domain/search/types';
import { createOnceCache } from '../../platform/fetchOnce';

/**
 * A language's search index, loaded in steps: the manifest (`/search/<language>.json`), the names shard of the
 * reader's product (searching starts, in that product), the other products' shards (every product; the ranking of
 * the whole index), then the text tier (results refresh with body text and snippets). A page outside any product
 * starts with every shard. What loaded is kept for the session, per language, in this module: the dialog opens
 * instantly the second time and after a client-side navigation. A failure is not kept: Retry fetches again.
 * Failures are states, never thrown or logged (the browser itself reports a failed request).
 */
export type SearchIndexState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `complete`: every product's names and the text tier are in (or failed: what loaded keeps searching). */
  | { status: 'ready'; indexes: SearchIndexes; complete: boolean; manifestProducts?: SearchManifest['products'] };

type Ready = Extract<SearchIndexState, { status: 'ready' }>;

const manifests = createOnceCache<SearchManifest>();
const shardFiles = createOnceCache<NamesShard>();
const productNames = createOnceCache<NamesTier>();
const wholeNames = createOnceCache<NamesTier>();
const textTier = createOnceCache<SearchIndexes['text']>();
/** What has arrived with every product's names, read synchronously so a reopened dialog starts with it. */
const arrived = new Map<string, Omit<Ready, 'status'>>();

/** Drops what was loaded (tests serve a different index each). */
export function forgetSearchIndexes() {
  for (const cache of [manifests, shardFiles, productNames, wholeNames, textTier]) cache.clear();
  arrived.clear();
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const loadManifest = (language: string) =>
  manifests.get(language, async () => {
    const manifest = parseSearchManifest(JSON.parse(await fetchText(searchManifestUrl(language))));
    if (!manifest) throw new Error(`${searchManifestUrl(language)} is not a search manifest`);
    return manifest;
  });

const loadShard = (url: string) => shardFiles.get(url, async () => JSON.parse(await fetchText(url)) as NamesShard);

const loadProductNames = (language: string, manifest: SearchManifest, product: string) =>
  productNames.get(`${language} ${product}`, async () => loadNamesShards(manifest.names.stats, [await loadShard(manifest.names.shards[product])]));

const loadWholeNames = (language: string, manifest: SearchManifest) =>
  wholeNames.get(language, async () => loadNamesShards(manifest.names.stats, await Promise.all(Object.values(manifest.names.shards).map(loadShard))));

const loadTextTier = (language: string, manifest: SearchManifest) => textTier.get(language, async () => loadText(await fetchText(manifest.text)));

/** `product`: the reader's product (its shard first), null outside any. */
export function useSearchIndex(language: string, product: string | null): { state: SearchIndexState; retry: () => void } {
  const [state, setState] = React.useState<SearchIndexState>(() => {
    const done = arrived.get(language);
    return done ? { status: 'ready', ...done } : { status: 'loading' };
  });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (arrived.get(language)?.complete) return undefined;
    let active = true;
    const show = (next: SearchIndexState) => active && setState(next);
    void (async () => {
      let manifest: SearchManifest;
      let names: NamesTier | null = null;
      try {
        manifest = await loadManifest(language);
        if (product && manifest.names.shards[product]) {
          names = await loadProductNames(language, manifest, product);
          show({ status: 'ready', indexes: { names }, complete: false, manifestProducts: manifest.products });
        }
      } catch {
        show({ status: 'error' });
        return;
      }
      const manifestProducts = manifest.products;
      try {
        names = await loadWholeNames(language, manifest);
      } catch {
        // The reader's product keeps searching without the others; the next opening tries again.
        show(names ? { status: 'ready', indexes: { names }, complete: true, manifestProducts } : { status: 'error' });
        return;
      }
      const whole = { indexes: { names }, complete: false, manifestProducts };
      arrived.set(language, whole);
      show({ status: 'ready', ...whole });
      try {
        const done = { indexes: { names, text: await loadTextTier(language, manifest) }, complete: true, manifestProducts };
        arrived.set(language, done);
        show({ status: 'ready', ...done });
      } catch {
        // The text tier is extra: without it the names tier keeps searching; the next opening tries again.
        show({ status: 'ready', ...whole, complete: true });
      }
    })();
    return () => {
      active = false;
    };
  }, [language, product, attempt]);

  const retry = React.useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
