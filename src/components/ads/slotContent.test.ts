import { AD_DISPLAY_EVENT_DELAY_MS, AD_POLL_INTERVAL_MS, AD_TEXTS, IN_HOUSE_ADS } from '../../domain/ads';
import type { TagEvent } from '../../domain/analytics';
import { AD_CLASS } from '../../theme/classNames';
import { AD_INSTALLED_ATTRIBUTE, installAdSlot } from './slotContent';

const READER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NETWORK = 'https://cdn.carbonads.example/carbon.js';

let slot: HTMLElement;
let events: TagEvent['params'][];
let stop: () => void;

/** Installs the slot with these draws, in order: shape, appeal, in-house, display. */
function install(draws: number[], { language = 'en', userAgent = READER_UA }: { language?: 'en' | 'zh'; userAgent?: string } = {}) {
  let index = 0;
  stop = installAdSlot(slot, {
    language,
    networkScriptUrl: NETWORK,
    displayRatio: 0.1,
    send: (event) => events.push(event.params),
    random: () => draws[index++ % draws.length],
    userAgent,
  });
}
const content = () => slot.querySelector<HTMLElement>(`.${AD_CLASS.content}`);
const network = () => slot.querySelector<HTMLElement>(`.${AD_CLASS.network}`)!;
const polls = (count: number) => jest.advanceTimersByTime(count * AD_POLL_INTERVAL_MS);

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<p>Description</p><div class="MuiAd-root"></div><p>Body</p>';
  slot = document.querySelector('.MuiAd-root')!;
  events = [];
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

test('a bot gets an empty slot and no network script; the slot is marked as installed (an app starting later keeps it)', () => {
  install([0.5], { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
  expect(slot.innerHTML).toBe('');
  expect(slot.hasAttribute(AD_INSTALLED_ATTRIBUTE)).toBe(true);
  polls(40);
  expect(events).toEqual([]);
});

test('the network draws its ad: the slot loads its script, finds its element, labels the click and reports the display once', () => {
  install([0.5, 0.5, 0.5, 0.05]);
  const script = network().querySelector('script')!;
  expect(script.src).toBe(NETWORK);
  expect(content()!.dataset.shape).toBe('image');
  expect(content()!.hasAttribute('data-ga-event-label')).toBe(false);
  // The network's script draws its element beside itself.
  network().insertAdjacentHTML('beforeend', '<div id="carbonads"><a href="https://ad.example">Ad</a></div>');
  polls(1);
  expect(content()!.getAttribute('data-ga-event-label')).toBe('carbon-body-top-image');
  expect(network().hidden).toBe(false);
  jest.advanceTimersByTime(AD_DISPLAY_EVENT_DELAY_MS);
  expect(events).toEqual([{ eventAction: 'display', eventLabel: 'carbon-body-top-image' }]);
  polls(40);
  expect(events).toHaveLength(1);
});

test('blocked (no element after seven polls): the appeal in the page language for a fifth of readers; a late network element still wins', () => {
  install([0.1, 0.1, 0.5, 0.5], { language: 'zh' });
  // The first poll is at once: the seventh comes six intervals later.
  polls(5);
  expect(slot.querySelector(`.${AD_CLASS.appeal}`)).toBeNull();
  polls(1);
  const appeal = slot.querySelector(`.${AD_CLASS.appeal}`)!;
  expect(appeal.textContent).toContain(AD_TEXTS.zh.likeMui);
  expect(appeal.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(AD_TEXTS.zh.emojiLove);
  expect(network().hidden).toBe(true);
  expect(content()!.getAttribute('data-ga-event-label')).toBe('in-house-adblock-body-top-inline');
  // The same state on the next polls draws nothing again (the appeal element stays the same node).
  polls(3);
  expect(slot.querySelector(`.${AD_CLASS.appeal}`)).toBe(appeal);
  network().insertAdjacentHTML('beforeend', '<div id="carbonads"></div>');
  polls(1);
  expect(slot.querySelector(`.${AD_CLASS.appeal}`)).toBeNull();
  expect(network().hidden).toBe(false);
  expect(content()!.getAttribute('data-ga-event-label')).toBe('carbon-body-top-inline');
});

test('blocked, otherwise: one of our ads, its link sponsored and opened in a new tab, its publisher named', () => {
  install([0.5, 0.5, 0, 0.5]);
  polls(7);
  const link = slot.querySelector<HTMLAnchorElement>(`.${AD_CLASS.display} a`)!;
  expect(link.href).toBe(IN_HOUSE_ADS[0].link);
  expect(link.rel).toBe('noopener sponsored');
  expect(link.target).toBe('_blank');
  expect(link.querySelector('img')!.getAttribute('alt')).toBe(IN_HOUSE_ADS[0].name);
  expect(slot.querySelector(`.${AD_CLASS.poweredby}`)!.textContent).toBe('ad by MUI');
  expect(content()!.getAttribute('data-ga-event-label')).toBe('in-house-body-top-image');
});

test('a failure empties the slot and reports a crash; nothing runs after it', () => {
  stop = installAdSlot(slot, {
    language: 'en',
    networkScriptUrl: NETWORK,
    displayRatio: 1,
    send: (event) => events.push(event.params),
    random: () => {
      throw new Error('ad crashed on purpose');
    },
    userAgent: READER_UA,
  });
  expect(slot.innerHTML).toBe('');
  expect(events).toEqual([{ eventAction: 'crash', eventLabel: 'null' }]);
  polls(40);
  expect(events).toHaveLength(1);
});

test('a slot that leaves the document (another page) stops polling and reports nothing', () => {
  install([0.5, 0.5, 0.5, 0]);
  network().insertAdjacentHTML('beforeend', '<div id="carbonads"></div>');
  polls(1);
  slot.remove();
  jest.advanceTimersByTime(AD_DISPLAY_EVENT_DELAY_MS);
  expect(events).toEqual([]);
});
