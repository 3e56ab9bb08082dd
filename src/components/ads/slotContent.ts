import { isbot } from 'isbot';
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
  type AdChoice,
  type AdTexts,
  type InHouseAd,
} from '../../domain/ads';
import { AD_TEXTS } from '../../domain/ads/texts';
import type { Language } from '../../domain/languages';
import type { TagEvent } from '../../domain/analytics';
import { AD_CLASS } from '../../theme/classNames';

/**
 * The sponsor slot's content as an installable function (decisions in src/domain/ads): the one implementation,
 * run by the reader's script on a page read without the app (after load) and by the app's AdSlot otherwise. The
 * slot element is the server's empty `.MuiAd-root`, its height reserved, so nothing it draws moves the page; React
 * never renders inside it (AdSlot), so the app adopts a slot the reader filled as it is.
 */

/** Set on a slot once its content is installed: an app starting later adopts it instead of drawing a second ad. */
export const AD_INSTALLED_ATTRIBUTE = 'data-ad-installed';

/** The ad network's element, once its script has drawn it. */
const NETWORK_ELEMENT = '#carbonads, .carbonads, .ea-placement';

export interface AdSlotDeps {
  /** The page's language: the slot's texts (AD_TEXTS), loaded with this chunk, not with the page. */
  language: Language;
  networkScriptUrl: string;
  /** The share of settled ads whose display is reported (site.ads.displayRatio). */
  displayRatio: number;
  /** Sends an analytics event (window.gtag's `event`). */
  send: (event: TagEvent) => void;
  /** The draws' source of randomness (tests seed it: window.docsAds.random). */
  random: () => number;
  userAgent: string;
}

