import * as React from 'react';
import { takeReaderPageView, type ReaderNote } from '../domain/page/appLoading';
import { DEFAULT_WEB_VITALS_RATE, pageViewEvent, userProperties } from '../domain/analytics';
import type { Language } from '../domain/languages';
import type { RouteData } from '../domain/page/routeData';
import type { ColorScheme } from '../domain/preferences';
import { installClickTracking, sendTagEvent, startWebVitals } from '../hooks/tagEvents';
import { useCodePreferences } from './CodePreferencesProvider';
import { useThemeState } from './ThemeStateProvider';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    /** Run-time overrides (tests): the share of sessions that report web vitals, the draws of click sampling. */
    docsAnalytics?: { webVitalsRate?: number; random?: () => number };
  }
}

export { sendTagEvent };

interface Analytics {
  /** The page's language, for the `userLanguage` user property (the page shell reports it). */
  setUserLanguage: (language: Language) => void;
}

const AnalyticsContext = React.createContext<Analytics | null>(null);

const osScheme = (): ColorScheme => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/** The OS colour scheme and the device pixel ratio, followed as they change (zoom, moving to another screen). */
function useDeviceProperties() {
  const [device, setDevice] = React.useState<{ colorSchemeOS: ColorScheme; devicePixelRatio: number } | null>(null);
  React.useEffect(() => {
    const read = () => setDevice({ colorSchemeOS: osScheme(), devicePixelRatio: window.devicePixelRatio || 1 });
    read();
    const scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
    let resolution: MediaQueryList | undefined;
    const watchResolution = () => {
      resolution?.removeEventListener('change', onResolution);
      resolution = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      resolution?.addEventListener('change', onResolution);
    };
    function onResolution() {
      read();
      watchResolution();
    }
    watchResolution();
    scheme?.addEventListener('change', read);
    return () => {
      scheme?.removeEventListener('change', read);
      resolution?.removeEventListener('change', onResolution);
    };
  }, []);
  return device;
}

/**
 * Usage analytics, for every page: clicks on elements marked with `data-ga-event-*` (one
 * document listener), the user properties (sent after hydration and again when one changes), and web vitals
 * for a sampled share of sessions (the library loads only then). Page views come from the page shell
 * (`usePageAnalytics`). Everything goes through `window.gtag`, which queues until the Google tag loads, if a
 * measurement id was configured at build; without one nothing leaves the page.
 */
export function AnalyticsProvider({ children }: { children: React.ReactNode }) {
  const { codeVariant, codeStyling } = useCodePreferences();
  const { paletteMode } = useThemeState();
  const device = useDeviceProperties();
  const [userLanguage, setUserLanguage] = React.useState<Language | null>(null);
  // The properties a page read without the app set as it loaded (src/gatsby/reader/): the same ones are not set again.
  const lastSent = React.useRef(typeof window === 'undefined' ? '' : ((window as ReaderNote).docsReaderUserProperties ?? ''));

  React.useEffect(() => installClickTracking(document, { send: sendTagEvent, random: () => (window.docsAnalytics?.random ?? Math.random)() }), []);

  React.useEffect(() => {
    // A page read without the app started them as it loaded (src/gatsby/reader/).
    if ((window as ReaderNote).docsReaderWebVitals) return;
    startWebVitals({ send: sendTagEvent, random: Math.random(), rate: window.docsAnalytics?.webVitalsRate ?? DEFAULT_WEB_VITALS_RATE });
  }, []);

  React.useEffect(() => {
    if (!device || !userLanguage) return undefined;
    // After the providers above have settled what they read after hydration (their effects run after this
    // one: the code preferences from the URL and cookies), so a reader's first properties are theirs, not the
    // server defaults. The colour scheme is the one on <html>, right from the head script on (the theme
    // state's `paletteMode` catches up later); `paletteMode` in the dependencies re-reads it on a switch.
    const timer = setTimeout(() => {
      const colorScheme = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
      const properties = userProperties({ codeVariant, userLanguage, colorScheme, codeStylingVariant: codeStyling, ...device });
      const serialized = JSON.stringify(properties);
      if (serialized === lastSent.current) return;
      lastSent.current = serialized;
      window.gtag?.('set', 'user_properties', properties);
    }, 0);
    return () => clearTimeout(timer);
  }, [codeVariant, codeStyling, paletteMode, device, userLanguage]);

  const value = React.useMemo(() => ({ setUserLanguage }), []);
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

function useAnalytics(): Analytics {
  const value = React.useContext(AnalyticsContext);
  if (!value) throw new Error('useAnalytics must be used within an AnalyticsProvider.');
  return value;
}

/**
 * The page's share of analytics, called by the page shell: a `page_view` on first load and on every
 * client-side navigation (the location as the reader's URL path without its language prefix), and the
 * page's language for the user properties.
 */
export function usePageAnalytics({ pathname, documentTitle, productInfo, language }: RouteData) {
  const { setUserLanguage } = useAnalytics();
  React.useEffect(() => setUserLanguage(language), [language, setUserLanguage]);
  const view = { title: documentTitle, productId: productInfo.productId, productCategoryId: productInfo.productCategoryId };
  const viewRef = React.useRef(view);
  viewRef.current = view;
  React.useEffect(() => {
    // A page read without the app sent its view as it loaded (src/gatsby/reader/): the app starting later sends none.
    if (takeReaderPageView(window as ReaderNote, window.location.pathname)) return;
    sendTagEvent(pageViewEvent({ ...viewRef.current, pathname: window.location.pathname }));
  }, [pathname, language]);
}
