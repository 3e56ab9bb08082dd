/**
 * The docs' font, IBM Plex Sans (one variable file for every weight the docs use, Latin subset; General Sans, the
 * headings' first choice, is not on the registries), declared only once this browser has the file.
 *
 * A reader's first page is drawn in the fallback stack and never swaps (no shift under the reader); once the page has
 * loaded and the browser is idle, the file is fetched without being used (`FontFace.load()`, not added to the
 * document) and its URL is remembered in storage. Pages opened after that declare the font from the head, before the
 * first layout, and preload it: the browser takes it from its cache, and a preloaded `optional` font is one Chromium's
 * first paint waits for (up to ~100 ms; without the preload the first paint may go ahead in the fallback and the font is
 * then not used on that page). A file the cache has lost since is used only if it comes within that time, never
 * swapped in later. A cold visit's first paint so waits for the HTML and the one style sheet only: no font request
 * competes with them on a slow link, and none is among what the paint waits for (Lighthouse's simulation counted the
 * fonts in the first paint's path whenever their last byte came before it: the doc page's LCP was 840 or 1,430 ms by
 * run, 834 since).
 *
 * The URL is the file's content-hashed name: a new file is fetched after load again, as on a first visit.
 */
export const DOCS_FONT_STORAGE_KEY = 'mui-docs-font';

/** The attribute of the `<style>` the head script writes the font's face into. */
export const DOCS_FONT_STYLE_ATTRIBUTE = 'data-docs-font';

export const DOCS_FONT_FAMILY = 'IBM Plex Sans';

/** The face's descriptors, as FontFace takes them and as `@font-face` writes them. */
export const DOCS_FONT_DESCRIPTORS = {
  style: 'normal',
  weight: '100 700',
  display: 'optional',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
} as const;

/** The `@font-face` rule of the docs' font at `href`. */
export function docsFontFaceCss(href: string): string {
  const d = DOCS_FONT_DESCRIPTORS;
  return `@font-face{font-family:'${DOCS_FONT_FAMILY}';font-style:${d.style};font-weight:${d.weight};font-display:${d.display};src:url(${href}) format('woff2');unicode-range:${d.unicodeRange}}`;
}

/**
 * The inline script in `<head>` (before `<body>`, so before the first layout): declares and preloads the font when
 * storage names this file, else fetches the file once the page has loaded and the browser is idle, then names it in
 * storage. Storage that throws or holds anything else counts as "not fetched yet"; a browser without FontFace keeps
 * the fallback stack.
 */
export function buildDocsFontScript(href: string): string {
  const config = JSON.stringify({
    key: DOCS_FONT_STORAGE_KEY,
    href,
    attribute: DOCS_FONT_STYLE_ATTRIBUTE,
    css: docsFontFaceCss(href),
    family: DOCS_FONT_FAMILY,
    descriptors: DOCS_FONT_DESCRIPTORS,
  });
  return `(function(c){var s=null;try{s=window.localStorage}catch(e){}
var had=null;try{had=s&&s.getItem(c.key)}catch(e){}
if(had===c.href){var st=document.createElement('style');st.setAttribute(c.attribute,'');st.textContent=c.css;document.head.appendChild(st);
var pl=document.createElement('link');pl.rel='preload';pl.as='font';pl.type='font/woff2';pl.crossOrigin='anonymous';pl.href=c.href;pl.setAttribute(c.attribute,'');document.head.appendChild(pl);return}
if(typeof FontFace!=='function')return;
function fetchFont(){try{new FontFace(c.family,'url('+c.href+')',c.descriptors).load().then(function(){try{s&&s.setItem(c.key,c.href)}catch(e){}},function(){})}catch(e){}}
function later(){(window.requestIdleCallback||function(f){return setTimeout(f,1)})(fetchFont)}
if(document.readyState==='complete')later();else window.addEventListener('load',later)
})(${config});`;
}
