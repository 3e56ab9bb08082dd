import fs from 'fs';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { createClientResolver, parseTrustProxy } from '../node/feedback/client';
import { createFeedbackHandler, type FunctionRequest, type FunctionResponse } from '../node/feedback/handler';
import { createRateLimiter, type RateLimiter } from '../node/feedback/rateLimit';
import { openFeedbackStore, runtimeEnv, storeOptionsFromEnv, type FeedbackStore } from '../node/feedback/store';

/**
 * POST /api/feedback as a Gatsby Function, for hosts that run Gatsby Functions (`npm start` runs the project's own
 * server, src/server/, which mounts the same handler). The store opens on the first request: PGlite in
 * FEEDBACK_DATA_DIR (default .data/feedback), or PostgreSQL at DATABASE_URL (then the rate limit's counts live
 * there too). FEEDBACK_RATE_LIMIT: submissions per client per minute (default 20); TRUST_PROXY: the proxies whose
 * X-Forwarded-For names the client (src/node/feedback/client.ts).
 *
 * `gatsby serve` loads this module afresh for every request, so the database and the rate limiter live on
 * globalThis: one PGlite instance per process (two on one folder would corrupt it), one count per client.
 */

interface ProcessState {
  opened: Promise<FeedbackStore> | null;
  limiter: RateLimiter;
}

const KEY = Symbol.for('mui-docs.feedback');
const shared = globalThis as unknown as Record<symbol, ProcessState | undefined>;
const limit = { limit: Number(runtimeEnv().FEEDBACK_RATE_LIMIT) || 20, windowMs: 60_000 };
const state: ProcessState = (shared[KEY] ??= {
  opened: null,
  limiter: runtimeEnv().DATABASE_URL ? { take: async (client) => (await store()).rateLimiter(limit).take(client) } : createRateLimiter(limit),
});

function store(): Promise<FeedbackStore> {
  state.opened ??= openFeedbackStore(storeOptionsFromEnv()).catch((error: unknown) => {
    state.opened = null; // the next request tries again
    throw error;
  });
  return state.opened;
}

const publicDir = path.join(process.cwd(), 'public');

const handler = createFeedbackHandler({
  store,
  // The validation allows only lower-case letters, digits, '-' and '/' in the path: no way out of public/.
  pageExists: (page) => fs.existsSync(path.join(publicDir, page, 'index.html')),
  limiter: state.limiter,
  clientOf: createClientResolver(parseTrustProxy(runtimeEnv().TRUST_PROXY)),
});

export default function feedback(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  return handler(req as unknown as FunctionRequest, res as unknown as FunctionResponse);
}

// The body is limited to 10 KB by the handler (413); Gatsby's JSON parser (100 KB) reads it first. No `config`
// export: Gatsby takes any exported `config` under src/ for a page's rendering config and builds its SSR engines.
