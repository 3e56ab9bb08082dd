/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createFeedbackHandler, type FunctionRequest } from './handler';
import { createRateLimiter } from './rateLimit';
import { hashClient, MIGRATIONS, openFeedbackStore, toCsv, type FeedbackStore } from './store';

/** The feedback store on PGlite in a temporary folder, and the endpoint in front of it. */

jest.setTimeout(60_000);

const PAGE = '/material-ui/react-button/';
let dir: string;
let store: FeedbackStore | null = null;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-'));
});
afterEach(async () => {
  await store?.close();
  store = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

async function open() {
  store = await openFeedbackStore({ dataDir: dir });
  return store;
}

class Response {
  statusCode = 0;
  headers: Record<string, string> = {};
  body: unknown = null;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  json(body: unknown) {
    this.body = body;
  }
}

function request(body: unknown, { client = '203.0.113.7', method = 'POST', length }: { client?: string; method?: string; length?: number } = {}): FunctionRequest {
  const text = JSON.stringify(body);
  return {
    method,
    headers: { 'content-type': 'application/json', 'content-length': String(length ?? Buffer.byteLength(text)), 'x-forwarded-for': client },
    body,
  };
}

function endpoint(sink: () => Promise<{ insert: FeedbackStore['insert'] }>, limit = 1000) {
  return createFeedbackHandler({
    store: sink,
    pageExists: (page) => page === PAGE,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    log: { error: () => undefined },
  });
}

async function call(handler: ReturnType<typeof endpoint>, req: FunctionRequest) {
  const res = new Response();
  await handler(req, res);
  return res;
}

test('accepts a vote and a comment: 201 with the id, once the row is stored', async () => {
  const db = await open();
  const handler = endpoint(async () => db);
  const res = await call(handler, request({ rating: 0, comment: 'The second demo is cut off.', page: PAGE, section: 'sizes', language: 'en' }));
  expect(res.statusCode).toBe(201);
  const rows = await db.all();
  expect(res.body).toEqual({ id: rows[0].id });
  expect(rows).toEqual([
    expect.objectContaining({ page: PAGE, language: 'en', section: 'sizes', rating: 0, comment: 'The second demo is cut off.', client_hash: hashClient('203.0.113.7') }),
  ]);
  expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
});

test('refuses bad requests with the reason, and stores nothing', async () => {
  const db = await open();
  const handler = endpoint(async () => db);
  const cases: Array<[FunctionRequest, number, RegExp]> = [
    [request({ rating: 3, page: PAGE, language: 'en' }), 400, /^rating:/],
    [request({ rating: 1, page: '/nope/', language: 'en' }), 400, /not a page of this site/],
    [request({ rating: 1, page: PAGE, language: 'en', admin: true }), 400, /unknown field/],
    [{ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'rating=1' }, 400, /JSON object/],
    [request({ rating: 1, page: PAGE, language: 'en' }, { method: 'GET' }), 405, /POST/],
    [request({ comment: 'x'.repeat(1000), page: PAGE, language: 'en' }, { length: 10 * 1024 + 1 }), 413, /over 10240 bytes/],
  ];
  for (const [req, status, message] of cases) {
    const res = await call(handler, req);
    expect([res.statusCode, (res.body as { error: string }).error]).toEqual([status, expect.stringMatching(message)]);
  }
  expect(await db.all()).toEqual([]);
});

test('past its limit a client gets 429 with Retry-After; another client still gets through', async () => {
  const db = await open();
  const handler = endpoint(async () => db, 2);
  const vote = { rating: 1, page: PAGE, language: 'en' };
  expect((await call(handler, request(vote))).statusCode).toBe(201);
  expect((await call(handler, request(vote))).statusCode).toBe(201);
  const limited = await call(handler, request(vote));
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0);
  expect((await call(handler, request(vote, { client: '198.51.100.1' }))).statusCode).toBe(201);
  expect(await db.all()).toHaveLength(3);
});

test('100 submissions at once are all stored, each with its own id', async () => {
  const db = await open();
  const handler = endpoint(async () => db);
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, i) => call(handler, request({ rating: i % 2, comment: `comment ${i}`, page: PAGE, language: 'en' }, { client: `192.0.2.${i}` }))),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
  const rows = await db.all();
  expect(rows).toHaveLength(100);
  expect(new Set(rows.map((r) => r.comment)).size).toBe(100);
  expect(new Set(responses.map((r) => (r.body as { id: number }).id)).size).toBe(100);
});

test('a restart keeps the data, and the migrations run once', async () => {
  const first = await open();
  await first.insert({ rating: 1, page: PAGE, language: 'en', client: 'a' });
  await first.close();
  store = null;
  const second = await open();
  await second.insert({ comment: 'after restart', page: PAGE, language: 'en', client: 'b' });
  expect((await second.all()).map((r) => [r.rating, r.comment])).toEqual([
    [1, null],
    [null, 'after restart'],
  ]);
  expect(MIGRATIONS.map((m) => m.version)).toEqual([1]);
});

test('a store failure is a 503 (the widget keeps the comment), and the next request works', async () => {
  const db = await open();
  let failing = true;
  const handler = endpoint(async () => {
    if (failing) throw new Error('disk full');
    return db;
  });
  const vote = { rating: 1, comment: 'kept', page: PAGE, language: 'en' };
  const res = await call(handler, request(vote));
  expect([res.statusCode, res.body]).toEqual([503, { error: 'feedback could not be stored; try again later' }]);
  failing = false;
  expect((await call(handler, request(vote))).statusCode).toBe(201);
});

test('toCsv: quoted where needed, formulas neutralised', () => {
  const csv = toCsv([
    { id: 1, created_at: '2026-11-24T06:00:00.000Z', page: PAGE, language: 'en', section: null, rating: 1, comment: 'Says "hi", then\nmore', client_hash: 'abc' },
    { id: 2, created_at: '2026-11-24T06:01:00.000Z', page: PAGE, language: 'en', section: 'sizes', rating: null, comment: '=HYPERLINK("x")', client_hash: 'def' },
  ]);
  expect(csv.split('\r\n')).toEqual([
    'id,created_at,page,language,section,rating,comment,client_hash',
    `1,2026-11-24T06:00:00.000Z,${PAGE},en,,1,"Says ""hi"", then\nmore",abc`,
    `2,2026-11-24T06:01:00.000Z,${PAGE},en,sizes,,"'=HYPERLINK(""x"")",def`,
    '',
  ]);
});
