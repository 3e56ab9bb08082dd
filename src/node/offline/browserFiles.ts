/** Where the browser build lists the files it emitted (written by onCreateWebpackConfig's EmittedFilesPlugin). */
export const BROWSER_FILES_LIST = '.cache/docs-offline/browser-files.json';

/**
 * The files of a browser build the service worker precaches: every script and style sheet except the demos'
 * (under demos/, loaded only with a demo: kept when a reader loads them) and licence texts. This is the app,
 * its templates and every feature loaded on first use (search, settings, menus), so they all work offline.
 */
export function precachedScripts(emitted: string[]): string[] {
  return emitted.filter((name) => /\.(js|css)$/.test(name) && !name.startsWith('demos/') && !name.includes('/')).map((name) => `/${name}`);
}
