import site from '../../config/site.json';
import type { Language } from '../../domain/languages';
import { sendTagEvent } from '../../hooks/tagEvents';
import type { AdSlotDeps } from './slotContent';

/** Ads are on in production builds; in `gatsby develop` only with GATSBY_ENABLE_AD_IN_DEV_MODE=true. */
export const ADS_ENABLED = process.env.NODE_ENV === 'production' || process.env.GATSBY_ENABLE_AD_IN_DEV_MODE === 'true';

declare global {
  interface Window {
    /** Run-time overrides (tests): the slot's source of randomness. */
    docsAds?: { random?: () => number };
  }
}

/** What the sponsor slot needs from the page, for whoever installs it (the app's AdSlot, the reader's script). */
export const adSlotDeps = (language: Language): AdSlotDeps => ({
  language,
  networkScriptUrl: site.ads.networkScriptUrl,
  displayRatio: site.ads.displayRatio,
  send: sendTagEvent,
  random: window.docsAds?.random ?? Math.random,
  userAgent: navigator.userAgent,
});
