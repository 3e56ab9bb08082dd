import path from 'path';
import { parseTrustProxy } from '../node/feedback/client';
import { storeOptionsFromEnv, type StoreOptions } from '../node/feedback/store';

/**
 * The server's settings, all from the environment:
 * - HOST (default `localhost`), PORT (default 9000; 0 picks a free port);
 * - TRUST_PROXY: the proxies whose X-Forwarded-For names the client of the rate limit (client.ts); none by default;
 * - FEEDBACK_RATE_LIMIT: submissions per client per minute (default 20);
 * - DATABASE_URL (PostgreSQL, shared by every process) or FEEDBACK_DATA_DIR (PGlite, default .data/feedback);
 * - FEEDBACK_EXPORT_TOKEN: turns on GET /api/feedback/export for that bearer token;
 * - FEEDBACK_DISABLED=1: no store, /api/feedback answers 503 (the benchmarks' static measurements);
 * - PUBLIC_DIR: the built site (default public/).
 */
export interface ServerConfig {
  host: string;
  port: number;
  publicDir: string;
  trustedProxies: string[];
  rateLimit: number;
  exportToken: string | null;
  /** Null when feedback is disabled. */
  store: StoreOptions | null;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name}=${value}: an integer from ${min} to ${max} is expected`);
  return number;
}

export function readServerConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const exportToken = env.FEEDBACK_EXPORT_TOKEN?.trim() || null;
  if (exportToken && exportToken.length < 16) throw new Error('FEEDBACK_EXPORT_TOKEN: use at least 16 characters (for example `openssl rand -hex 24`)');
  return {
    host: env.HOST?.trim() || 'localhost',
    port: integer('PORT', env.PORT, 9000, 0, 65535),
    publicDir: path.resolve(root, env.PUBLIC_DIR || 'public'),
    trustedProxies: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: integer('FEEDBACK_RATE_LIMIT', env.FEEDBACK_RATE_LIMIT, 20, 1, 1_000_000),
    exportToken,
    store: env.FEEDBACK_DISABLED === '1' ? null : { ...storeOptionsFromEnv(env, root), pgliteThread: true },
  };
}
