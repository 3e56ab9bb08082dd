import * as React from 'react';
import { useRouteData } from '../../providers/RouteDataProvider';
import { OFFLINE_NOTICE_CLASS } from '../../theme/classNames';
import { startOfflineReading } from './startOffline';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (always true on the server and while hydrating). */
export function useOnline(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Offline reading in the shell: starts the service worker (production host only), asks it to keep this page
 * and its product's main pages, and says so in a live region when the connection drops. The region is in the
 * page from the start (empty while online) so screen readers announce the text written into it.
 */
export function OfflineSupport() {
  const { language, pathname, nav, twin = null, t } = useRouteData();
  const online = useOnline();
  const navUrl = nav?.url ?? null;
  React.useEffect(() => {
    startOfflineReading({ pageUrl: window.location.pathname, language, navUrl, twin });
  }, [pathname, language, navUrl, twin]);
  return (
    <div className={OFFLINE_NOTICE_CLASS} role="status">
      {online ? '' : t('offline.notice')}
    </div>
  );
}
