import { LANGUAGE_INFO, LANGUAGES } from '../domain/languages';
import { pathnameToLanguage, toPageUrl } from '../domain/routing';

/**
 * `/sitemap.xml` and `/robots.txt`, written after the build (onPostBuild). The sitemap lists every page in every
 * language; each URL names its versions in the other languages (`xhtml:link` alternates, as the pages' heads do), when
 * the build made them.
 */

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of the given page paths (`/material-ui/react-button/`, `/zh/material-ui/react-button/`). */
export function buildSitemap(paths: string[], siteUrl: string): string {
  const existing = new Set(paths);
  const entries = [...existing].sort().map((pagePath) => {
    const { canonicalAsServer } = pathnameToLanguage(pagePath);
    const versions = LANGUAGES.map((language) => ({ language, url: toPageUrl(canonicalAsServer, language) })).filter((v) => existing.has(v.url));
    const alternates =
      versions.length > 1
        ? [
            ...versions.map((v) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_INFO[v.language].tag}" href="${escapeXml(siteUrl + v.url)}"/>`),
            ...versions.filter((v) => v.language === 'en').map((v) => `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + v.url)}"/>`),
          ]
        : [];
    return [`  <url>`, `    <loc>${escapeXml(siteUrl + pagePath)}</loc>`, ...alternates, `  </url>`].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Every crawler may read everything but the server's functions; the sitemap is named. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
