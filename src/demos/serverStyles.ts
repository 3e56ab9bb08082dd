/** One `<style data-emotion="key names">…</style>` tag that emotion inlines in server-rendered markup. */
const STYLE_TAG = /<style data-emotion="([^"]+)"[^>]*>[\s\S]*?<\/style>/g;

/**
 * Drops from a demo's server markup the style tags an earlier demo of the same page already emitted, and
 * records the ones it keeps. Each demo renders on its own (a fresh style cache, so a demo that throws
 * midway cannot leave the cache believing styles were emitted), which would otherwise repeat the shared
 * styles (Button, Stack…) in every demo's markup. Emotion names a style by the hash of its rules, so one
 * `data-emotion` value is one set of rules. In the browser, emotion moves every server-rendered style tag
 * to <head> when the docs' `css` cache is created (before hydration), so a demo going live does not take
 * styles away from the server markup of demos further down (e2e/demos.spec.ts checks it).
 */
export function dropEmittedStyles(html: string, emitted: Set<string>): string {
  return html.replace(STYLE_TAG, (tag, names: string) => {
    if (emitted.has(names)) return '';
    emitted.add(names);
    return tag;
  });
}
