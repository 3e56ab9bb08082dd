import crypto from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import type { Socket } from 'net';
import path from 'path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MAX_BODY_BYTES } from '../domain/feedback/feedback';
import type { FunctionRequest, FunctionResponse } from '../node/feedback/handler';
import { toCsv, type FeedbackRow } from '../node/feedback/store';
import { cacheControlFor } from './cacheControl';
import type { CspIndex } from './csp';
import { SECURITY_HEADERS } from './securityHeaders';
import { isPassedOnHeader, toWebRequest } from '../node/mcp/http';

/**
 * The site's HTTP server: `public/` with the caching rules of cacheControl.ts, trailing-slash redirects and the
 * 404 page like `gatsby serve`, gzip/brotli, security headers on every response, and the page feedback endpoint
 * (the handler of src/node/feedback, the Gatsby Function's code) mounted once at /api/feedback, and the docs' MCP server
 * at /api/mcp. Every /api/ answer,
 * errors included, is JSON. Built here without listening (tests call `inject`); main.ts opens the store and listens.
 */
export interface FeedbackRoutes {
  /** The handler of src/node/feedback/handler.ts with its store, limiter and client resolver. */
  handle(req: FunctionRequest, res: FunctionResponse): Promise<void>;
  /** Every stored row, for GET /api/feedback/export. */
  rows(): Promise<FeedbackRow[]>;
  /** The bearer token of GET /api/feedback/export (FEEDBACK_EXPORT_TOKEN); without one the export is not served. */
  exportToken: string | null;
}

export interface AppOptions {
  publicDir: string;
  csp: CspIndex;
  /** Null: /api/feedback answers 503 (a server started with FEEDBACK_DISABLED=1, for static measurements). */
  feedback: FeedbackRoutes | null;
  /** The docs' MCP server over Streamable HTTP (src/node/mcp/http.ts) at /api/mcp; null: not served. */
  mcp?: ((request: Request) => Promise<Response>) | null;
  log?: Pick<Console, 'error'>;
}

/** An MCP request's body limit: JSON-RPC messages with a query or a page name, far below this. */
export const MAX_MCP_BODY_BYTES = 64 * 1024;

/** Longer URLs are refused (414) before routing: no file name or page is that long. */
export const MAX_URL_LENGTH = 4096;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The message of an error Fastify raised while reading a request, in the endpoint's words. */
function errorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `the body is over ${MAX_BODY_BYTES} bytes`;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'the body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'the body is empty; send a JSON object';
    default:
      return status >= 500 ? 'internal error' : error.message;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The Express-like request and response the feedback handler was written against. */
function adapt(request: FastifyRequest, reply: FastifyReply): [FunctionRequest, FunctionResponse] {
  const res: FunctionResponse = {
    status: (code) => (reply.code(code), res),
    setHeader: (name, value) => reply.header(name, value),
    json: (body) => reply.type('application/json; charset=utf-8').send(JSON.stringify(body)),
  };
  return [{ method: request.method, headers: request.headers, body: request.body, socket: request.raw.socket }, res];
}

