import * as React from 'react';
import { isbot } from 'isbot';
import site from '../../config/site.json';
import {
  AD_DISPLAY_EVENT_DELAY_MS,
  AD_POLL_INTERVAL_MS,
  IN_HOUSE_ADS,
  adEventLabel,
  decideAd,
  decideAdShape,
  pollAdNetwork,
  reportsAdDisplay,
  safeHttpUrl,
  type AdBlockState,
  type InHouseAd,
} from '../../domain/ads';
import { sendTagEvent } from '../../providers/AnalyticsProvider';
import { useTranslate } from '../../providers/RouteDataProvider';
import { AD_CLASS } from '../../theme/classNames';

declare global {
  interface Window {
    /** Run-time overrides (tests): the slot's source of randomness. */
    docsAds?: { random?: () => number };
  }
}

/** The ad network's element, once its script has drawn it. */
const NETWORK_ELEMENT = '#carbonads, .carbonads, .ea-placement';

/**
 * An ad of ours (or the feed's), as the network draws its own: image, description, publisher. The description
 * is HTML that must already be safe: ours as written, the feed's sanitised by FeedAd (so the sanitiser loads
 * only with the feed).
 */
export function AdDisplay({ ad }: { ad: Pick<InHouseAd, 'link' | 'img' | 'name' | 'description' | 'poweredby' | 'label'> }) {
  const t = useTranslate();
  const link = safeHttpUrl(ad.link);
  const img = ad.img.startsWith('/') ? ad.img : safeHttpUrl(ad.img);
  if (!link) return null;
  return (
    <span className={AD_CLASS.display}>
      <a href={link} target="_blank" rel="noopener sponsored" data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label={ad.label}>
        {img ? <img className={AD_CLASS.image} src={img} alt={ad.name} width={130} height={100} /> : null}
        <span className={AD_CLASS.description} dangerouslySetInnerHTML={{ __html: ad.description }} />
      </a>
      <span className={AD_CLASS.poweredby}>
        {t('ad.publisher')} {ad.poweredby}
      </span>
    </span>
  );
}

/** Shown to some readers whose blocker hides the network. */
function AdblockAppeal() {
  const t = useTranslate();
  return (
    <span className={AD_CLASS.appeal}>
      <span>{t('ad.likeMui')}</span>
      <span>{t('ad.adblock')}</span>
      <span>
        {t('ad.thanks')}{' '}
        <span role="img" aria-label={t('ad.emojiLove')} style={{ display: 'inline' }}>
          ❤️
        </span>
      </span>
    </span>
  );
}

/**
 * The slot's content (; decisions in src/domain/ads): nothing for bots; otherwise the network's
 * script loads into the slot and the slot polls for its element every 500 ms, up to 30 times; after more than
 * six empty polls the network counts as blocked and the slot shows the appeal (20 %) or one of our ads.
 * Every draw happens here, after hydration, once per page load.
 */
export default function AdContent({ onLabel }: { onLabel: (label: string | null) => void }) {
  const [draws] = React.useState(() => {
    const random = window.docsAds?.random ?? Math.random;
    return { shape: decideAdShape(random()), appeal: random(), inHouse: random(), display: random() };
  });
  const [bot] = React.useState(() => isbot(navigator.userAgent));
  const [blockState, setBlockState] = React.useState<AdBlockState>('unknown');
  const network = React.useRef<HTMLSpanElement>(null);
  const choice = decideAd({ enabled: true, bot, blockState, randomAppeal: draws.appeal, randomInHouse: draws.inHouse, inHouseCount: IN_HOUSE_ADS.length });
  // The label counts once the slot knows what it shows (the network, or what replaces it when blocked).
  const label = choice.kind === 'none' || blockState === 'unknown' ? null : adEventLabel(choice.label, draws.shape);

  React.useEffect(() => {
    const container = network.current;
    if (bot || !container) return undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      attempt += 1;
      const { state, again } = pollAdNetwork(attempt, container.querySelector(NETWORK_ELEMENT) !== null);
      if (state) setBlockState(state);
      if (again) timer = setTimeout(poll, AD_POLL_INTERVAL_MS);
    };
    // As the network's own snippet: its script, next to which it draws its ad.
    const script = document.createElement('script');
    script.async = true;
    script.id = '_carbonads_js';
    script.src = site.ads.networkScriptUrl;
    container.appendChild(script);
    poll();
    return () => {
      clearTimeout(timer);
      script.remove();
    };
  }, [bot]);

  React.useEffect(() => {
    onLabel(label);
    if (!label || !reportsAdDisplay(draws.display, site.ads.displayRatio)) return undefined;
    const timer = setTimeout(() => sendTagEvent({ name: 'ad', params: { eventAction: 'display', eventLabel: label } }), AD_DISPLAY_EVENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [label, draws.display, onLabel]);

  if (bot) return null;
  return (
    <span className={AD_CLASS.content} data-shape={draws.shape} data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label={label ?? undefined}>
      <span ref={network} className={AD_CLASS.network} hidden={choice.kind !== 'network'} />
      {choice.kind === 'appeal' ? <AdblockAppeal /> : null}
      {choice.kind === 'in-house' ? <AdDisplay ad={IN_HOUSE_ADS[choice.index]} /> : null}
    </span>
  );
}
