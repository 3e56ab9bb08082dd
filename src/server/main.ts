import fs from 'fs';
import type { AddressInfo } from 'net';
import site from '../config/site.json';
import { createClientResolver } from '../node/feedback/client';
import { createFeedbackHandler } from '../node/feedback/handler';
import { createRateLimiter } from '../node/feedback/rateLimit';
import { openFeedbackStore, type FeedbackStore } from '../node/feedback/store';
import { buildApp } from './app';
import { readServerConfig, type ServerConfig } from './config';
import { createCspIndex } from './csp';
import { handleMcpRequest } from '../node/mcp/http';
import { openDocsSite } from '../node/mcp/site';
import path from 'path';

/**
 * Starts the site's server (`npm run serve`, `npm start`; scripts/serve.mjs): checks the build, reads the inline
 * scripts of its pages for the Content-Security-Policy, opens the feedback store and applies its migrations (PGlite:
 * takes the folder's lock), and only then listens, so the first reader never waits for the database.
 */
export interface RunningServer {
  /** `http://127.0.0.1:9000` (the address it listens on). */
  url: string;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, log: Pick<Console, 'log' | 'error'> = console): Promise<RunningServer> {
  if (!fs.existsSync(`${config.publicDir}/index.html`) || !fs.existsSync(`${config.publicDir}/404.html`)) {
    throw new Error(`${config.publicDir} holds no built site (index.html, 404.html): run \`npm run build\` first (or \`npm start\`, which builds then serves).`);
  }
  const csp = createCspIndex(config.publicDir, site);
  const scanned = csp.scan();
  let store: FeedbackStore | null = null;
  if (config.store) store = await openFeedbackStore(config.store);
  try {
    const limit = { limit: config.rateLimit, windowMs: 60_000 };
    // PGlite is one process's database: its limit can stay in memory. PostgreSQL may serve several processes: one count.
    const limiter = store?.kind === 'postgres' ? store.rateLimiter(limit) : createRateLimiter(limit);
    const opened = store;
    const app = await buildApp({
      publicDir: config.publicDir,
      csp,
      feedback: opened && {
        handle: createFeedbackHandler({
          store: async () => opened,
          // The validation allows only lower-case letters, digits, '-' and '/' in the path: no way out of public/.
          pageExists: (page) => fs.existsSync(`${config.publicDir}${page}index.html`),
          limiter,
          clientOf: createClientResolver(config.trustedProxies),
          log,
        }),
        rows: () => opened.all(),
        exportToken: config.exportToken,
      },
      // The MCP server answers from the build it serves (its search index, twins and reference), read on first use.
      mcp: (() => {
        const docs = openDocsSite({ root: path.dirname(path.resolve(config.publicDir)) });
        return (request: Request) => handleMcpRequest(request, docs);
      })(),
      log,
    });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${config.host === 'localhost' ? 'localhost' : host}:${address.port}`;
    const where = !store ? 'off (FEEDBACK_DISABLED)' : store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.store?.dataDir}`;
    log.log(`Content-Security-Policy hashes read from ${scanned.files} pages in ${scanned.ms} ms; feedback: ${where}`);
    log.log(`Serving ${config.publicDir} on ${url}/`);
    let closing: Promise<void> | null = null;
    return {
      url,
      close: () =>
        (closing ??= (async () => {
          const started = Date.now();
          await app.close();
          const closedAt = Date.now();
          // Said before the store closes: a stop cut after 10 s shows which of the two held it.
          log.log(`Stopping: connections closed in ${closedAt - started} ms`);
          await store?.close();
          log.log(`Stopped: the store closed in ${Date.now() - closedAt} ms`);
        })()),
    };
  } catch (error) {
    await store?.close();
    throw error;
  }
}

/** The command line: settings from the environment, a clean stop on SIGINT/SIGTERM (the store closed, the lock released). */
export async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(readServerConfig(process.env, process.cwd()));
  } catch (error) {
    console.error(`The server did not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping`);
    // A stop that hangs (a connection that never ends) is cut after 10 s.
    setTimeout(() => {
      console.error('The server did not stop in 10 s: cut.');
      process.exit(1);
    }, 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The server did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
