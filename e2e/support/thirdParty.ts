import type { BrowserContext } from '@playwright/test';
import site from '../../src/config/site.json';

/** The third-party URLs the site calls (src/config/site.json): nothing on the internet is reachable in tests. */
export const AD_NETWORK_SCRIPT = site.ads.networkScriptUrl;
export const AD_FEED = site.ads.feedUrl;

/** The network's script as the network serves it (a test's answer): it draws its ad next to itself. */
export const NETWORK_AD = `(() => {
  const ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = '<a href="https://ads.example/click">Acme: ship faster</a>';
  document.currentScript.after(ad);
})();`;

const sameUrl = (configured: string) => (url: URL) => url.href === new URL(configured).href;

/**
 * Every test's default: the ad network's script answers with a script that draws nothing (the slot then
 * counts it as blocked), the ad feed with an empty list. A test sets its own answers with `page.route`,
 * which takes precedence.
 */
export async function interceptThirdParties(context: BrowserContext) {
  await context.route(sameUrl(AD_NETWORK_SCRIPT), (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  await context.route(sameUrl(AD_FEED), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ads":[]}' }));
}
