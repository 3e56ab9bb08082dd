import { format, type Translate } from '../i18n';

/**
 * What the search dialog shows under its field (src/components/search/SearchDialog.tsx) and what its polite
 * status announces, from the index's state, the query and the number of results. In order: the index failed
 * (a message and Retry), the field is empty (the start screen: recent searches and popular pages), results, the
 * index still loading, no results (the query and a hint). A progress bar shows while the index, or its text
 * tier, is loading.
 */
export interface DialogViewInput {
  /** The search index: loading, failed, or ready (`complete` once its text tier is in, or has failed). */
  index: { status: 'loading' } | { status: 'error' } | { status: 'ready'; complete: boolean };
  /** The query, trimmed. */
  query: string;
  /** The results found for it (options of the listbox). */
  count: number;
  t: Translate;
}

export type DialogBody =
  | { body: 'error'; title: string; retry: string }
  | { body: 'start' }
  | { body: 'results' }
  | { body: 'loading'; message: string }
  | { body: 'noResults'; title: string; hint: string };

export type DialogView = DialogBody & {
  /** The announced status text ('' announces nothing). */
  status: string;
  /** The progress bar and its label, while something is loading. */
  progress: string | null;
};

function decideBody({ index, query, count, t }: DialogViewInput, loading: boolean): DialogBody & { status: string } {
  if (index.status === 'error') return { body: 'error', title: t('search.error'), retry: t('search.retry'), status: t('search.error') };
  if (!query) return { body: 'start', status: '' };
  if (count > 0) return { body: 'results', status: count === 1 ? t('search.countOne') : format(t('search.count'), { count }) };
  if (loading) return { body: 'loading', message: t('search.loading'), status: t('search.loading') };
  return { body: 'noResults', title: format(t('search.noResults'), { query }), hint: t('search.noResultsHint'), status: t('search.countNone') };
}

export function dialogView(input: DialogViewInput): DialogView {
  const { index, t } = input;
  const loading = index.status === 'loading' || (index.status === 'ready' && !index.complete);
  return { ...decideBody(input, loading), progress: loading ? t('search.loading') : null };
}
