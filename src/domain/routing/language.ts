import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../languages';

// The language table lives in src/domain/languages.ts; routing re-exports its names for URL work.
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../languages';

export interface PathInfo {
  userLanguage: Language;
  /** The path without its language prefix, hash kept. */
  canonicalAs: string;
  /** canonicalAs without the hash. */
  canonicalAsServer: string;
  /** canonicalAsServer with /api → /api-docs and one trailing slash removed ('/' stays '/'). */
  canonicalPathname: string;
}

/**
 * Splits a URL path into its language and canonical forms.
 * A two-letter prefix counts as a language only when it is a known language
 * and is followed by a slash: '/zh/x' is Chinese, '/zh' is not.
 */
export function pathnameToLanguage(pathname: string): PathInfo {
  const candidate = pathname.substring(1, 3);
  const userLanguage: Language = candidate !== DEFAULT_LANGUAGE && isLanguage(candidate) && pathname.startsWith(`/${candidate}/`) ? candidate : DEFAULT_LANGUAGE;
  const canonicalAs = userLanguage === DEFAULT_LANGUAGE ? pathname : pathname.substring(3);
  const canonicalAsServer = canonicalAs.replace(/#(.*)$/, '');
  let canonicalPathname = canonicalAsServer.replace(/^\/api/, '/api-docs');
  if (canonicalPathname !== '/') {
    canonicalPathname = canonicalPathname.replace(/\/$/, '');
  }
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

/** Prefix an internal canonical path with the language ('/x' → '/zh/x'). */
export function localizePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/')) return path;
  return `/${language}${path}`;
}

/** The URL a page is served at: language prefix plus a trailing slash (Gatsby's default). */
export function toPageUrl(canonicalPathname: string, language: Language): string {
  const [pathAndQuery, hash] = splitHash(canonicalPathname);
  const withSlash = pathAndQuery.endsWith('/') ? pathAndQuery : `${pathAndQuery}/`;
  return localizePath(withSlash, language) + (hash === undefined ? '' : `#${hash}`);
}

function splitHash(path: string): [string, string | undefined] {
  const index = path.indexOf('#');
  return index === -1 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)];
}
