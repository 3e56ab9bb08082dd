import { createRateLimiter } from './rateLimit';

test('a client gets `limit` submissions per window, then a Retry-After until the oldest leaves it', () => {
  let now = 0;
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
  expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, true]);
  expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
  // Another client is counted apart.
  expect(limiter.take('b').ok).toBe(true);
  now = 45_500;
  expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 15 });
  now = 60_000;
  expect(limiter.take('a').ok).toBe(true);
});
