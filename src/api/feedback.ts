import fs from 'fs';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { createFeedbackHandler, type FunctionRequest, type FunctionResponse } from '../node/feedback/handler';
import { createRateLimiter, type RateLimiter } from '../node/feedback/rateLimit';
import { openFeedbackStore, runtimeEnv, storeOptionsFromEnv, type FeedbackStore } from '../node/feedback/store';

/**
 * POST /api/feedback, a Gatsby Function (served by `gatsby serve`, so `npm start` runs it): the page feedback
 * widget's submissions, validated and stored (src/node/feedback/). The store opens on the first request:
 * PGlite in FEEDBACK_DATA_DIR (default .data/feedback), or PostgreSQL at DATABASE_URL.
 * FEEDBACK_RATE_LIMIT: submissions per client per minute (default 20).
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
const state: ProcessState = (shared[KEY] ??= {
  opened: null,
  limiter: createRateLimiter({ limit: Number(runtimeEnv().FEEDBACK_RATE_LIMIT) || 20, windowMs: 60_000 }),
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
});

export default function feedback(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  return handler(req as unknown as FunctionRequest, res as unknown as FunctionResponse);
}

// The body is limited to 10 KB by the handler (413); Gatsby's JSON parser (100 KB) reads it first. No `config`
// export: Gatsby takes any exported `config` under src/ for a page's rendering config and builds its SSR engines.
