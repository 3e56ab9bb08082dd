import type { RateLimiter, RateLimitOptions } from '../node/feedback/rateLimit';

/**
 * The sliding window every rate limiter keeps (in memory, in PGlite, in PostgreSQL): `limit` submissions per window,
 * then a Retry-After until the oldest leaves it, each client counted apart. `make` builds a limiter on a clock the
 * contract moves.
 */
export async function expectSlidingWindow(make: (options: RateLimitOptions) => RateLimiter | Promise<RateLimiter>) {
  let now = 1_000_000;
  const limiter = await make({ limit: 3, windowMs: 60_000, now: () => now });
  const oks = [];
  for (let i = 0; i < 3; i += 1) oks.push((await limiter.take('a')).ok);
  expect(oks).toEqual([true, true, true]);
  expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
  // Another client is counted apart.
  expect((await limiter.take('b')).ok).toBe(true);
  now += 45_500;
  expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 15 });
  now += 14_500;
  // The three left the window together, and the refused attempts were not counted (the one 14.5 s ago would still be
  // in it): a full window again.
  const again = [];
  for (let i = 0; i < 3; i += 1) again.push((await limiter.take('a')).ok);
  expect(again).toEqual([true, true, true]);
  expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
}

/** `attempts` submissions of one client at once: exactly `limit` get through, whatever the interleaving. */
export async function expectLimitUnderConcurrency(limiter: RateLimiter, limit: number, attempts: number) {
  const decisions = await Promise.all(Array.from({ length: attempts }, () => limiter.take('203.0.113.50')));
  expect(decisions.filter((d) => d.ok)).toHaveLength(limit);
}
