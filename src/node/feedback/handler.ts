import { MAX_BODY_BYTES, type FeedbackPayload } from '../../domain/feedback/feedback';
import { validateFeedback } from './payload';
import type { RateLimiter } from './rateLimit';
import { createClientResolver } from './client';

/** What the endpoint needs of a store (store.ts: PGlite, or PostgreSQL with DATABASE_URL). */
export interface FeedbackSink {
  insert(entry: FeedbackPayload & { client: string }): Promise<number>;
}

/** The parts of Gatsby's (Express-like) request and response the endpoint uses. */
export interface FunctionRequest {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  socket?: { remoteAddress?: string };
}
export interface FunctionResponse {
  status(code: number): FunctionResponse;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
}

export interface HandlerOptions {
  store: () => Promise<FeedbackSink>;
  pageExists: (page: string) => boolean;
  limiter: RateLimiter;
  /** Who is asking, for the rate limit (client.ts): the socket's address unless the operator trusts proxies. */
  clientOf?: (req: FunctionRequest) => string;
  log?: Pick<Console, 'error'>;
}

function header(req: FunctionRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /api/feedback: 201 with the stored id once the row is written (never before), 400 with the reason, 405
 * for other methods, 413 over 10 KB, 429 with Retry-After past the client's limit, 503 when the store fails
 * (the widget keeps the comment and says so).
 */
export function createFeedbackHandler({ store, pageExists, limiter, clientOf = createClientResolver([]), log = console }: HandlerOptions) {
  return async function feedback(req: FunctionRequest, res: FunctionResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      res.status(405).json({ error: 'use POST' });
      return;
    }
    const length = Number(header(req, 'content-length') ?? NaN);
    const size = Number.isFinite(length) ? length : Buffer.byteLength(JSON.stringify(req.body ?? ''));
    if (size > MAX_BODY_BYTES) {
      res.status(413).json({ error: `the body is over ${MAX_BODY_BYTES} bytes` });
      return;
    }
    if (!/^application\/json\b/.test(header(req, 'content-type') ?? '') || typeof req.body !== 'object' || req.body === null) {
      res.status(400).json({ error: 'send a JSON object (content-type: application/json)' });
      return;
    }
    const client = clientOf(req);
    let allowed;
    try {
      allowed = await limiter.take(client);
    } catch (error) {
      log.error('feedback: the rate limit could not be read', error);
      res.status(503).json({ error: 'feedback could not be stored; try again later' });
      return;
    }
    if (!allowed.ok) {
      res.setHeader('Retry-After', String(allowed.retryAfterSeconds));
      res.status(429).json({ error: `too many submissions; retry in ${allowed.retryAfterSeconds} s` });
      return;
    }
    const checked = validateFeedback(req.body, pageExists);
    if (!checked.ok) {
      res.status(400).json({ error: checked.reason });
      return;
    }
    try {
      const id = await (await store()).insert({ ...checked.value, client });
      res.status(201).json({ id });
    } catch (error) {
      log.error('feedback: the store failed', error);
      res.status(503).json({ error: 'feedback could not be stored; try again later' });
    }
  };
}
