import type { SearchKeyTarget } from '../../domain/search/shortcut';

const TEXT_FIELD = 'input,textarea,select,[role=textbox],[role=searchbox],[role=combobox]';
/** Widgets with keys of their own: links and buttons, anything with an ARIA role (menus, dialogs, grids…), live demos. */
const CONTROL = 'a[href],button,summary,iframe,audio,video,[role],[tabindex]:not([tabindex="-1"]),.MuiDemo-root';

/**
 * Where a key was typed, for `decideSearchKey` (src/domain/search/shortcut.ts): the app's search button and the
 * reader's script of a page read without the app (src/gatsby/reader/reader.ts) classify it alike. No React here: the
 * reader's script imports it. `button`: the search button, whose own keys count as the page's.
 */
export function searchKeyTarget(target: EventTarget | null, button: Element | null): SearchKeyTarget {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement) || target === target.ownerDocument.body || target === button) return 'page';
  if (target.isContentEditable || target.matches(TEXT_FIELD)) return 'text';
  return target.closest(CONTROL) ? 'control' : 'page';
}
