import type { SearchRecord } from './types';

/**
 * Search records for tests, numbered in the order they are made (each call of `recordMaker` starts at 0): the
 * fields a test does not name are empty.
 */
export function recordMaker() {
  let id = 0;
  return (r: Partial<SearchRecord> & Pick<SearchRecord, 'url' | 'page' | 'kind' | 'product'>): SearchRecord => ({
    id: id++,
    section: '',
    names: '',
    description: '',
    text: '',
    ...r,
  });
}
