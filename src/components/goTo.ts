import { navigate } from 'gatsby';

/**
 * Goes to a page of the site: Gatsby's client-side navigation when its runtime runs (the app), a page load otherwise
 * (an island on a page read without the app: src/gatsby/reader/islands.tsx, where Gatsby's navigation is not there).
 */
export function goTo(href: string, win: Pick<Window, 'location'> = window): void {
  if (typeof (win as { ___navigate?: unknown }).___navigate === 'function') void navigate(href);
  else win.location.assign(href);
}

/** A plain left click, which the page follows itself (a modified one opens a tab or window: the browser's). */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
