/**
 * Submissions per client in a sliding window: `limit` per `windowMs`. Beyond it, how many seconds until the
 * oldest one leaves the window (the Retry-After of a 429). In memory: one server's view, which is what a
 * single `gatsby serve` needs; a deployment behind several servers limits at its proxy.
 */
export interface RateLimiter {
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const seen = new Map<string, number[]>();
  return {
    take(client) {
      const time = now();
      const recent = (seen.get(client) ?? []).filter((t) => time - t < windowMs);
      if (recent.length >= limit) {
        seen.set(client, recent);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000)) };
      }
      recent.push(time);
      seen.set(client, recent);
      if (seen.size > 10_000) for (const [key, times] of seen) if (times.every((t) => time - t >= windowMs)) seen.delete(key);
      return { ok: true };
    },
  };
}
