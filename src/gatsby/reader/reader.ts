import {
  APP_READY_EVENT,
  APP_SCRIPTS_ID,
  APP_START_EVENT,
  CONTROL_SELECTOR,
  ISLAND_ATTRIBUTE,
  ISLANDS_ROOT_ATTRIBUTE,
  islandOf,
  pressNeedsApp,
  type AppScripts,
  type Island,
} from '../../domain/page/appLoading';
import { userProperties } from '../../domain/analytics';
import { CODE_CLASS, FEEDBACK_ID } from '../../domain/markdown';
import { DEMO_ROOT_CLASS } from '../../domain/demo';
import { FEEDBACK_SECTION_ATTRIBUTE } from '../../domain/feedback/feedback';
import { CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE, getCookie, resolveCodeStyling, resolveCodeVariant } from '../../domain/preferences';
import type { Language } from '../../domain/languages';
import type { NavLabels } from '../../domain/sidebar';
import { decideSearchKey } from '../../domain/search/shortcut';
import { listen } from '../../hooks/listen';
import { searchKeyTarget } from '../../components/search/searchKeys';
import { watchScrollSpy } from '../../hooks/scrollSpy';
import { installBodyInteractions } from '../../markdown/interactions';
import { installNavInteractions, NAV_LABELS_ATTRIBUTE, NAV_PAGE_ATTRIBUTE, NAV_ROOT_ATTRIBUTE, NAV_SOURCE_ATTRIBUTE } from '../../components/nav/navInteractions';
import { cachedProductNav, loadProductNav } from '../../components/nav/navData.browser';
import { installBackToTop } from '../../components/backToTopInteractions';
import { installClickTracking, sendTagEvent } from '../../hooks/tagEvents';
import { SHELL_CLASS, TOC_CLASS } from '../../theme/classNames';

/**
 * The reader: what a documentation or API page does before, and without, the app (issue 35; the pages are chosen by
 * `readsWithoutApp`, src/domain/page/appLoading.ts). It gives the server's HTML its behaviour with the same
 * installable modules the app uses (the body's copy buttons and shortcut, the sidebar's groups, the table of
 * contents' scroll spy), and loads the app (React, MUI, Gatsby's runtime: the scripts listed in the page) the first
 * time the reader reaches for something only the app does: a control outside the parts above, the search shortcuts,
 * or a URL that asks for it. The press that asked is replayed once the app has hydrated; the app announces its start
 * (APP_START_EVENT), when the reader's listeners step aside for the app's own. The settings drawer and the search
 * dialog open alone instead, as islands (./islands.tsx), without the app, and so do the navigation drawer, the page
 * feedback and each live demo: the rest of the page stays the reader's.
 */

/**
 * The user properties as the app's AnalyticsProvider sets them once its providers have read the URL and cookies: the
 * code preferences (hash, then cookie), the page's language, the colour scheme on <html> and the OS's, the pixel ratio.
 */
export function readerUserProperties(win: Window): ReturnType<typeof userProperties> {
  const { document: doc, location } = win;
  const cookies = doc.cookie;
  const dark = (query: string) => win.matchMedia?.(query).matches ?? false;
  return userProperties({
    codeVariant: resolveCodeVariant({ hash: location.hash, cookie: getCookie(cookies, CODE_VARIANT_COOKIE) }),
    codeStylingVariant: resolveCodeStyling({ hash: location.hash, cookie: getCookie(cookies, CODE_STYLING_COOKIE) }),
    userLanguage: doc.documentElement.lang.startsWith('zh') ? 'zh' : 'en',
    colorScheme: doc.documentElement.classList.contains('dark') ? 'dark' : 'light',
    colorSchemeOS: dark('(prefers-color-scheme: dark)') ? 'dark' : 'light',
    devicePixelRatio: win.devicePixelRatio || 1,
  });
}

export interface ReaderDeps {
  /** Adds the app's scripts to the document (in the browser: script elements, in order). */
  loadScripts: (srcs: string[]) => void;
  /** Whether the URL asks for the app at once (the production-error decoder's `?code=`). */
  needsAppAtOnce?: boolean;
  /**
   * The islands (in the browser: the reader's chunk ./islands.tsx): `open` mounts them the first time and opens one,
   * rejecting when they cannot mount (the reader then loads the app for the same press); `prefetch` fetches their code.
   */
  islands?: {
    open: (island: Island, query: string, opener: HTMLElement | null) => Promise<void>;
    prefetch: () => void;
  };
}

