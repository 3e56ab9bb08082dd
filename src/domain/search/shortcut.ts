/** What the search shortcut needs to know about a keydown (a subset of KeyboardEvent). */
export interface SearchKeydown {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** An input method is composing (Chinese, Japanese…): its keys belong to it. */
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

/**
 * Where the key was typed: `text` a field that takes text (input, textarea, select, contenteditable); `control`
 * a widget with keys of its own (a button, a link, a menu, a live demo); `page` the page itself (the body, the
 * main landmark, the search button).
 */
export type SearchKeyTarget = 'text' | 'control' | 'page';

/**
 * Whether a keydown opens the search dialog, and with what in its field (null: leave the key alone):
 * - Ctrl+K or ⌘K anywhere (both on every platform, as DocSearch does), with an empty field;
 * - `/` outside text fields, with an empty field;
 * - a printable character typed on the page itself, no Ctrl, Alt or ⌘, with that character (so typing
 *   "button" on the page searches for it). Space scrolls the page and stays its own.
 */
export function decideSearchKey(event: SearchKeydown, target: SearchKeyTarget): { query: string } | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return { query: '' };
  if (event.ctrlKey || event.metaKey || event.altKey || target === 'text') return null;
  if (event.key === '/') return { query: '' };
  // One character (a code point: `𝒳` too), not a space, not a control or format character; named keys (`Enter`, `F5`, `Dead`) are words.
  if (target === 'page' && /^[^\s\p{C}]$/u.test(event.key)) return { query: event.key };
  return null;
}

const isApple = (platform: string) => /mac|iphone|ipad|ipod/i.test(platform);

/** The shortcut the search button shows (`label`) and its `aria-keyshortcuts`: ⌘K on Apple platforms (`navigator.platform`), Ctrl+K elsewhere. */
export function getSearchShortcut(platform: string): { label: string; aria: string } {
  return isApple(platform) ? { label: '⌘K', aria: 'Meta+K' } : { label: 'Ctrl+K', aria: 'Control+K' };
}
