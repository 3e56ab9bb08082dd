import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { search, snippetOf } from '../../domain/search/engine';
import { chooseSnippet } from '../../domain/search/highlight';
import { getPopularPages, getProductLabel, getRecentLabel, getResultHref } from '../../domain/search/present';
import type { RecentSearch } from '../../domain/search/recent';
import { useRouteData, useTranslate } from '../../providers/RouteDataProvider';
import { SearchDialogRoot } from './searchDialogStyles';
import { optionId, SearchResults, toGroups, type ResultOption } from './SearchResults';
import { SearchMessage } from './SearchMessage';
import { SearchStart } from './SearchStart';
import { useRecentSearches } from './useRecentSearches';
import { useSearchIndex } from './useSearchIndex';
import { dialogView } from '../../domain/search/dialogView';
import { goTo, isPlainClick } from '../goTo';

/** Pages of results shown (each with up to three of its sections). */
const RESULT_PAGES = 10;

interface SearchDialogProps {
  open: boolean;
  /** What the field starts with (the character typed on the page that opened the dialog). */
  initialQuery: string;
  /** `restoreFocus`: false when the reader chose a result (focus follows the navigation). */
  onClose: (restoreFocus: boolean) => void;
  /** Where the dialog's portal goes (an island's root); the document's body by default. */
  container?: HTMLElement;
}

/**
 * The site search (loaded on first open, src/components/search/SiteSearch.tsx): a field that is a combobox
 * over a listbox of results grouped by page. Arrow keys move the active result (wrapping), Enter or a click
 * opens it in the reader's language with its anchor, on the client; Escape closes and focus goes back. The
 * empty field shows recent searches and popular pages; the index loads on open (useSearchIndex) and the
 * results refresh when its text tier arrives. Which body shows and what the polite status announces (the count,
 * loading, no results, a failure) is decided by dialogView (src/domain/search/dialogView.ts).
 */
/** Each search's time as a performance measure (`docs-search`, its query in `detail`): npm run bench:search reads them. */
function measureSearch(start: number, query: string) {
  try {
    performance.measure('docs-search', { start, end: performance.now(), detail: { query } });
  } catch {
    // A browser without measure options: no timing, the search is unaffected.
  }
}

export function SearchDialog({ open, initialQuery, onClose, container }: SearchDialogProps) {
  const { language, product, products } = useRouteData();
  const t = useTranslate();
  const id = React.useId();
  const ids = { label: `${id}-label`, input: `${id}-input`, listbox: `${id}-listbox`, start: `${id}-start` };
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = React.useState(initialQuery);
  const [active, setActive] = React.useState<{ query: string; id: number } | null>(null);
  const { state, retry } = useSearchIndex(language, product?.productId ?? null);
  const { recent, add, clear } = useRecentSearches();
  const trimmed = query.trim();

  const groups = React.useMemo(() => {
    if (state.status !== 'ready' || !trimmed) return [];
    const { indexes } = state;
    const start = performance.now();
    const results = search(indexes, trimmed, product?.productId ?? null, { limit: RESULT_PAGES });
    measureSearch(start, trimmed);
    return toGroups(results, {
      href: (url) => getResultHref(url, language),
      snippet: (hit) => chooseSnippet(hit.record.description, snippetOf(indexes, hit.id), trimmed),
      productLabel: (productId) => getProductLabel(productId, products.length ? products : (state.manifestProducts ?? [])),
    });
  }, [state, trimmed, product, products, language]);
  const options = React.useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // The active option follows its record when results refresh (the text tier arriving); a new query starts at the top.
  const activeIndex = options.length === 0 ? -1 : Math.max(0, active?.query === trimmed ? options.findIndex((o) => o.id === active.id) : 0);
  const expanded = options.length > 0;

  // The field takes focus as it mounts (the dialog's content mounts after the dialog, in its portal), the caret
  // after the character that opened the dialog, so typing goes on after it.
  const attachInput = React.useCallback((input: HTMLInputElement | null) => {
    if (input && !inputRef.current) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    inputRef.current = input;
  }, []);

  const go = (href: string) => {
    onClose(false);
    goTo(href);
  };
  const remember = (option: ResultOption) => add({ query: trimmed, url: option.url, page: getRecentLabel(option) });
  const choose = (option: ResultOption) => {
    remember(option);
    go(option.href);
  };
  const onChoose = (option: ResultOption, event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return remember(option); // a new tab or window: the browser follows the link
    event.preventDefault();
    choose(option);
  };
  const onGo = (event: React.MouseEvent<HTMLAnchorElement>, url: string, entry?: RecentSearch) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (entry) add(entry);
    go(getResultHref(url, language));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (expanded && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const next = (activeIndex + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length;
      setActive({ query: trimmed, id: options[next].id });
    } else if (expanded && event.key === 'Enter') {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (!trimmed && event.key === 'ArrowDown') {
      const first = document.getElementById(ids.start)?.querySelector<HTMLElement>('a[href]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const view = dialogView({ index: state, query: trimmed, count: options.length, t });
  let body: React.ReactNode;
  if (view.body === 'start') {
    body = (
      <SearchStart
        id={ids.start}
        recent={recent}
        popular={getPopularPages(state.status === 'ready' ? state.indexes.names.pages : undefined)}
        onClear={() => {
          clear();
          inputRef.current?.focus(); // the button is gone
        }}
        href={(url) => getResultHref(url, language)}
        onGo={onGo}
        onLeaveTop={() => inputRef.current?.focus()}
        t={t}
      />
    );
  } else if (view.body === 'results') {
    body = (
      <SearchResults
        id={ids.listbox}
        label={t('search.results')}
        groups={groups}
        query={trimmed}
        activeIndex={activeIndex}
        onActivate={(index) => setActive({ query: trimmed, id: options[index].id })}
        onChoose={onChoose}
      />
    );
  } else {
    const onRetry = () => {
      retry();
      inputRef.current?.focus();
    };
    body = <SearchMessage view={view} onRetry={onRetry} />;
  }

  return (
    <SearchDialogRoot
      open={open}
      onClose={() => onClose(true)}
      container={container}
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
      aria-labelledby={ids.label}
      // What has loaded, for the benchmark (npm run bench:search) and the tests: loading, error, ready; text when complete.
      data-search-state={state.status}
      data-search-text={state.status === 'ready' && state.complete ? 'loaded' : undefined}
    >
      <div className="search-field">
        <SearchRounded />
        <label id={ids.label} htmlFor={ids.input} className="search-hidden">
          {t('search.label')}
        </label>
        <InputBase
          inputRef={attachInput}
          className="search-input"
          placeholder={t('app.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          inputProps={{
            id: ids.input,
            role: 'combobox',
            'aria-expanded': expanded,
            'aria-controls': expanded ? ids.listbox : undefined,
            'aria-activedescendant': expanded ? optionId(ids.listbox, activeIndex) : undefined,
            'aria-autocomplete': 'list',
            autoComplete: 'off',
            autoCapitalize: 'none',
            autoCorrect: 'off',
            spellCheck: false,
            enterKeyHint: 'search',
            maxLength: 200,
          }}
        />
        <IconButton onClick={() => onClose(true)} aria-label={t('search.close')}>
          <CloseRounded />
        </IconButton>
      </div>
      {view.progress !== null ? <LinearProgress className="search-progress" aria-label={view.progress} /> : null}
      {body}
      <div role="status" className="search-hidden">
        {view.status}
      </div>
    </SearchDialogRoot>
  );
}
