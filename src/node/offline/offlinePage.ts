/**
 * The offline page: the server HTML of the `/offline/` page (the site's shell, its style sheets and the
 * no-flash colour-mode script) without Gatsby's runtime. The worker serves it at whatever URL the reader asked
 * for, so it must not boot the app (Gatsby would replace the URL with /offline/ and then fail to load the page's
 * data); a few lines of its own reload the page when the reader presses "Try again" or the connection returns.
 */

/**
 * Reloads on "Try again", and when the browser is back online and still is a second later (a connection that
 * flaps does not reload the page over and over); the page is plain HTML otherwise.
 */
export const OFFLINE_PAGE_SCRIPT =
  '(function(){function r(){location.reload()}' +
  "addEventListener('online',function(){setTimeout(function(){if(navigator.onLine)r()},1000)});" +
  "document.querySelectorAll('[data-offline-retry]').forEach(function(b){b.addEventListener('click',r)})})();";

const RUNTIME_START = '<script id="gatsby-script-loader">';
const RUNTIME_END = /<!-- slice-end id="_gatsby-scripts-1" -->/;

/**
 * Removes Gatsby's runtime from a page's server HTML (the page path, chunk map, compilation hash and script
 * tags, which Gatsby writes together at the end of the body) and adds the offline page's own script.
 * Throws when the runtime block is not where Gatsby puts it, so a change in Gatsby's output fails the build.
 */
export function toOfflineHtml(html: string, source: string): string {
  const start = html.indexOf(RUNTIME_START);
  const end = RUNTIME_END.exec(html);
  if (start === -1 || !end || end.index < start) {
    throw new Error(`${source}: Gatsby's script block (${RUNTIME_START} … slice-end) was not found; the offline page cannot be made from it.`);
  }
  const withoutRuntime = html.slice(0, start) + html.slice(end.index + end[0].length);
  if (/<script[^>]+\bsrc=/.test(withoutRuntime) || !withoutRuntime.includes('</body>')) {
    throw new Error(`${source}: scripts remain outside Gatsby's script block; the offline page would boot the app.`);
  }
  return withoutRuntime.replace('</body>', `<script>${OFFLINE_PAGE_SCRIPT}</script></body>`);
}

/**
 * The files of the shell the offline page links to (style sheets, preloaded fonts, icon) and the docs' font its head
 * script names (src/domain/fonts/docsFont.ts), as site paths.
 */
export function linkedFiles(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/"(\/styles\/[^"]+\.woff2)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="(\/[^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="(stylesheet|preload|icon)"/.test(tag)) found.add(href);
  }
  return [...found].sort();
}
