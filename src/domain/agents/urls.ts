import { isLanguage, localizePath, type Language } from '../routing';

/**
 * Where the files for agents and for sharing live, one rule each, for the build that writes them, the heads that link
 * them and the MCP server that reads them:
 * - a page's Markdown twin is its URL without the trailing slash plus `.md` (`/material-ui/react-button/` →
 *   `/material-ui/react-button.md`, `/zh/…` too);
 * - a product's lists are under its base path (`/material-ui/llms.txt`, `/material-ui/llms-full.txt`), the site's at
 *   `/llms.txt`;
 * - a social card is `/cards/<digest of its inputs>.png`.
 */
export const TWIN_EXTENSION = '.md';

/** The twin of a page, from its canonical pathname (`/material-ui/react-button`, no trailing slash). */
export function twinUrl(pathname: string, language: Language): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return `${localizePath(trimmed === '' ? '/index' : trimmed, language)}${TWIN_EXTENSION}`;
}

export const SITE_LLMS_URL = '/llms.txt';
export const productLlmsUrl = (basePath: string): string => `${basePath.replace(/\/+$/, '')}/llms.txt`;
export const productLlmsFullUrl = (basePath: string): string => `${basePath.replace(/\/+$/, '')}/llms-full.txt`;

export const CARD_FOLDER = 'cards';
export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const cardUrl = (digest: string): string => `/${CARD_FOLDER}/${digest}.png`;

/** What a reader or an agent may give for a page: its URL (absolute or not, with or without slash, hash or query),
 * or its twin's. */
export interface PageRef {
  pathname: string;
  language: Language;
}

/**
 * The page a URL names, or null when it is no page URL of this site: `https://site/zh/material-ui/react-button/#x`,
 * `/material-ui/react-button`, `material-ui/react-button.md` all name `/material-ui/react-button`.
 */
export function parsePageRef(input: string, siteUrl: string): PageRef | null {
  let value = input.trim();
  if (value === '') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let url: URL;
    let site: URL;
    try {
      url = new URL(value);
      site = new URL(siteUrl);
    } catch {
      return null;
    }
    // Another site's URL is not ours to answer; a local server (127.0.0.1, localhost) serves this site.
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.host !== site.host && !local) return null;
    value = url.pathname;
  }
  value = value.replace(/[?#].*$/, '');
  if (!value.startsWith('/')) value = `/${value}`;
  if (value.includes('..') || value.includes('\\')) return null;
  value =
    value
      .replace(/\/index\.md$/, '/')
      .replace(/\.md$/, '')
      .replace(/\/+$/, '') || '/';
  const first = value.split('/')[1] ?? '';
  const language: Language = first !== 'en' && isLanguage(first) && `${value}/`.startsWith(`/${first}/`) ? first : 'en';
  const pathname = language === 'en' ? value : value.slice(first.length + 1) || '/';
  if (!/^\/[a-z0-9\-/]*$/i.test(pathname)) return null;
  return { pathname, language };
}