const element = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string) => {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * An ad of ours (or the feed's), drawn as the network draws its own: image, description, publisher. The description
 * is HTML that must already be safe: ours as written, the feed's sanitised by its caller. Nothing without a safe link.
 */
export function renderAdDisplay(doc: Document, ad: Pick<InHouseAd, 'link' | 'img' | 'name' | 'description' | 'poweredby' | 'label'>, texts: AdTexts): HTMLElement | null {
  const link = safeHttpUrl(ad.link);
  const img = ad.img.startsWith('/') ? ad.img : safeHttpUrl(ad.img);
  if (!link) return null;
  const display = element(doc, 'span', AD_CLASS.display);
  const anchor = element(doc, 'a');
  Object.entries({
    href: link,
    target: '_blank',
    rel: 'noopener sponsored',
    'data-ga-event-category': 'ad',
    'data-ga-event-action': 'click',
    'data-ga-event-label': ad.label,
  }).forEach(([name, value]) => anchor.setAttribute(name, value));
  if (img) {
    const image = element(doc, 'img', AD_CLASS.image);
    Object.assign(image, { src: img, alt: ad.name, width: 130, height: 100 });
    anchor.append(image);
  }
  const description = element(doc, 'span', AD_CLASS.description);
  description.innerHTML = ad.description;
  anchor.append(description);
  display.append(anchor, element(doc, 'span', AD_CLASS.poweredby, `${texts.publisher} ${ad.poweredby}`));
  return display;
}

/** Shown to some readers whose blocker hides the network. */
function renderAppeal(doc: Document, texts: AdTexts): HTMLElement {
  const appeal = element(doc, 'span', AD_CLASS.appeal);
  const heart = element(doc, 'span', undefined, '❤️');
  Object.entries({ role: 'img', 'aria-label': texts.emojiLove, style: 'display: inline' }).forEach(([name, value]) => heart.setAttribute(name, value));
  const thanks = element(doc, 'span', undefined, `${texts.thanks} `);
  thanks.append(heart);
  appeal.append(element(doc, 'span', undefined, texts.likeMui), element(doc, 'span', undefined, texts.adblock), thanks);
  return appeal;
}

/**
 * Fills the slot, once per page load: nothing for bots; otherwise the network's script loads into the slot and the
 * slot polls for its element every 500 ms, up to 30 times; after more than six empty polls the network counts as
 * blocked and the slot shows the appeal (20 %) or one of our ads; a late element still wins. A settled ad's display
 * is reported for a sampled share after 2.5 s. Returns the function that stops it (it also stops once the slot
 * leaves the document); a failure empties the slot and reports a crash.
 */
export function installAdSlot(slot: HTMLElement, deps: AdSlotDeps): () => void {
  const doc = slot.ownerDocument;
  slot.setAttribute(AD_INSTALLED_ATTRIBUTE, '');
  if (isbot(deps.userAgent)) return () => undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let label: string | null = null;
  let displayTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  let draws = { shape: decideAdShape(0), appeal: 0, inHouse: 0, display: 1 };
  const content = element(doc, 'span', AD_CLASS.content);
  Object.entries({ 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click' }).forEach(([name, value]) => content.setAttribute(name, value));
  const network = element(doc, 'span', AD_CLASS.network);
  content.append(network);
  let replacement: HTMLElement | null = null;
  let shown: AdBlockState | null = null;

  const stop = () => {
    stopped = true;
    timers.forEach(clearTimeout);
    clearTimeout(displayTimer);
  };
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      if (!slot.isConnected) return stop();
      guarded(run);
    }, ms);
    timers.add(timer);
    return timer;
  };
  function guarded(run: () => void) {
    try {
      run();
    } catch {
      stop();
      slot.replaceChildren();
      deps.send({ name: 'ad', params: { eventAction: 'crash', eventLabel: String(label) } });
    }
  }

  const show = (blockState: AdBlockState) => {
    if (blockState === shown) return;
    shown = blockState;
    const choice: AdChoice = decideAd({
      enabled: true,
      bot: false,
      blockState,
      randomAppeal: draws.appeal,
      randomInHouse: draws.inHouse,
      inHouseCount: IN_HOUSE_ADS.length,
    });
    network.hidden = choice.kind !== 'network';
    replacement?.remove();
    replacement =
      choice.kind === 'appeal'
        ? renderAppeal(doc, AD_TEXTS[deps.language])
        : choice.kind === 'in-house'
          ? renderAdDisplay(doc, IN_HOUSE_ADS[choice.index], AD_TEXTS[deps.language])
          : null;
    if (replacement) content.append(replacement);
    // The label counts once the slot knows what it shows (the network, or what replaces it when blocked).
    const next = choice.kind === 'none' || blockState === 'unknown' ? null : adEventLabel(choice.label, draws.shape);
    if (next === label) return;
    label = next;
    if (label) content.setAttribute('data-ga-event-label', label);
    else content.removeAttribute('data-ga-event-label');
    clearTimeout(displayTimer);
    if (label && reportsAdDisplay(draws.display, deps.displayRatio)) {
      const settled = label;
      displayTimer = later(() => deps.send({ name: 'ad', params: { eventAction: 'display', eventLabel: settled } }), AD_DISPLAY_EVENT_DELAY_MS);
    }
  };

  guarded(() => {
    draws = { shape: decideAdShape(deps.random()), appeal: deps.random(), inHouse: deps.random(), display: deps.random() };
    content.dataset.shape = draws.shape;
    show('unknown');
    slot.append(content);
    // As the network's own snippet: its script, next to which it draws its ad.
    const script = element(doc, 'script');
    Object.assign(script, { async: true, id: '_carbonads_js', src: deps.networkScriptUrl });
    network.append(script);
    let attempt = 0;
    const poll = () => {
      attempt += 1;
      const { state, again } = pollAdNetwork(attempt, network.querySelector(NETWORK_ELEMENT) !== null);
      if (state) show(state);
      if (again) later(poll, AD_POLL_INTERVAL_MS);
    };
    poll();
  });
  return stop;
}
