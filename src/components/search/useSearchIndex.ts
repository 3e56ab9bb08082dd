import * as React from 'react';
import { loadNames, loadText, type SearchIndexes } from '../../domain/search/engine';
import { parseSearchManifest, searchManifestUrl } from '../../domain/search/present';
import type { SearchManifest } from '../../domain/search/types';
import { createOnceCache } from '../../platform/fetchOnce';

/**
 * A language's search index, loaded in its two tiers: the manifest (`/search/<language>.json`), then the
 * names tier (searching starts), then the text tier (results refresh with body text and snippets). What
 * loaded is kept for the session, per language, in this module: the dialog opens instantly the second
 * time and after a client-side navigation. A failure is not kept: Retry fetches again. Failures are
 * states, never thrown or logged (the browser itself reports a failed request).
 */
export type SearchIndexState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `complete`: the text tier is in (or failed: the names tier alone keeps searching). */
  | { status: 'ready'; indexes: SearchIndexes; complete: boolean; manifestProducts?: SearchManifest['products'] };

interface Loaded {
  manifest: SearchManifest;
  names: SearchIndexes['names'];
}

const namesTier = createOnceCache<Loaded>();
const textTier = createOnceCache<SearchIndexes>();
/** What has arrived, read synchronously so a reopened dialog starts with it. */
const arrived = new Map<string, { indexes: SearchIndexes; complete: boolean; manifestProducts?: SearchManifest['products'] }>();

/** Drops what was loaded (tests serve a different index each). */
export function forgetSearchIndexes() {
  namesTier.clear();
  textTier.clear();
  arrived.clear();
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const loadNamesTier = (language: string) =>
  namesTier.get(language, async () => {
    const manifest = parseSearchManifest(JSON.parse(await fetchText(searchManifestUrl(language))));
    if (!manifest) throw new Error(`${searchManifestUrl(language)} is not a search manifest`);
    return { manifest, names: loadNames(await fetchText(manifest.names)) };
  });

const loadTextTier = (language: string, { manifest, names }: Loaded) => textTier.get(language, async () => ({ names, text: loadText(await fetchText(manifest.text)) }));

export function useSearchIndex(language: string): { state: SearchIndexState; retry: () => void } {
  const [state, setState] = React.useState<SearchIndexState>(() => {
    const done = arrived.get(language);
    return done ? { status: 'ready', ...done } : { status: 'loading' };
  });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (arrived.get(language)?.complete) return undefined;
    let active = true;
    loadNamesTier(language).then(
      (loaded) => {
        const manifestProducts = loaded.manifest.products;
        const show = (indexes: SearchIndexes, complete: boolean) => {
          arrived.set(language, { indexes, complete, manifestProducts });
          if (active) setState({ status: 'ready', indexes, complete, manifestProducts });
        };
        show({ names: loaded.names }, false);
        return loadTextTier(language, loaded).then(
          (indexes) => show(indexes, true),
          // The text tier is extra: without it the names tier keeps searching; the next opening tries again.
          () => active && setState({ status: 'ready', indexes: { names: loaded.names }, complete: true, manifestProducts }),
        );
      },
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [language, attempt]);

  const retry = React.useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
