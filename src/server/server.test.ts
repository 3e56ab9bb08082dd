/** @jest-environment node */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createFixtureSite } from '../test/fixtureSite';
import { request } from '../test/httpRequest';
import { preparedPgliteFolder } from '../test/pgliteFolder';
import { startPostgres, type TestPostgres } from '../test/postgres';
import { startSiteServer, type SiteServer } from '../test/siteServer';

/**
 * The server as `npm run serve` runs it, in its own process on a loopback port: the database opened before it listens,
 * one process per PGlite folder, nothing acknowledged lost across an export, a restart or a crash, and several processes
 * on one PostgreSQL database sharing one rate limit.
 */

jest.setTimeout(240_000);

const BUTTON = '/material-ui/react-button/';
const TOKEN = 'test-export-token-0123456789';
const ROOT = path.resolve(__dirname, '..', '..');

let fixture: ReturnType<typeof createFixtureSite>;
const servers: SiteServer[] = [];
const cleanups: Array<() => void> = [];

beforeAll(() => {
  fixture = createFixtureSite();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const cleanup of cleanups.splice(0)) cleanup();
});
afterAll(() => fixture.remove());

async function serve(env: Record<string, string>) {
  const server = await startSiteServer({ PUBLIC_DIR: fixture.dir, FEEDBACK_EXPORT_TOKEN: TOKEN, ...env });
  servers.push(server);
  return server;
}

/** A vote from the loopback address 127.0.0.<n> (each its own client for the rate limit). */
function submit(origin: string, n: number, comment: string, headers: Record<string, string> = {}) {
  return request(origin, '/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ rating: 1, comment, page: BUTTON, language: 'en' }),
    localAddress: `127.0.0.${2 + (n % 250)}`,
  });
}

async function exportRows(origin: string): Promise<string[][]> {
  const res = await request(origin, '/api/feedback/export', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
}

const exportCli = (env: Record<string, string>, args: string[] = []) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/feedback/export.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

test('on a new PGlite folder the database is created before the server listens: the first submission is stored at once', async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-feedback-new-'));
  cleanups.push(() => fs.rmSync(parent, { recursive: true, force: true }));
  const server = await serve({ FEEDBACK_DATA_DIR: path.join(parent, 'db') });
  const started = Date.now();
  const res = await submit(server.origin, 0, 'first');
  // The widget gives up after 10 s; the first reader used to wait 9-11 s for a new folder.
  expect([res.status, Date.now() - started]).toEqual([201, expect.any(Number)]);
  expect(Date.now() - started).toBeLessThan(5000);
});

test('PGlite: the export command is refused while the server holds the folder, and exports through it', async () => {
  const folder = await preparedPgliteFolder();
  cleanups.push(folder.remove);
  const server = await serve({ FEEDBACK_DATA_DIR: folder.dataDir });
  expect((await submit(server.origin, 0, 'kept')).status).toBe(201);

  const refused = exportCli({ FEEDBACK_DATA_DIR: folder.dataDir });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`is open in process ${server.pid}`);
  expect(refused.stderr).toMatch(/Stop that server first, or export through it: .*--server/);

  const through = exportCli({ FEEDBACK_EXPORT_TOKEN: TOKEN }, ['--server', server.origin]);
  expect(through.status).toBe(0);
  expect(through.stdout.split('\r\n')[1]).toMatch(/^1,.*,kept,/);
});

test('PGlite: exports while submissions run, then a restart, then a crash (SIGKILL) mid-burst and a restart: every 201 row is there', async () => {
  const folder = await preparedPgliteFolder();
  cleanups.push(folder.remove);
  const acknowledged = new Set<string>();
  const burst = async (server: SiteServer, from: number, count: number) => {
    const results = await Promise.allSettled(Array.from({ length: count }, (_, i) => submit(server.origin, from + i, `c${from + i}`)));
    for (const result of results) if (result.status === 'fulfilled' && result.value.status === 201) acknowledged.add(String(result.value.json<{ id: number }>().id));
  };

  const first = await serve({ FEEDBACK_DATA_DIR: folder.dataDir });
  // Exports through the server and refused export commands, during the submissions.
  const exporting = (async () => {
    for (let i = 0; i < 5; i += 1) {
      await exportRows(first.origin);
      expect(exportCli({ FEEDBACK_DATA_DIR: folder.dataDir }).status).toBe(1);
    }
  })();
  await Promise.all([burst(first, 0, 100), exporting]);
  expect(acknowledged.size).toBe(100);
  expect(await first.stop()).toBe(0);

  const second = await serve({ FEEDBACK_DATA_DIR: folder.dataDir });
  expect(new Set((await exportRows(second.origin)).map((row) => row[0]))).toEqual(acknowledged);
  // A crash in the middle of a burst: what was acknowledged before it is kept.
  const crashing = burst(second, 100, 100);
  await new Promise<void>((resolve) => {
    const poll = () => (acknowledged.size >= 130 ? resolve() : setTimeout(poll, 5));
    poll();
  });
  await second.kill();
  await crashing;
  servers.splice(servers.indexOf(second), 1);

  const third = await serve({ FEEDBACK_DATA_DIR: folder.dataDir });
  const ids = new Set((await exportRows(third.origin)).map((row) => row[0]));
  expect([...acknowledged].filter((id) => !ids.has(id))).toEqual([]);
});

describe('PostgreSQL (DATABASE_URL)', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  test('two server processes on one database share the rate limit and the rows', async () => {
    const url = await postgres.createDatabase();
    const [a, b] = await Promise.all([serve({ DATABASE_URL: url, FEEDBACK_RATE_LIMIT: '5' }), serve({ DATABASE_URL: url, FEEDBACK_RATE_LIMIT: '5' })]);
    // One client alternating between the two processes: five in all get through, not five per process.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await submit(i % 2 ? b.origin : a.origin, 7, `alternating ${i}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    // Another client still gets through, on either process.
    expect((await submit(b.origin, 8, 'another client')).status).toBe(201);
    // Rotating X-Forwarded-For from a socket that is not a trusted proxy changes nothing.
    const spoofed = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(a.origin, 9, `spoof ${i}`, { 'x-forwarded-for': `203.0.113.${i}` })));
    expect(spoofed.filter((r) => r.status === 201)).toHaveLength(5);
    expect((await exportRows(a.origin)).length).toBe(11);
    expect(await exportRows(b.origin)).toEqual(await exportRows(a.origin));
  });

  test('200 parallel submissions across two processes through their connection pools are all stored', async () => {
    const url = await postgres.createDatabase();
    const [a, b] = await Promise.all([serve({ DATABASE_URL: url }), serve({ DATABASE_URL: url })]);
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => submit(i % 2 ? a.origin : b.origin, i, `parallel ${i}`)));
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    expect(new Set((await exportRows(a.origin)).map((row) => row[0])).size).toBe(200);
  });

  test('behind a trusted proxy (TRUST_PROXY), X-Forwarded-For names the client', async () => {
    const url = await postgres.createDatabase();
    const server = await serve({ DATABASE_URL: url, FEEDBACK_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.0/8' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await submit(server.origin, 11, 'reader a', { 'x-forwarded-for': '203.0.113.1' })).status);
    for (let i = 0; i < 2; i += 1) statuses.push((await submit(server.origin, 11, 'reader b', { 'x-forwarded-for': '203.0.113.2' })).status);
    expect(statuses).toEqual([201, 201, 429, 201, 201]);
  });
});
