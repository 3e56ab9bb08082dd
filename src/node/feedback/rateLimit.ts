/**
 * Submissions per client in a sliding window: `limit` per `windowMs`. Beyond it, how many seconds until the
 * oldest one leaves the window (the Retry-After of a 429). Two implementations of one contract (rateLimit.test.ts
 * runs the same table on both): in memory, one process's view, enough for one server with PGlite (which only one
 * process opens); in PostgreSQL (`createSqlRateLimiter`), one count shared by every server process on the database.
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): Promise<RateDecision>;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

const retryAfter = (oldest: number, windowMs: number, time: number) => Math.max(1, Math.ceil((oldest + windowMs - time) / 1000));

export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  const seen = new Map<string, number[]>();
  return {
    async take(client) {
      const time = now();
      const recent = (seen.get(client) ?? []).filter((t) => time - t < windowMs);
      if (recent.length >= limit) {
        seen.set(client, recent);
        return { ok: false, retryAfterSeconds: retryAfter(recent[0], windowMs, time) };
      }
      recent.push(time);
      seen.set(client, recent);
      if (seen.size > 10_000) for (const [key, times] of seen) if (times.every((t) => time - t >= windowMs)) seen.delete(key);
      return { ok: true };
    },
  };
}

/** What the SQL limiter needs of a database: one parameterised statement at a time. */
export interface SqlQuery {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * The same sliding window in the table `feedback_rate_limit` (migration 2 of store.ts): one row per client (its hash)
 * with the times of its accepted submissions in the window. One statement decides and records: `INSERT … ON CONFLICT
 * DO UPDATE` locks the client's row, so concurrent requests from several processes are counted one after the other
 * and never both take the last place. Rows of clients idle for a window are deleted now and then.
 */
export function createSqlRateLimiter(db: SqlQuery, { limit, windowMs, now = Date.now }: RateLimitOptions, hash: (client: string) => string): RateLimiter {
  let takes = 0;
  return {
    async take(client) {
      const time = now();
      const { rows } = await db.query<{ ok: boolean; oldest: string | number }>(
        `INSERT INTO feedback_rate_limit AS r (client_hash, hits) VALUES ($1, ARRAY[$2::bigint])
         ON CONFLICT (client_hash) DO UPDATE SET
           hits = (SELECT coalesce(array_agg(t ORDER BY t), '{}') FROM unnest(r.hits) AS t WHERE t > $2::bigint - $3::bigint)
                  || CASE WHEN (SELECT count(*) FROM unnest(r.hits) AS t WHERE t > $2::bigint - $3::bigint) < $4 THEN ARRAY[$2::bigint] ELSE '{}' END,
           accepted = (SELECT count(*) FROM unnest(r.hits) AS t WHERE t > $2::bigint - $3::bigint) < $4
         RETURNING accepted AS ok, hits[1] AS oldest`,
        [hash(client), time, windowMs, limit],
      );
      takes += 1;
      if (takes % 1000 === 0) await db.query('DELETE FROM feedback_rate_limit WHERE hits[cardinality(hits)] <= $1::bigint', [time - windowMs]);
      const [row] = rows;
      return row.ok ? { ok: true } : { ok: false, retryAfterSeconds: retryAfter(Number(row.oldest), windowMs, time) };
    },
  };
}
