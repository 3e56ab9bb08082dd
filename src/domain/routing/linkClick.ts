/** What a click on a link in static markup needs to know (a subset of MouseEvent and the anchor). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The anchor's `target` attribute, if any. */
  target: string | null;
  /** Whether the anchor has a `download` attribute. */
  download: boolean;
  /** The anchor's resolved URL (`anchor.href`). */
  href: string;
}

/** Whether a path names a page (routed on the client, prefetched) rather than a file (`/x/react-button.md`,
 * `/llms.txt`, `/logos/mui.svg`): a file's last segment has an extension. */
export const isPagePath = (pathname: string): boolean => !/\/[^/]+\.[a-z0-9]+$/i.test(pathname);

/**
 * The path to route to on the client for a click on a link of the static page body, or null to let the
 * browser follow it: only a plain left click (no modifier: those open tabs and windows) on a same-origin
 * link that opens in this tab, is not a download, and leads to another page (a `#hash` on the current
 * page scrolls natively; a file such as a page's Markdown twin opens in the browser).
 */
export function clientRouteForClick(click: LinkClick, location: { origin: string; pathname: string; search: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((click.target && click.target !== '_self') || click.download) return null;
  let url: URL;
  try {
    url = new URL(click.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || !isPagePath(url.pathname)) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}
