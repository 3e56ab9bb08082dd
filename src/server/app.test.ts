/** @jest-environment node */
import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import net, { type AddressInfo } from 'net';
import type { FastifyInstance } from 'fastify';
import site from '../config/site.json';
import { createFeedbackHandler } from '../node/feedback/handler';
import { createRateLimiter } from '../node/feedback/rateLimit';
import type { FeedbackRow } from '../node/feedback/store';
import { createFixtureSite, FIXTURE_SCRIPTS } from '../test/fixtureSite';
import { request, type RawRequest } from '../test/httpRequest';
import { buildApp } from './app';
import { IMMUTABLE, REVALIDATE } from './cacheControl';
import { createCspIndex, sha256 } from './csp';

/** The server's answers on a loopback socket: files, headers, redirects, 404s and the API's errors. */

const BUTTON = '/material-ui/react-button/';
const TOKEN = 'export-token-0123456789';
let site_: ReturnType<typeof createFixtureSite>;
let app: FastifyInstance;
let stored: FeedbackRow[];
let origin: string;
const get = (url: string, options?: RawRequest) => request(origin, url, options);

beforeAll(async () => {
  site_ = createFixtureSite();
  const csp = createCspIndex(site_.dir, site);
  csp.scan();
  stored = [];
  app = await buildApp({
    publicDir: site_.dir,
    csp,
    feedback: {
      handle: createFeedbackHandler({
        store: async () => ({
          insert: async (entry) => {
            stored.push({
              ...entry,
              id: stored.length + 1,
              created_at: '',
              section: entry.section ?? null,
              rating: entry.rating ?? null,
              comment: entry.comment ?? null,
              client_hash: '',
            });
            return stored.length;
          },
        }),
        pageExists: (page) => fs.existsSync(path.join(site_.dir, page, 'index.html')),
        limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
        log: { error: () => undefined },
      }),
      rows: async () => stored,
      exportToken: TOKEN,
    },
    // The MCP route's adapter: the handler here answers what it received.
    mcp: async (req) =>
      new Response(
        JSON.stringify({ method: req.method, url: new URL(req.url).pathname, accept: req.headers.get('accept'), body: req.method === 'POST' ? await req.text() : null }),
        {
          status: 200,
          headers: { 'content-type': 'application/json', 'mcp-session-id': 'none' },
        },
      ),
    log: { error: () => undefined },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  site_.remove();
});

const post = (body: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) => get('/api/feedback', { method: 'POST', headers, body });
const vote = JSON.stringify({ rating: 1, page: BUTTON, language: 'en' });

describe('files', () => {
  test.each([
    ['/', 200, REVALIDATE],
    [BUTTON, 200, REVALIDATE],
    ['/page-data/material-ui/react-button/page-data.json', 200, REVALIDATE],
    ['/sw.js', 200, REVALIDATE],
    ['/favicon.svg', 200, REVALIDATE],
    ['/app-0123456789abcdef0123.js', 200, IMMUTABLE],
    ['/static/font-0123456789abcdef0123456789abcdef.woff2', 200, IMMUTABLE],
    ['/styles/shell.0123456789abcdef.css', 200, IMMUTABLE],
    ['/nav/material-ui.0123456789abcdef.json', 200, IMMUTABLE],
    ['/search/en-names.0123456789abcdef.json', 200, IMMUTABLE],
  ])('%s: %d, Cache-Control %s', async (url, status, cacheControl) => {
    const res = await get(url);
    expect([res.status, res.headers['cache-control']]).toEqual([status, cacheControl]);
  });

  test('a page without its trailing slash: 301 to the slashed URL, the query kept', async () => {
    const res = await get('/material-ui/react-button?q=1');
    expect([res.status, res.headers.location]).toEqual([301, '/material-ui/react-button/?q=1']);
  });

  test.each(['/nothing/', '/material-ui/nothing', '/zh/nothing/', '/app-ffffffffffffffffffff.js'])('%s: the 404 page with status 404', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<h1>Page not found</h1>');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  test.each(['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/static/..%2f..%2fpackage.json', '//evil.example/'])(
    '%s: never a file outside, never a redirect elsewhere',
    async (url) => {
      const res = await get(url);
      expect([403, 404]).toContain(res.status);
      expect(res.headers.location).toBeUndefined();
    },
  );

  test('paths over 4,096 characters: 414, not 500', async () => {
    expect((await get(`/${'a'.repeat(5000)}/`)).status).toBe(414);
    const api = await get(`/api/${'a'.repeat(5000)}`);
    expect([api.status, api.json()]).toEqual([414, { error: 'the URL is over 4096 characters' }]);
  });

  test('brotli or gzip, as the client accepts', async () => {
    const br = await get(BUTTON, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('<title>Button</title>');
    const gzip = await get('/styles/shell.0123456789abcdef.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toMatch(/^body\{margin:0\}/);
    expect((await get(BUTTON)).headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  test.each([BUTTON, '/app-0123456789abcdef0123.js', '/nothing/', '/material-ui/react-button', '/api/feedback', '/api/nothing'])('%s', async (url) => {
    const res = await get(url);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  const scriptSrc = (policy: unknown) => (/(?:^|; )script-src ([^;]*)/.exec(String(policy))?.[1] ?? '').split(' ');

  test("a page's policy allows its own inline scripts by hash, and not another page's", async () => {
    const sources = scriptSrc((await get(BUTTON)).headers['content-security-policy']);
    expect(sources).toEqual(
      expect.arrayContaining(["'self'", sha256(FIXTURE_SCRIPTS.head), sha256(FIXTURE_SCRIPTS.buttonPath), new URL(site.ads.networkScriptUrl).origin]),
    );
    expect(sources).not.toContain(sha256(FIXTURE_SCRIPTS.framePath));
    expect(sources.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  test("a framed demo's srcdoc script is allowed on its page (the frame inherits the policy)", async () => {
    const sources = scriptSrc((await get('/toolpad/core/react-dashboard-layout/')).headers['content-security-policy']);
    expect(sources).toEqual(expect.arrayContaining([sha256(FIXTURE_SCRIPTS.frame), sha256(FIXTURE_SCRIPTS.framePath)]));
  });

  test('the 404 page has its own scripts allowed; other files no inline script', async () => {
    expect(scriptSrc((await get('/nothing/')).headers['content-security-policy'])).toContain(sha256(FIXTURE_SCRIPTS.notFound));
    expect(scriptSrc((await get('/sw.js')).headers['content-security-policy']).filter((s) => s.startsWith("'sha256-"))).toEqual([]);
  });

  test('a page rewritten under the running server gets the policy of its new scripts', async () => {
    const file = path.join(site_.dir, 'zh/material-ui/react-button/index.html');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, before.replace('<title>', '<script>window.rebuilt=1</script><title>'));
    try {
      expect(scriptSrc((await get(`/zh${BUTTON}`)).headers['content-security-policy'])).toContain(sha256('window.rebuilt=1'));
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});

describe('/api/feedback', () => {
  test('a valid vote: 201, stored', async () => {
    const before = stored.length;
    const res = await post(vote);
    expect([res.status, res.json()]).toEqual([201, { id: before + 1 }]);
    expect(stored).toHaveLength(before + 1);
  });

  test.each<[string, () => ReturnType<typeof post>, number, RegExp]>([
    ['malformed JSON', () => post('{"rating": 1,'), 400, /^the body is not valid JSON$/],
    ['an empty JSON body', () => post(''), 400, /^the body is empty/],
    ['a JSON array', () => post('[1]'), 400, /^body:/],
    ['a NUL character in the comment', () => post(JSON.stringify({ rating: 1, comment: 'a\u0000b', page: BUTTON, language: 'en' })), 400, /NUL/],
    ['form data', () => post('rating=1', { 'content-type': 'application/x-www-form-urlencoded' }), 400, /JSON object/],
    ['no content type', () => post('rating=1', {}), 400, /JSON object/],
    ['JSON over 10 KB', () => post(JSON.stringify({ comment: 'x'.repeat(20_000) })), 413, /over 10240 bytes/],
    ['multipart over 10 KB', () => post(Buffer.alloc(200_000), { 'content-type': 'multipart/form-data; boundary=x' }), 413, /over 10240 bytes/],
    ['GET', () => get('/api/feedback'), 405, /use POST/],
    ['PUT', () => get('/api/feedback', { method: 'PUT', body: vote, headers: { 'content-type': 'application/json' } }), 405, /use POST/],
    ['an unknown endpoint', () => get('/api/other', { method: 'POST', body: vote }), 404, /no endpoint POST \/api\/other/],
  ])('%s: its status with a JSON error', async (_name, send, status, message) => {
    const before = stored.length;
    const res = await send();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect([res.status, res.json().error]).toEqual([status, expect.stringMatching(message)]);
    expect(stored).toHaveLength(before);
  });

  test('a body over the limit is refused from its Content-Length, before it is read, and the connection closes', async () => {
    // The client announces 200 MB and sends one byte: the answer comes at once, without waiting for the rest.
    const res = await get('/api/feedback', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'content-length': String(200 * 1024 * 1024) },
      body: 'x',
      timeoutMs: 5000,
    }).catch((error: Error) => error);
    if (res instanceof Error) throw res;
    expect([res.status, res.json().error]).toEqual([413, 'the body is over 10240 bytes']);
    expect(res.headers.connection).toBe('close');
  });
});

describe('/api/feedback/export', () => {
  test('with the token: every row as CSV, never cached', async () => {
    await post(vote);
    const res = await get('/api/feedback/export', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'text/csv; charset=utf-8', 'no-store']);
    expect(res.text.split('\r\n')[0]).toBe('id,created_at,page,language,section,rating,comment,client_hash');
    expect(res.text.trim().split('\r\n')).toHaveLength(stored.length + 1);
  });

  test.each([undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`])('authorization %s: 401', async (authorization) => {
    const res = await get('/api/feedback/export', { headers: authorization ? { authorization } : {} });
    expect([res.status, res.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    expect(res.text).not.toContain('client_hash');
  });
});

describe('/api/mcp', () => {
  test('a JSON-RPC message reaches the MCP handler as sent (body text, headers) and its answer comes back, not cached', async () => {
    const message = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const res = await get('/api/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: message });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ method: 'POST', url: '/api/mcp', accept: 'application/json, text/event-stream', body: message });
    expect([res.headers['mcp-session-id'], res.headers['cache-control']]).toEqual(['none', 'no-store']);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  test('a body over 64 KB is refused with a JSON 413 before the handler', async () => {
    const res = await get('/api/mcp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'x'.repeat(70 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.json().error).toMatch(/over/);
  });
});

describe('stopping', () => {
  test('answers under way finish with Connection: close and the stop does not wait for kept-alive or never-used connections', async () => {
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stopping = await buildApp({
      publicDir: site_.dir,
      csp: createCspIndex(site_.dir, site),
      feedback: null,
      mcp: async () => {
        entered();
        await gate;
        return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
      log: { error: () => undefined },
    });
    await stopping.listen({ host: '127.0.0.1', port: 0 });
    const { port } = stopping.server.address() as AddressInfo;
    // A browser's way: connections kept alive between requests.
    const agent = new http.Agent({ keepAlive: true });
    const send = (method: string, url: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        });
        req.on('error', reject);
        req.end(method === 'POST' ? '{}' : undefined);
      });
    // A connection opened ahead of a request (as browsers do) that never sends one.
    const preconnected = net.connect(port, '127.0.0.1');
    const preconnectClosed = new Promise((resolve) => preconnected.once('close', resolve));
    try {
      const underWay = send('POST', '/api/mcp');
      await handlerEntered;
      const idle = await send('GET', BUTTON);
      expect([idle.statusCode, idle.headers.connection]).toEqual([200, 'keep-alive']);

      const closed = stopping.close().then(() => 'closed');
      // The stop has begun once the server no longer listens; then the handler answers.
      while (stopping.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      const answer = await underWay;
      expect([answer.statusCode, answer.headers.connection]).toEqual([200, 'close']);
      // Node alone waits for the keep-alive timeout (5 s) after the last answer, and the request timeout (30 s) for the
      // connection that sent nothing.
      let timer: NodeJS.Timeout | undefined;
      const waiting = new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting'), 2500)));
      expect(await Promise.race([closed, waiting])).toBe('closed');
      clearTimeout(timer);
      await preconnectClosed;
    } finally {
      preconnected.destroy();
      agent.destroy();
      release();
      await stopping.close();
    }
  });
});
