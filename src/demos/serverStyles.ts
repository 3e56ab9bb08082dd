/** One `<style data-emotion="key names">rules</style>` tag that emotion inlines in server-rendered markup. */
const STYLE_TAG = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/** The styles of a page's server-rendered demos, by emotion name (a name is one set of rules), in order. */
export type DemoStyles = Map<string, string>;

/**
 * Takes the style tags out of a demo's server markup and records their rules for the page's `<head>`.
 * Emotion inlines a demo's styles before its elements; left there, emotion's browser runtime would move
 * every one of them to `<head>` at startup, and each move makes the browser recompute the style of the
 * whole page. In the head, as one plain sheet emotion does not know, they are parsed once before any
 * content and never touched: a demo going live writes its own rules, and the demos further down keep theirs.
 * Emotion names a style by the hash of its rules, so a name recorded by an earlier demo is not repeated.
 */
export function extractDemoStyles(html: string, styles: DemoStyles): string {
  return html.replace(STYLE_TAG, (_tag, names: string, css: string) => {
    if (!styles.has(names)) styles.set(names, css);
    return '';
  });
}

/**
 * The demo styles of each page being rendered, by page path, from the demos' render until `onRenderBody`
 * (which Gatsby calls after the page's body) puts them in the head. Server only.
 */
const pages = new Map<string, DemoStyles>();

export function pageDemoStyles(pagePath: string): DemoStyles {
  let styles = pages.get(pagePath);
  if (!styles) pages.set(pagePath, (styles = new Map()));
  return styles;
}

/** The page's demo rules as one style sheet's text (empty: no demos), forgetting them. */
export function takePageDemoStyles(pagePath: string): string {
  const styles = pages.get(pagePath);
  pages.delete(pagePath);
  return styles ? [...styles.values()].join('') : '';
}
