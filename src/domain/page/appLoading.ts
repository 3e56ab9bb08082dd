/**
 * Reading without the app (issue 35): which pages are drawn from their server HTML with a small script of their own
 * (the reader: src/gatsby/reader/) and load React, MUI and Gatsby's runtime only when the reader first needs them,
 * and which reader actions are that need. The build's switch is `features.deferredApp` in src/config/site.json.
 */
import { FEEDBACK_SECTION_ATTRIBUTE } from '../feedback/feedback';
import { getProductTraits } from '../products';

/** The templates whose pages are read without the app on load: documentation and API pages. */
const READER_TEMPLATE_CHUNKS: ReadonlySet<string> = new Set(['component---src-templates-doc-page-tsx', 'component---src-templates-reference-page-tsx']);
/** Pages with live demos: read without the app too, unless their product's demos cannot wait for the reader. */
const DEMO_TEMPLATE_CHUNK = 'component---src-templates-demo-page-tsx';

/**
 * Whether a page (Gatsby's component chunk name, its context's product) is read without the app on load. Demo pages
 * are, as their demos already wait for the reader's first interaction (src/domain/demo/goLive.ts), except a
 * product's whose demos go live in view without it (`liveInView`: the data grid, charts) or live in frames that
 * the reader's script does not listen in (`framedDemos`).
 */
export function readsWithoutApp({ componentChunkName, productId }: { componentChunkName?: string; productId?: string }): boolean {
  if (READER_TEMPLATE_CHUNKS.has(componentChunkName ?? '')) return true;
  if (componentChunkName !== DEMO_TEMPLATE_CHUNK) return false;
  const { framedDemos, liveInView } = getProductTraits(productId ?? '');
  return !framedDemos && !liveInView;
}

export interface AppAtOnceInput {
  pathname: string;
  search: string;
  /** The page has live demos. */
  hasDemos: boolean;
  /** The stored theme settings (direction, density, spacing, colours) are the defaults the server's HTML has. */
  defaultThemeStyles: boolean;
  /** The code preferences (demo hash, then cookies) are the defaults the server rendered the demos with. */
  defaultCodePreferences: boolean;
  /** The reader's vote on this page or a comment not sent yet is kept (the feedback widget shows them). */
  feedbackKept: boolean;
}

/**
 * Whether a page read without the app needs it at once: the production-error decoder's `?code=`, theme settings
 * other than the server's (the app writes their style sheets), feedback the reader left on the page (their vote
 * shown pressed, their unsent comment back in the form), or, on a page with demos, code preferences other than
 * those its demos were rendered with (the app shows the chosen source at once, as it does on every page).
 */
export function appNeededAtOnce({ pathname, search, hasDemos, defaultThemeStyles, defaultCodePreferences, feedbackKept }: AppAtOnceInput): boolean {
  if (/\/production-error\/?$/.test(pathname) && new URLSearchParams(search).has('code')) return true;
  return !defaultThemeStyles || feedbackKept || (hasDemos && !defaultCodePreferences);
}

/** The webpack entry of the reader's script (src/node/onCreateWebpackConfig.ts). */
export const READER_ENTRY = 'reader';
/** The id of the JSON of the app's scripts in a reader page (AppScripts), loaded on first need. */
export const APP_SCRIPTS_ID = 'docs-app-scripts';

/**
 * What a reader page lists in its APP_SCRIPTS_ID element: the app's scripts in order and the globals Gatsby's runtime
 * reads first (loaded by the reader on first need), and the reader's own scripts (loaded after the first frame).
 */
export interface AppScripts {
  scripts: string[];
  globals: Record<string, unknown>;
  reader?: string[];
}

/**
 * The inline script that starts the reader's scripts (webpack's runtime, the reader) once the page's first contentful
 * paint is reported (the paint timing entry, which comes after the frame is presented), not while it is parsed: on a
 * slow link the page's HTML, sheet and text get the connection and the main thread first (a reader needs none of the
 * script to read). In order, each once. Without paint timing, after the first frame; a tab that paints nothing (in the
 * background) starts them within a second. The same text on every page (one hash in the Content-Security-Policy).
 */
