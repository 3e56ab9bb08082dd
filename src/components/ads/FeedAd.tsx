import * as React from 'react';
import { isbot } from 'isbot';
import site from '../../config/site.json';
import { AD_TEXTS, fetchFeedAd, type FeedAd as FeedItem } from '../../domain/ads';
import { escapeHtml } from '../../domain/html';
import { sendTagEvent } from '../../providers/AnalyticsProvider';
import { useRouteData } from '../../providers/RouteDataProvider';
import { AD_CLASS } from '../../theme/classNames';
import { renderAdDisplay } from './slotContent';
import { sanitizeAdHtml } from './sanitizeAdHtml';

/** A feed request that has not answered by then gives no ad. */
const FEED_TIMEOUT_MS = 10_000;

async function requestFeed(): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FEED_TIMEOUT_MS);
  try {
    const response = await fetch(site.ads.feedUrl, { signal: controller.signal });
    if (!response.ok) throw new Error(`ad feed: HTTP ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The ad feed's ad under an opened demo (the inline shape, label `carbon-demo-inline`): requested once it
 * shows, retried while the feed has no usable ad (at most 10 times); a failed request, garbage or silence
 * gives no ad. Its impression counters load as hidden images. Nothing for bots.
 */
export default function FeedAd() {
  const [bot] = React.useState(() => isbot(navigator.userAgent));
  const [ad, setAd] = React.useState<FeedItem | null | undefined>(bot ? null : undefined);
  React.useEffect(() => {
    if (bot) return undefined;
    let active = true;
    fetchFeedAd(requestFeed).then((value) => active && setAd(value));
    return () => {
      active = false;
    };
  }, [bot]);
  const { language } = useRouteData();
  const display = React.useRef<HTMLSpanElement>(null);
  React.useEffect(() => {
    const container = display.current;
    if (!ad || !container) return undefined;
    try {
      const drawn = renderAdDisplay(
        document,
        {
          link: ad.statlink,
          img: ad.image ?? '',
          name: ad.company,
          description: `<strong>${escapeHtml(ad.company)}</strong> - ${sanitizeAdHtml(ad.description)}`,
          poweredby: 'Carbon',
          label: 'carbon-demo-inline',
        },
        AD_TEXTS[language],
      );
      if (drawn) container.prepend(drawn);
      return () => drawn?.remove();
    } catch {
      sendTagEvent({ name: 'ad', params: { eventAction: 'crash', eventLabel: 'carbon-demo-inline' } });
      return undefined;
    }
  }, [ad, language]);
  // While it loads, the room of one inline ad.
  if (ad === undefined) return <span className={AD_CLASS.feedPending} />;
  if (ad === null) return null;
  // The ad itself is drawn as the sponsor slot draws one (renderAdDisplay); its impression counters are hidden images.
  return (
    <span ref={display} className={`${AD_CLASS.content} ${AD_CLASS.feed}`} data-shape="inline">
      {[ad.statimp, ...ad.pixels].map((src) => (src ? <img key={src} src={src} alt="" width={1} height={1} hidden /> : null))}
    </span>
  );
}
