import { expectLimitUnderConcurrency, expectSlidingWindow } from '../../test/rateLimitContract';
import { createRateLimiter } from './rateLimit';

// The same contract runs on the PostgreSQL limiter (PGlite and a real server) in store.test.ts.
test('a client gets `limit` submissions per window, then a Retry-After until the oldest leaves it', async () => {
  await expectSlidingWindow((options) => createRateLimiter(options));
});

test('submissions at once: exactly `limit` get through', async () => {
  await expectLimitUnderConcurrency(createRateLimiter({ limit: 20, windowMs: 60_000 }), 20, 50);
});
