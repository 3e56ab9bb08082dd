import site from '../../config/site.json';
import { isProductionHost, productionHostOf } from '../../domain/offline/policy';
import type { KeepRequest } from './serviceWorker';

const PRODUCTION_HOST = productionHostOf(site);

/**
 * Offline reading for a page, when the browser is idle: the service worker started (production host only: its code
 * loads only there) and asked to keep the page, what it loaded and its product's main pages. Called by the app's
 * OfflineSupport on every page and by the reader's script on a page read without the app (the app, if it starts,
 * asks again: what it loaded is then kept too).
 */
export function startOfflineReading(request: KeepRequest): void {
  if (!('serviceWorker' in navigator) || !isProductionHost(window.location.host, PRODUCTION_HOST)) return;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => {
    import('./serviceWorker').then(
      ({ startServiceWorker, keepForOffline }) => {
        void startServiceWorker();
        void keepForOffline(request);
      },
      () => undefined, // offline before the worker's code was cached: nothing to start
    );
  });
}
