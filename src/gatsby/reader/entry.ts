import { twinUrl } from '../../domain/agents/urls';
import type { Language } from '../../domain/languages';
import { appNeededAtOnce, type ReaderNote } from '../../domain/page/appLoading';
import { DEMO_ROOT_CLASS } from '../../domain/demo';
import { draftKey, voteKey } from '../../domain/feedback/feedback';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  INITIAL_THEME_STATE,
  THEME_STATE_STORAGE_KEY,
  hasDefaultThemeStyles,
  parseStoredThemeState,
} from '../../domain/preferences';
import { getProductInfoFromUrl, pathnameToLanguage } from '../../domain/routing';
import { DEFAULT_WEB_VITALS_RATE, pageViewEvent } from '../../domain/analytics';
import { ADS_ENABLED, adSlotDeps } from '../../components/ads/slotConfig';
import { sendTagEvent, startWebVitals } from '../../hooks/tagEvents';
import { AD_CLASS } from '../../theme/classNames';
import { NAV_ROOT_ATTRIBUTE, NAV_SOURCE_ATTRIBUTE } from '../../components/nav/navInteractions';
import { startOfflineReading } from '../../components/offline/startOffline';
import { installReader, readerUserProperties } from './reader';
import { pageDataUrl } from '../../domain/offline/policy';
import type { IslandPageData } from '../../domain/page/routeData';

/**
 * The reader's script (webpack entry `reader`, src/node/onCreateWebpackConfig.ts), the only script a documentation or
 * API page runs on load besides webpack's runtime: the page's behaviours (src/gatsby/reader/reader.ts), its page view,
 * and the service worker, as the app's shell does them.
 */

const appendScripts = (srcs: string[]) => {
  for (const src of srcs) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order: the framework, then the app (which loads the template itself)
    document.body.appendChild(script);
  }
};
/**
 * The app's scripts, after the build's compilation hash (`___webpackCompilationHash`), which Gatsby's runtime compares
 * with its data's and reloads the page on a difference: read from the build's app-data.json, not written in the page
 * (it changes with every edit, the page's scripts do not). Unreadable (offline, nothing cached): the scripts anyway.
 */
const loadScripts = (srcs: string[]) => {
  fetch('/page-data/app-data.json')
    .then((response) => (response.ok ? (response.json() as Promise<{ webpackCompilationHash?: string }>) : null))
    .then((data) => {
      if (data?.webpackCompilationHash) (window as { ___webpackCompilationHash?: string }).___webpackCompilationHash = data.webpackCompilationHash;
    })
    .catch(() => undefined)
    .finally(() => appendScripts(srcs));
};

const { pathname, search } = window.location;
const properties = readerUserProperties(window);
const { userLanguage, canonicalAsServer } = pathnameToLanguage(pathname);
const language = userLanguage as Language;
const stored = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage refused: nothing kept
  }
};
const pagePath = canonicalAsServer.replace(/\/$/, ''); // as the page's context names it (the feedback's keys)
const loadIslands = () => import('./islands');
let pageData: Promise<IslandPageData> | null = null;
// The page's data is fetched beside the islands' code (not after it); a failure is fetched again on the next opening.
const fetchPageData = () =>
  (pageData ??= fetch(pageDataUrl(pathname)).then((r) => (r.ok ? (r.json() as Promise<IslandPageData>) : Promise.reject(new Error(`HTTP ${r.status}`)))));
installReader(window, {
  loadScripts,
  islands: {
    open: (island, query, opener) => {
      const data = fetchPageData().catch((error: unknown) => {
        pageData = null;
        throw error;
      });
      data.catch(() => undefined); // awaited by the islands; this one only keeps a failure from being unhandled
      return loadIslands().then(({ openIsland }) => openIsland(island, query, opener, () => data));
    },
    prefetch: () => void loadIslands().catch(() => undefined), // a failed prefetch is fetched again on open
  },
  needsAppAtOnce: appNeededAtOnce({
    pathname,
    search,
    hasDemos: document.querySelector(`.${DEMO_ROOT_CLASS}`) !== null,
    defaultThemeStyles: hasDefaultThemeStyles({ ...INITIAL_THEME_STATE, ...parseStoredThemeState(stored(() => window.localStorage, THEME_STATE_STORAGE_KEY)) }),
    feedbackKept: stored(() => window.localStorage, voteKey(pagePath)) !== null || stored(() => window.sessionStorage, draftKey(pagePath, null)) !== null,
    defaultCodePreferences: properties.codeVariant === DEFAULT_CODE_VARIANT && properties.codeStylingVariant === DEFAULT_CODE_STYLING,
  }),
});
(window as ReaderNote).docsReaderStarted = true;

// One page view per page (the app, starting later, does not send it again: takeReaderPageView).
const { productId, productCategoryId } = getProductInfoFromUrl(canonicalAsServer);
sendTagEvent(pageViewEvent({ title: document.title, pathname, productId, productCategoryId }));
(window as ReaderNote).docsReaderPageView = pathname;
window.gtag?.('set', 'user_properties', properties);
(window as ReaderNote).docsReaderUserProperties = JSON.stringify(properties);
startWebVitals({ send: sendTagEvent, random: Math.random(), rate: window.docsAnalytics?.webVitalsRate ?? DEFAULT_WEB_VITALS_RATE });
(window as ReaderNote).docsReaderWebVitals = true;

const idle = (run: () => void) => (window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1)))(run);
const afterLoad = (run: () => void) => (document.readyState === 'complete' ? idle(run) : window.addEventListener('load', () => idle(run), { once: true }));

// The sponsor slot's turn: after load, drawn by the slot's own module (the app, if it starts, adopts what it drew).
const adSlot = document.querySelector<HTMLElement>(`.${AD_CLASS.root}`);
if (adSlot && ADS_ENABLED) {
  afterLoad(() => {
    import('../../components/ads/slotContent').then(
      ({ installAdSlot, AD_INSTALLED_ATTRIBUTE }) => {
        if (!adSlot.hasAttribute(AD_INSTALLED_ATTRIBUTE)) installAdSlot(adSlot, adSlotDeps(language));
      },
      () => undefined, // offline or blocked: the slot stays empty, its room kept
    );
  });
}

// Offline reading: the worker (production host only), this page and its product's main pages kept, when idle.
startOfflineReading({
  pageUrl: pathname,
  language,
  navUrl: document.querySelector(`[${NAV_ROOT_ATTRIBUTE}="product"]`)?.getAttribute(NAV_SOURCE_ATTRIBUTE) ?? null,
  twin: twinUrl(canonicalAsServer, language),
});
