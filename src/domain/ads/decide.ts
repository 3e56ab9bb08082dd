/**
 * What the sponsor slot shows: every random draw, the user agent's verdict and
 * the polling state come in as arguments, so each branch is a table test and the server and the first client
 * render agree (nothing is drawn before hydration).
 */

export const AD_POLL_INTERVAL_MS = 500;
/** Polls for the network's element: at most this many. */
export const AD_MAX_ATTEMPTS = 30;
/** With no network element after more than this many polls, an ad blocker is assumed. */
export const AD_BLOCKED_AFTER_ATTEMPTS = 6;
export const AD_APPEAL_SHARE = 0.2;
export const AD_INLINE_SHARE = 0.2;
/** A display is reported this long after the ad settles, if its label has not changed meanwhile. */
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;
/** Where the slot is: under the page description. */
export const AD_PLACEMENT = 'body-top';

export type AdShape = 'inline' | 'image';

/** The display style, drawn once per page load: 20 % inline, otherwise image. */
export const decideAdShape = (random: number): AdShape => (random < AD_INLINE_SHARE ? 'inline' : 'image');

/** Whether an ad blocker hides the network: unknown until the polls decide. */
export type AdBlockState = 'unknown' | 'blocked' | 'not-blocked';

/**
 * One poll for the network's element, the `attempt`-th (from 1): what the slot now knows and whether to poll
 * again. Once the element shows up the network is not blocked; after more than 6 empty polls it is taken as
 * blocked, but polling goes on up to the 30th, and a late element still wins.
 */
export function pollAdNetwork(attempt: number, found: boolean): { state: AdBlockState | null; again: boolean } {
  if (found) return { state: 'not-blocked', again: false };
  return { state: attempt > AD_BLOCKED_AFTER_ATTEMPTS ? 'blocked' : null, again: attempt < AD_MAX_ATTEMPTS };
}

export interface AdDecisionInput {
  /** Ads are on (production build, or turned on for development). */
  enabled: boolean;
  /** The user agent is a crawler or bot. */
  bot: boolean;
  blockState: AdBlockState;
  /** Draws in [0, 1), made once per page load after hydration. */
  randomAppeal: number;
  randomInHouse: number;
  inHouseCount: number;
}

export type AdChoice =
  | { kind: 'none' }
  /** The ad network's script, loaded into the slot (its element is the ad). */
  | { kind: 'network'; label: 'carbon' }
  | { kind: 'appeal'; label: 'in-house-adblock' }
  | { kind: 'in-house'; index: number; label: 'in-house' };

/** What the slot shows: nothing to bots or with ads off; when blocked, the appeal 20 % of the time, else an in-house ad. */
export function decideAd({ enabled, bot, blockState, randomAppeal, randomInHouse, inHouseCount }: AdDecisionInput): AdChoice {
  if (!enabled || bot) return { kind: 'none' };
  if (blockState !== 'blocked') return { kind: 'network', label: 'carbon' };
  if (randomAppeal < AD_APPEAL_SHARE) return { kind: 'appeal', label: 'in-house-adblock' };
  return { kind: 'in-house', index: Math.min(inHouseCount - 1, Math.floor(inHouseCount * randomInHouse)), label: 'in-house' };
}

/** The label of the slot's analytics events: `<ad label>-<placement>-<shape>` (e.g. `carbon-body-top-image`). */
export const adEventLabel = (label: string, shape: AdShape, placement: string = AD_PLACEMENT): string => `${label}-${placement}-${shape}`;

/** Whether a display is reported: `random` in [0, 1) against the sampling ratio (0.1 by default). */
export const reportsAdDisplay = (random: number, ratio: number): boolean => random <= ratio;
