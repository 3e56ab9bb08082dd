/**
 * How long browsers and CDNs may keep each file of `public/` (Gatsby's caching rules, and the project's own
 * content-hashed files). A file whose name carries a hash of its content never changes under that name: cached for a
 * year, without revalidation. Everything else (HTML, page data, the service worker, images under their plain names)
 * is revalidated on every use (`no-cache`: the browser keeps it and asks with its ETag, a 304 costs no body).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // The service worker, the pages and their data: always the deployed version.
  [/^\/sw\.js$/, REVALIDATE],
  [/\.html$/, REVALIDATE],
  [/^\/page-data\//, REVALIDATE],
  // Files Gatsby's webpack build emits under a content hash: imported fonts and images, scripts and styles.
  [/^\/static\//, IMMUTABLE],
  [/^\/[^/]+[.-][0-9a-f]{20}\.(js|css)$/, IMMUTABLE],
  // Demo chunks, named by the build hash (onCreateWebpackConfig's DemoChunkFilesPlugin).
  [/^\/demos\/[0-9a-f]{16,}\/[^/]+\.js$/, IMMUTABLE],
  // The project's hashed files (src/platform/hashedFiles.ts): style sheets and the docs' font, navigation, search
  // index tiers, starters.
  [/^\/(styles|nav|search|starters)\/[^/]+\.[0-9a-f]{8,64}\.(json|css|woff2)$/, IMMUTABLE],
];

/** The Cache-Control of the file served at `urlPath` (its path under `public/`, with a leading slash). */
export function cacheControlFor(urlPath: string): string {
  return RULES.find(([pattern]) => pattern.test(urlPath))?.[1] ?? REVALIDATE;
}
