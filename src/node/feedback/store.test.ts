/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { preparedPgliteFolder } from '../../test/pgliteFolder';
import { startPostgres, type TestPostgres } from '../../test/postgres';
import { expectLimitUnderConcurrency, expectSlidingWindow } from '../../test/rateLimitContract';
import { FolderLockedError } from './folderLock';
import { createFeedbackHandler, type FunctionRequest } from './handler';
import { createRateLimiter } from './rateLimit';
import { hashClient, MIGRATIONS, openFeedbackStore, toCsv, type FeedbackStore, type StoreOptions } from './store';

/**
 * The feedback store and the endpoint in front of it, on both drivers with the same tests: PGlite in a temporary
 * folder, and a real PostgreSQL server (src/test/postgres.ts: initdb, pg_ctl on a free port), a new database per test.
 */

jest.setTimeout(120_000);

const PAGE = '/material-ui/react-button/';
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.stop());

const DRIVERS = {
  // A copy of a migrated folder (src/test/pgliteFolder.ts): a new folder takes 10-20 s to initialise.
  PGlite: async (): Promise<StoreOptions> => ({ dataDir: (await preparedPgliteFolder()).dataDir }),
  // As the server opens it: in a worker thread.
  'PGlite in a thread': async (): Promise<StoreOptions> => ({ dataDir: (await preparedPgliteFolder()).dataDir, pgliteThread: true }),
  PostgreSQL: async (): Promise<StoreOptions> => ({ databaseUrl: await postgres.createDatabase(), dataDir: '/nonexistent' }),
};

describe.each(Object.keys(DRIVERS) as Array<keyof typeof DRIVERS>)('on %s', (driver) => {
  let options: StoreOptions;
  const opened: FeedbackStore[] = [];

  beforeEach(async () => {
    options = await DRIVERS[driver]();
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close().catch(() => undefined);
    if (!options.databaseUrl) fs.rmSync(path.dirname(options.dataDir), { recursive: true, force: true });
  });

  async function open() {
    const store = await openFeedbackStore(options);
    opened.push(store);
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
      headers: { 'content-type': 'application/json', 'content-length': String(length ?? Buffer.byteLength(text)) },
      socket: { remoteAddress: client },
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
      expect.objectContaining({
        page: PAGE,
        language: 'en',
        section: 'sizes',
        rating: 0,
        comment: 'The second demo is cut off.',
        client_hash: hashClient('203.0.113.7'),
      }),
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

  test('200 submissions at once (through the connection pool on PostgreSQL) are all stored, each with its own id', async () => {
    const db = await open();
    const handler = endpoint(async () => db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(handler, request({ rating: i % 2, comment: `comment ${i}`, page: PAGE, language: 'en' }, { client: `192.0.2.${i % 250}` })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const rows = await db.all();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.comment)).size).toBe(200);
    expect(new Set(responses.map((r) => (r.body as { id: number }).id)).size).toBe(200);
  });

  test('NUL and lone surrogates in a comment are a 400, never a database error', async () => {
    const db = await open();
    const handler = endpoint(async () => db);
    for (const comment of ['a\u0000b', 'cut \ud83d', '\udc00']) {
      const res = await call(handler, request({ rating: 1, comment, page: PAGE, language: 'en' }));
      expect([res.statusCode, (res.body as { error: string }).error]).toEqual([400, expect.stringMatching(/^comment: text with a NUL/)]);
    }
    expect(await db.all()).toEqual([]);
  });

  test('the rate limit in the database keeps the sliding window', async () => {
    const db = await open();
    await expectSlidingWindow((limitOptions) => db.rateLimiter(limitOptions));
  });

  test('the rate limit in the database: 60 submissions of one client at once, exactly the limit get through', async () => {
    const db = await open();
    await expectLimitUnderConcurrency(db.rateLimiter({ limit: 20, windowMs: 60_000 }), 20, 60);
  });

  test('a restart keeps the data, and the migrations run once', async () => {
    const first = await open();
    await first.insert({ rating: 1, page: PAGE, language: 'en', client: 'a' });
    await first.close();
    const second = await open();
    await second.insert({ comment: 'after restart', page: PAGE, language: 'en', client: 'b' });
    expect((await second.all()).map((r) => [r.rating, r.comment])).toEqual([
      [1, null],
      [null, 'after restart'],
    ]);
    // A third start: the migrations applied are not run again (a second CREATE TABLE would throw).
    await opened.pop()!.close();
    expect((await (await open()).all()).map((r) => r.comment)).toEqual([null, 'after restart']);
    expect(MIGRATIONS.map((m) => m.version)).toEqual([1, 2]);
  });

  if (driver === 'PostgreSQL') {
    test('servers starting at once on a new database all open it: the migrations run once, none fails', async () => {
      // Concurrent CREATE TABLE IF NOT EXISTS of one table fails in PostgreSQL (a duplicate in pg_type): two server
      // processes started together on a new database lost one of them.
      const stores = await Promise.all(Array.from({ length: 6 }, () => open()));
      await stores[0].insert({ rating: 1, page: PAGE, language: 'en', client: 'a' });
      expect((await stores[5].all()).map((r) => r.rating)).toEqual([1]);
    });
  }

  if (driver !== 'PostgreSQL') {
    test('a second process (or store) opening the same folder is refused with what to do; a stale lock is taken over', async () => {
      await open();
      const error = await openFeedbackStore(options).then(
        async (store) => {
          await store.close();
          return 'opened twice';
        },
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(FolderLockedError);
      expect((error as Error).message).toMatch(/is open in process \d+.*Stop that server first, or export through it/);
      await opened.pop()!.close();
      expect(fs.existsSync(`${options.dataDir}.lock`)).toBe(false);
      // A lock left by a process that died (SIGKILL): taken over.
      fs.writeFileSync(`${options.dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 17, host: os.hostname() }));
      const reopened = await open();
      expect(await reopened.all()).toEqual([]);
    });
  }

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