/**
 * A live demo with its toolbar: all of it but its links needs React (its server markup waits for the reader's first
 * interaction): its island's, or the app's.
 */
const DEMO_SELECTOR = `.${DEMO_ROOT_CLASS}`;

/** The "comment on this section" links: they open the feedback form (an island: ./islands.tsx). */
const FEEDBACK_SECTION_SELECTOR = `[${FEEDBACK_SECTION_ATTRIBUTE}]`;

/** The regions whose controls the reader serves itself (pressNeedsApp). */
const OWNED_SELECTOR = [`[${NAV_ROOT_ATTRIBUTE}]`, `.${CODE_CLASS.root}`, `.${TOC_CLASS}`, `.${SHELL_CLASS.backToTop}`, `[${ISLANDS_ROOT_ATTRIBUTE}]`].join(', ');

/** The table of contents' scroll spy on the server's markup (the app's is useScrollSpy: both watchScrollSpy). */
function installTocSpy(win: Window): () => void {
  const doc = win.document;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(`.${TOC_CLASS} a[href^="#"]`)];
  if (links.length === 0) return () => undefined;
  const hashOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  let active: HTMLAnchorElement | null = null;
  const mark = (hash: string | null) => {
    const link = links.find((candidate) => hashOf(candidate) === hash) ?? null;
    if (link === active) return;
    active?.classList.remove('toc-active');
    active?.removeAttribute('aria-current');
    link?.classList.add('toc-active');
    link?.setAttribute('aria-current', 'location');
    active = link;
  };
  const spy = watchScrollSpy(win, links.map(hashOf), mark);
  // A plain click on a link marks it at once (as the app's ToC does), even a last one whose heading cannot reach the top.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`.${TOC_CLASS} a[href^="#"]`) : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    spy.activate(hashOf(link));
  };
  const stopClicks = listen(doc, { click: onClick });
  return () => {
    spy.stop();
    stopClicks();
    mark(null); // the server's markup again: the app's hydration compares against it
  };
}

/** The sidebar lists' behaviour, from what their attributes say (the app's is NavTree's, with the same module). */
function installNavLists(doc: Document, language: Language): () => void {
  const stops = [...doc.querySelectorAll<HTMLElement>(`[${NAV_ROOT_ATTRIBUTE}]`)].flatMap((list) => {
    const url = list.getAttribute(NAV_SOURCE_ATTRIBUTE) ?? '';
    const labels = JSON.parse(list.getAttribute(NAV_LABELS_ATTRIBUTE) ?? 'null') as (NavLabels & { idPrefix: string }) | null;
    // A fixed list (the links under the product's) has no groups to open; a list without its labels is left alone.
    if (!url.startsWith('/') || !labels) return [];
    const pathname = (list.getAttribute(NAV_PAGE_ATTRIBUTE) ?? '').replace(/^[a-z]+:/, '');
    const source = { name: url, cached: () => cachedProductNav(url)?.tree ?? null, load: async () => (await loadProductNav(url)).tree };
    return [installNavInteractions(list, { source, page: { pathname, language }, labels, idPrefix: labels.idPrefix })];
  });
  return () => stops.forEach((stop) => stop());
}

