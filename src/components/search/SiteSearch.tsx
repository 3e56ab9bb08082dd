import * as React from 'react';
import { Icon } from '../icons/Icon';
import { ShellButton } from '../shell';
import { listen } from '../../hooks/listen';
import { decideSearchKey, getSearchShortcut } from '../../domain/search/shortcut';
import { searchKeyTarget } from './searchKeys';
import { useTranslate } from '../../providers/RouteDataProvider';
import { ISLAND_ATTRIBUTE } from '../../domain/page/appLoading';
import { partComponent, searchDialogPart } from '../lazyParts';

/**
 * The app bar's search button and the keys that open the search: all that every page carries of the site
 * search (a button, one keydown listener). The dialog, Material UI's Dialog and the search engine are a
 * chunk loaded on first open, or as soon as the pointer reaches the button or it gets focus.
 */
const SearchDialog = partComponent(searchDialogPart, (m) => m.SearchDialog);
const prefetchDialog = () => void searchDialogPart.load().catch(() => undefined); // a failed prefetch is retried on open

interface SearchState {
  open: boolean;
  /** What the field starts with: the character typed on the page that opened it (and any typed before it appeared). */
  query: string;
  /** Counts openings: each one starts a fresh dialog. */
  session: number;
}

export function SiteSearch() {
  const t = useTranslate();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [state, setState] = React.useState<SearchState | null>(null); // null until first opened
  const [shortcut, setShortcut] = React.useState<{ label: string; aria: string } | null>(null);
  const isOpen = React.useRef(false);
  const opener = React.useRef<HTMLElement | null>(null);
  const restoreFocus = React.useRef(false);

  const open = React.useCallback((query: string) => {
    if (isOpen.current) {
      // Keys typed on the page while the dialog's code loads belong to its field.
      if (query) setState((s) => s && { ...s, query: s.query + query });
      return;
    }
    isOpen.current = true;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState((s) => ({ open: true, query, session: s ? s.session + 1 : 1 }));
  }, []);

  /** Closes the dialog; focus goes back where it was, unless the reader chose a result (a new page, or an anchor). */
  const close = React.useCallback((restore: boolean) => {
    isOpen.current = false;
    restoreFocus.current = restore;
    setState((s) => s && { ...s, open: false });
  }, []);

  const opened = state !== null && state.open;
  React.useEffect(() => {
    // After the dialog's focus trap has let go.
    if (opened || !restoreFocus.current) return;
    restoreFocus.current = false;
    const element = opener.current;
    if (element && element.isConnected) element.focus();
  }, [opened]);

  React.useEffect(() => {
    setShortcut(getSearchShortcut(navigator.platform || ''));
    return listen(document, {
      keydown: (event) => {
        const decision = decideSearchKey(event, searchKeyTarget(event.target, buttonRef.current));
        if (!decision) return;
        event.preventDefault(); // Ctrl+K is the browser's search bar; a typed character goes to the dialog's field instead
        open(decision.query);
      },
    });
  }, [open]);

  return (
    <React.Fragment>
      <ShellButton
        ref={buttonRef}
        type="button"
        data-variant="outlined"
        className="header-search"
        {...{ [ISLAND_ATTRIBUTE]: 'search' }}
        aria-label={t('app.search')}
        aria-keyshortcuts={shortcut?.aria}
        onClick={() => open('')}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
      >
        <Icon name="SearchRounded" />
        <span className="header-wide">{t('app.search')}</span>
        {/* Filled in after hydration (the platform is not known on the server); its width is reserved. */}
        <kbd className="header-search-key" aria-hidden="true">
          {shortcut?.label}
        </kbd>
      </ShellButton>
      {state ? (
        <React.Suspense fallback={null}>
          <SearchDialog key={state.session} open={state.open} initialQuery={state.query} onClose={close} />
        </React.Suspense>
      ) : null}
    </React.Fragment>
  );
}
