import * as React from 'react';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../domain/preferences';
import { addRecentSearch, parseRecentSearches, serializeRecentSearches, type RecentSearch } from '../../domain/search/recent';
import { readStorage, writeStorage } from '../../providers/storage';

/** The recent searches in localStorage (read when the dialog opens: it only renders in the browser). */
export function useRecentSearches() {
  const [recent, setRecent] = React.useState<RecentSearch[]>(() => parseRecentSearches(readStorage(RECENT_SEARCHES_STORAGE_KEY)));
  const save = (list: RecentSearch[]) => {
    writeStorage(RECENT_SEARCHES_STORAGE_KEY, serializeRecentSearches(list));
    setRecent(list);
  };
  return {
    recent,
    // Read again before adding: another tab may have added some since the dialog opened.
    add: (entry: RecentSearch) => save(addRecentSearch(parseRecentSearches(readStorage(RECENT_SEARCHES_STORAGE_KEY)), entry)),
    clear: () => save([]),
  };
}
