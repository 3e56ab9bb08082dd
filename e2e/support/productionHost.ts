import type { BrowserContext, Page } from '@playwright/test';
import chromium from '../../scripts/lib/chromium.json';
import site from '../../src/config/site.json';

/** The host the service worker is registered on (src/config/site.json `offline.productionHost`). */
export const PRODUCTION_HOST = site.offline.productionHost;
export const PRODUCTION_ORIGIN = `http://${PRODUCTION_HOST}`;

/**
 * Launch options of a Chromium that reaches the production host on a local server: its name resolves to
 * 127.0.0.1:`port`, and its plain-HTTP origin counts as secure (service workers need a secure origin).
 */
export function productionHostLaunchOptions(port: number) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
    args: [...chromium.flags, `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1:${port}`, `--unsafely-treat-insecure-origin-as-secure=${PRODUCTION_ORIGIN}`],
  };
}

/** Waits until the service worker controls the page and has kept what it needs (`<html data-offline>`). */
export async function waitForOffline(page: Page, state: 'ready' | 'complete', timeout = 60_000) {
  await page.waitForFunction(
    (wanted) =>
      navigator.serviceWorker.controller !== null && (document.documentElement.dataset.offline === wanted || document.documentElement.dataset.offline === 'complete'),
    state,
    { timeout },
  );
}

/** The service worker registrations of the page's origin, as their scopes. */
export function registrations(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));
}

/** Goes offline the way a reader does: the browser reports no network and the server is gone. */
export async function goOffline(context: BrowserContext, stopServer: () => Promise<void>) {
  await stopServer();
  await context.setOffline(true);
}