export async function buildApp({ publicDir, csp, feedback, mcp = null, log = console }: AppOptions): Promise<FastifyInstance> {
  const root = path.resolve(publicDir);
  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    // The client of the rate limit is decided by the feedback handler (TRUST_PROXY), not by Fastify.
    trustProxy: false,
    // A client that sends its request slowly does not hold a connection forever.
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.url.length > MAX_URL_LENGTH) {
      reply.code(414);
      return isApi(request.url) ? reply.send({ error: `the URL is over ${MAX_URL_LENGTH} characters` }) : reply.type('text/plain').send('URI Too Long');
    }
  });

  // A stop lets the answers under way finish, then ends every connection. Node's server.close() ends only the
  // connections idle at that moment and never one that has sent no request yet: a browser's connections (kept alive
  // after an answer, or opened ahead of a request) held a stop for the keep-alive timeout, or for the request timeout
  // (30 s). So the server counts each connection's answers under way; while closing, answers say `Connection: close`,
  // and every connection without one is ended (at the stop and every 100 ms until the last is gone).
  const underWay = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    underWay.set(socket, 0);
    socket.once('close', () => underWay.delete(socket));
  });
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    underWay.set(socket, (underWay.get(socket) ?? 0) + 1);
    res.once('close', () => {
      if (underWay.has(socket)) underWay.set(socket, underWay.get(socket)! - 1);
    });
  });
  const endIdle = () => {
    for (const [socket, answers] of underWay) if (answers <= 0) socket.destroySoon();
  };
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    endIdle();
    sweep = setInterval(endIdle, 100).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  // A page's policy is set with its file (setHeaders below); every other response gets the policy without inline scripts.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy') && !reply.raw.hasHeader('content-security-policy')) reply.header('content-security-policy', csp.basePolicy);
    if (closing) reply.header('connection', 'close');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) log.error(`server: ${request.method} ${request.url.slice(0, 200)} failed`, error);
    // The rest of a refused body is not read: the connection closes after the answer.
    if (status === 413) reply.header('connection', 'close');
    reply.code(status);
    const message = errorMessage(error, status);
    return isApi(request.url) ? reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: message })) : reply.type('text/plain').send(message);
  });

  // Responses of 1 KB or more are compressed (brotli or gzip, as the client accepts); request bodies never are
  // inflated (a small compressed body could expand past the body limit's intent).
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  await app.register(
    async (api) => {
      // Any other content type is read up to the body limit (413 beyond it, before more is read) and refused by
      // the handler with a 400: nothing is ever read whole into memory.
      api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
      api.all('/feedback', async (request, reply) => {
        if (!feedback) return reply.code(503).send({ error: 'feedback is not collected by this server' });
        await feedback.handle(...adapt(request, reply));
        return reply;
      });
      api.get('/feedback/export', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!feedback?.exportToken) return reply.code(404).send({ error: 'the export is off: start the server with FEEDBACK_EXPORT_TOKEN' });
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameToken(given, feedback.exportToken)) {
          reply.header('www-authenticate', 'Bearer');
          return reply.code(401).send({ error: 'send Authorization: Bearer <FEEDBACK_EXPORT_TOKEN>' });
        }
        return reply.type('text/csv; charset=utf-8').send(toCsv(await feedback.rows()));
      });
      if (mcp) {
        // Its own scope: the body is kept as text (the transport parses the JSON-RPC message itself).
        await api.register(async (scope) => {
          scope.removeAllContentTypeParsers();
          scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_MCP_BODY_BYTES }, (_request, body, done) => done(null, body));
          scope.all('/mcp', async (request, reply) => {
            const body = typeof request.body === 'string' ? request.body : undefined;
            const response = await mcp(toWebRequest(request.method, request.url, request.headers, body));
            reply.code(response.status);
            response.headers.forEach((value, name) => {
              if (isPassedOnHeader(name)) reply.header(name, value);
            });
            reply.header('cache-control', 'no-store');
            return reply.send(await response.text());
          });
        });
      }
      api.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `no endpoint ${request.method} ${request.url.split('?')[0]}` }));
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root,
    // /material-ui/react-button → 301 /material-ui/react-button/ (query kept), as `gatsby serve` does for pages.
    redirect: true,
    index: ['index.html'],
    dotfiles: 'allow',
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlFor(`/${path.relative(root, file).split(path.sep).join('/')}`));
      res.setHeader('content-security-policy', csp.policyFor(file));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url)) return reply.code(404).send({ error: `no endpoint ${request.method} ${request.url.split('?')[0]}` });
    // Unknown paths, in any language, get the site's 404 page (it reads the language from the URL), as with `gatsby serve`.
    return reply.code(404).sendFile('404.html');
  });

  return app;
}
