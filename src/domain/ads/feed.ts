/**
 * The third-party ad feed: a JSON list of ads; an item is usable when it has a `statlink`. The
 * feed is outside input: every field is checked, and only http(s) URLs are kept.
 */

/** Requests while no usable ad comes back. */
export const AD_FEED_MAX_ATTEMPTS = 10;

export interface FeedAd {
  /** The ad's link (counts the click). */
  statlink: string;
  /** Impression counter, loaded as a hidden image. */
  statimp: string | null;
  /** Tracking pixels, loaded as hidden images (`[timestamp]` filled in). */
  pixels: string[];
  image: string | null;
  company: string;
  description: string;
}

/** The URL if it is an absolute http(s) URL (the feed's links and images), otherwise null. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first usable ad of a feed response, or null (garbage, an empty list, no item with a valid statlink). */
export function pickFeedAd(response: unknown): FeedAd | null {
  const ads = (response as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return null;
  for (const item of ads) {
    if (item === null || typeof item !== 'object' || Object.keys(item).length === 0) continue;
    const ad = item as Record<string, unknown>;
    const statlink = safeHttpUrl(ad.statlink);
    if (!statlink) continue;
    const timestamp = text(ad.timestamp);
    const pixels = text(ad.pixel)
      .split('||')
      .map((pixel) => safeHttpUrl(pixel.replace(/\[timestamp\]/g, timestamp)))
      .filter((pixel): pixel is string => pixel !== null);
    return {
      statlink,
      statimp: safeHttpUrl(ad.statimp),
      pixels,
      image: safeHttpUrl(ad.image),
      company: text(ad.company),
      description: text(ad.description),
    };
  }
  return null;
}

/**
 * Fetches the feed until it gives a usable ad, at most `maxAttempts` requests; a request that fails (an ad
 * blocker, the network) gives no ad at once.
 */
export async function fetchFeedAd(request: () => Promise<unknown>, maxAttempts: number = AD_FEED_MAX_ATTEMPTS): Promise<FeedAd | null> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    let response: unknown;
    try {
      response = await request();
    } catch {
      return null;
    }
    const ad = pickFeedAd(response);
    if (ad) return ad;
  }
  return null;
}