/** A page the reader may open next, fetched in the background on hover (the service worker keeps what it fetches). */
function prefetchPage(doc: Document, pathname: string) {
  if ([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((existing) => existing.getAttribute('href') === pathname)) return;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = pathname;
  doc.head.appendChild(link);
}

/** Installs the reader on a page; returns the function that removes it (the app's start and readiness remove it in two steps). */
export function installReader(win: Window, deps: ReaderDeps): () => void {
  const doc = win.document;
  const language = (doc.documentElement.lang.startsWith('zh') ? 'zh' : 'en') as Language;
  let loading = false;
  let pending: (() => void) | null = null;
  let keysPending = false; // `pending` replays keys (typed while the app loads: all of them, in order)
  // Keeps what to replay once the app has hydrated: a press replaces what was kept, a key adds to the keys kept.
  const keep = (replay: () => void, key: boolean) => {
    const before = key && keysPending ? pending : null;
    pending = before
      ? () => {
          before();
          replay();
        }
      : replay;
    keysPending = key;
  };

  const loadApp = () => {
    if (loading) return;
    loading = true;
    const { scripts, globals } = JSON.parse(doc.getElementById(APP_SCRIPTS_ID)?.textContent ?? '{"scripts":[],"globals":{}}') as AppScripts;
    Object.assign(win, globals);
    deps.loadScripts(scripts);
  };

  // A section's comment link opens the feedback: the island's once it is drawn (it listens for those links itself).
  const feedbackIsland = () => doc.querySelector(`[${ISLANDS_ROOT_ATTRIBUTE}] #${FEEDBACK_ID}`) !== null;
  const needsApp = (target: Element) =>
    pressNeedsApp(target, OWNED_SELECTOR) ||
    (target.closest(FEEDBACK_SECTION_SELECTOR) !== null && !feedbackIsland()) ||
    (target.closest(DEMO_SELECTOR) !== null && !target.closest('a[href]') && !target.closest(`[${ISLANDS_ROOT_ATTRIBUTE}]`));

  // The island a press or a key opens alone: none once the app is on its way (it serves every press from then on).
  const aloneIsland = (island: Island | null): Island | null => (deps.islands && !loading && island ? island : null);
  const openAlone = (island: Island, query: string, opener: HTMLElement | null, replay: () => void, key: boolean) => {
    deps.islands?.open(island, query, opener).catch(() => {
      keep(replay, key); // the islands could not mount: the app serves the same press or key
      loadApp();
    });
  };

  // A press on a control only the app serves, or in a demo: kept, the app loaded, the press replayed on the same
  // element once the app has hydrated (hydration keeps the server's elements; a demo replays it on its live markup).
  const onPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !needsApp(target)) return;
    event.preventDefault();
    event.stopPropagation();
    const control = target.closest<HTMLElement>(`${CONTROL_SELECTOR}, ${FEEDBACK_SECTION_SELECTOR}`) ?? (target as HTMLElement);
    const island = aloneIsland(islandOf(target));
    if (island) return openAlone(island, '', control, () => control.click(), false);
    keep(() => control.click(), false);
    loadApp();
  };
  // The keys that open the search, as the app's search button decides them (Ctrl/⌘+K, `/`, a character typed on
  // the page: the field starts with it). Typed while the app loads, each is replayed in turn.
  const onKey = (event: KeyboardEvent) => {
    const decision = decideSearchKey(event, searchKeyTarget(event.target, doc.querySelector(`[${ISLAND_ATTRIBUTE}="search"]`)));
    if (!decision) return;
    event.preventDefault();
    const { key, ctrlKey, metaKey, shiftKey, altKey } = event;
    const replay = () => doc.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey, metaKey, shiftKey, altKey, bubbles: true, cancelable: true }));
    if (aloneIsland('search')) return openAlone('search', decision.query, doc.activeElement instanceof HTMLElement ? doc.activeElement : null, replay, true);
    keep(replay, true);
    loadApp();
  };
  // The app is near once the reader points at or focuses one of its controls or a demo: it starts loading then (an
  // island's control: the island's code).
  const onNear = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !needsApp(target)) return;
    if (aloneIsland(islandOf(target))) deps.islands?.prefetch();
    else loadApp();
  };

  // The page's behaviours step aside when the app starts, so that hydration finds the server's markup.
  const behaviours = [
    installBodyInteractions(doc, { navigate: (path) => win.location.assign(path), prefetch: (path) => prefetchPage(doc, path) }),
    installNavLists(doc, language),
    installTocSpy(win),
    installBackToTop(doc),
  ];
  // The presses, keys and clicks the reader keeps or counts go on until the app has hydrated (its listeners are
  // effects): a Ctrl+K or a press while it hydrates is kept and replayed too.
  const captures = [
    installClickTracking(doc, { send: sendTagEvent, random: () => (win.docsAnalytics?.random ?? Math.random)() }),
    listen(doc, { click: onPress, keydown: onKey, pointerover: onNear, focusin: onNear }, { capture: true }),
  ];
  const stepAside = () => {
    loading = true; // the app is starting: its scripts are never added again
    behaviours.splice(0).forEach((stop) => stop());
  };
  const onReady = () => {
    captures.splice(0).forEach((stop) => stop());
    const replay = pending;
    pending = null;
    keysPending = false;
    replay?.();
  };
  const remove = () => {
    stepAside();
    captures.splice(0).forEach((stop) => stop());
    win.removeEventListener(APP_START_EVENT, stepAside);
    win.removeEventListener(APP_READY_EVENT, onReady);
  };
  win.addEventListener(APP_START_EVENT, stepAside, { once: true });
  win.addEventListener(APP_READY_EVENT, onReady, { once: true });
  if (deps.needsAppAtOnce) loadApp();
  return remove;
}
