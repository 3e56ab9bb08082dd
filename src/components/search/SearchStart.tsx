import * as React from 'react';
import Button from '@mui/material/Button';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import type { Translate } from '../../domain/i18n';
import type { RecentSearch } from '../../domain/search/recent';

interface SearchStartProps {
  recent: RecentSearch[];
  popular: Array<{ url: string; page: string }>;
  onClear: () => void;
  /** Localizes a canonical URL. */
  href: (url: string) => string;
  /** A plain click on one of the links (the dialog routes on the client and closes). */
  onGo: (event: React.MouseEvent<HTMLAnchorElement>, url: string, recent?: RecentSearch) => void;
  /** ArrowUp on the first link: back to the field. */
  onLeaveTop: () => void;
  t: Translate;
  /** The root's id (the dialog finds the first link by it); the headings' ids derive from it. */
  id: string;
}

/** Up and Down move between the start screen's links (Down in the field reaches the first). */
function moveFocus(event: React.KeyboardEvent<HTMLElement>, onLeaveTop: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(event.target as HTMLAnchorElement);
  if (at === -1) return;
  event.preventDefault();
  const next = at + (event.key === 'ArrowDown' ? 1 : -1);
  if (next < 0) onLeaveTop();
  else links[Math.min(next, links.length - 1)].focus();
}

/** The empty query's screen: recent searches (with Clear) and popular destinations, as links in the reader's language. */
export function SearchStart({ recent, popular, onClear, href, onGo, onLeaveTop, t, id }: SearchStartProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys between the links inside; each link is its own control
    <div id={id} className="search-body" onKeyDown={(event) => moveFocus(event, onLeaveTop)}>
      {recent.length > 0 ? (
        <section aria-labelledby={`${id}-recent`}>
          <div className="search-section-head">
            <h2 id={`${id}-recent`} className="search-section-title">
              {t('search.recent')}
            </h2>
            <Button size="small" onClick={onClear} aria-describedby={`${id}-recent`}>
              {t('search.clearRecent')}
            </Button>
          </div>
          <ul className="search-links">
            {recent.map((entry) => (
              <li key={entry.url}>
                <a className="search-item" href={href(entry.url)} onClick={(event) => onGo(event, entry.url, entry)}>
                  <HistoryRounded />
                  <span className="search-item-text">
                    <span className="search-item-title">{entry.page}</span>
                    {entry.query ? <span className="search-item-query">{entry.query}</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-popular`}>
        <div className="search-section-head">
          <h2 id={`${id}-popular`} className="search-section-title">
            {t('search.popular')}
          </h2>
        </div>
        <ul className="search-links">
          {popular.map((entry) => (
            <li key={entry.url}>
              <a className="search-item" href={href(entry.url)} onClick={(event) => onGo(event, entry.url)}>
                <TrendingUpRounded />
                <span className="search-item-text">
                  <span className="search-item-title">{entry.page}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
