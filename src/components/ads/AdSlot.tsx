import * as React from 'react';
import { useRouteData } from '../../providers/RouteDataProvider';
import { AD_CLASS } from '../../theme/classNames';
import { ADS_ENABLED, adSlotDeps } from './slotConfig';

/** React renders nothing inside the slot, on the server or in the browser: its content is slotContent.ts's. */
const NO_CHILDREN = { __html: '' };

/**
 * The sponsor slot under a documentation page's description. The server renders it empty with its height
 * reserved, so whatever fills it (the network's ad, an in-house ad, the ad-block appeal, or nothing for a bot)
 * moves nothing. Its content is drawn by installAdSlot (slotContent.ts, loaded after hydration, out of every page's
 * first-load JS), or was already drawn by the reader's script on a page read without the app: then it is adopted.
 */
export function AdSlot() {
  const ref = React.useRef<HTMLDivElement>(null);
  const { language } = useRouteData();
  React.useEffect(() => {
    const slot = ref.current;
    if (!ADS_ENABLED || !slot) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    import('./slotContent').then(
      ({ installAdSlot, AD_INSTALLED_ATTRIBUTE }) => {
        if (live && !slot.hasAttribute(AD_INSTALLED_ATTRIBUTE)) stop = installAdSlot(slot, adSlotDeps(language));
      },
      () => undefined, // offline or blocked: the slot stays empty, its room kept
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [language]);
  return <div ref={ref} className={AD_CLASS.root} dangerouslySetInnerHTML={NO_CHILDREN} />;
}

const FeedAd = React.lazy(() => import('./FeedAd'));

/** The feed's ad under a demo whose code the reader opened (the page's first demo only). */
export function DemoFeedAd() {
  if (!ADS_ENABLED) return null;
  return (
    <React.Suspense fallback={<span className={AD_CLASS.feedPending} />}>
      <FeedAd />
    </React.Suspense>
  );
}