export function buildReaderLoaderScript(): string {
  return [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    `var list=JSON.parse(document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)}).textContent).reader||[];`,
    "for(var i=0;i<list.length;i++){var s=document.createElement('script');s.src=list[i];s.async=false;document.body.appendChild(s)}}",
    'var later=function(){setTimeout(start,0)};',
    "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)",
    "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)later()}).observe({type:'paint',buffered:true});",
    'else requestAnimationFrame(later);',
    'setTimeout(start,1000)})()',
  ].join('');
}
/** Dispatched on `window` by the app before it hydrates: the reader removes its listeners. */
export const APP_START_EVENT = 'docs:app-start';
/** Dispatched on `window` once the app has hydrated: the reader replays the action that asked for it. */
export const APP_READY_EVENT = 'docs:app-ready';

/** webpack's runtime: run by the reader's script and, later, by the app's (one runtime, one module registry). */
const isRuntime = (src: string) => /(^|\/)webpack-runtime-[^/]*\.js$/.test(src);

/**
 * The app's scripts (its entry's files, in order) split for the reader: the runtime and the reader's own files run
 * now; the app's (framework, app) wait, in their order, for the first need.
 */
export function splitPageScripts(appScripts: readonly string[], readerScripts: readonly string[]): { now: string[]; later: string[] } {
  const runtime = appScripts.filter(isRuntime);
  const now = [...runtime, ...readerScripts.filter((src) => !isRuntime(src))];
  return { now: [...new Set(now)], later: appScripts.filter((src) => !isRuntime(src) && !now.includes(src)) };
}

/** The controls that are the app's unless the reader's script serves them (`ownedSelector`). */
export const CONTROL_SELECTOR = 'button, input, textarea, select, [role="button"], [role="combobox"], [role="menuitem"], [role="switch"]';

/**
 * Whether the reader must load the app for a press on an element (a `closest` lookup from the press's target). The
 * reader's script itself serves links, the page body's controls (copy buttons), the sidebar's lists and the table
 * of contents: the regions `ownedSelector` names. Any other control (search, settings, menus, the mobile drawer,
 * feedback, page actions) is the app's; text and native `<details>` are nobody's.
 */
export function pressNeedsApp(target: { closest(selector: string): unknown }, ownedSelector: string): boolean {
  return Boolean(target.closest(CONTROL_SELECTOR)) && !target.closest(ownedSelector);
}

/**
 * The parts of the app a page read without it mounts alone, as islands (src/gatsby/reader/islands.tsx), without
 * loading and hydrating the whole app: the settings drawer, the search dialog and the small screens' navigation
 * drawer, named on their controls, the page feedback widget (named on its section; the headings' "comment on this
 * section" links open it too), each live demo with its toolbar (named on its root) and the page's actions ("Copy
 * page", named on their group).
 */
export const ISLANDS = ['settings', 'search', 'nav', 'feedback', 'demo', 'actions'] as const;
export type Island = (typeof ISLANDS)[number];
/** The attribute naming the island a control opens (`data-island="settings"`). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The attribute of the element the islands mount in (their dialogs' portals go there too): the reader leaves it alone. */
export const ISLANDS_ROOT_ATTRIBUTE = 'data-docs-islands';

/** The island an element opens, if it or a control around it names one (a section's feedback link: the feedback). */
export function islandOf(target: { closest(selector: string): { getAttribute(name: string): string | null } | null }): Island | null {
  if (target.closest(`[${FEEDBACK_SECTION_ATTRIBUTE}]`)) return 'feedback';
  const island = target.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE) ?? null;
  return (ISLANDS as readonly string[]).includes(island ?? '') ? (island as Island) : null;
}

/**
 * What the reader notes on `window` of what it sent to analytics, so that the app starting later does not send it
 * again: the page it sent a view for, the user properties it set (serialized), whether it started web vitals.
 */
export interface ReaderNote {
  /** The reader's behaviours are installed (it runs after the first frame: buildReaderLoaderScript). */
  docsReaderStarted?: boolean;
  docsReaderPageView?: string;
  docsReaderUserProperties?: string;
  docsReaderWebVitals?: boolean;
}

/** Whether the reader already sent this page's view (and forgets it: a later visit of the same page is a view). */
export function takeReaderPageView(note: ReaderNote, pathname: string): boolean {
  const sent = note.docsReaderPageView === pathname;
  delete note.docsReaderPageView;
  return sent;
}
