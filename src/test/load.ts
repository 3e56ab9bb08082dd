import { spawn } from 'child_process';
import fs from 'fs';
import { request, type RawResponse } from './httpRequest';

/**
 * A bounded load on the feedback endpoint of a server on this machine (loopback only), and what it costs the server:
 * its resident memory (from /proc) before and after, the latency of parallel submissions, and the latency of a static
 * page during them. Each client is its own loopback address (127.x.y.z), so the rate limit sees many readers.
 * Used by src/server/load.test.ts (the acceptance thresholds); `origin` and `pid` may name any server on this machine.
 */
export interface LoadOptions {
  origin: string;
  /** The server's pid, for its memory. */
  pid: number;
  /** A page of the site that exists (the submissions name it). */
  page: string;
  /** The mixed requests (the acceptance test sends 2,000). */
  mixed?: number;
  /** The parallel valid submissions (the acceptance test sends 200). */
  parallel?: number;
  /** Requests in flight at once during the mixed phase. */
  concurrency?: number;
  /** The rate limit the server applies per client per minute (FEEDBACK_RATE_LIMIT). */
  rateLimit?: number;
  /** Whether to verify the stored rows through GET /api/feedback/export with this token. */
  exportToken?: string;
}

export interface LoadReport {
  statuses: Record<string, number>;
  expected: Record<string, number>;
  rssBeforeMb: number;
  rssAfterMb: number;
  mixedSeconds: number;
  parallel: { count: number; created: number; p50Ms: number; p95Ms: number; maxMs: number };
  staticDuringBurstMs: number[];
  /** Ids answered 201 in the parallel phase that the export does not list (null: not checked). */
  missing: number[] | null;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** 127.<a>.<b>.<c> for client number n of a phase: distinct clients, never 127.0.0.1. */
const clientAddress = (phase: number, n: number) => `127.${10 + phase}.${Math.floor(n / 250)}.${2 + (n % 250)}`;

async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await task(i);
    }
  });
  await Promise.all(workers);
  return results;
}

export async function runFeedbackLoad({
  origin,
  pid,
  page,
  mixed = 2000,
  parallel = 200,
  concurrency = 20,
  rateLimit = 20,
  exportToken,
}: LoadOptions): Promise<LoadReport> {
  const json = { 'content-type': 'application/json' };
  const vote = (comment: string) => JSON.stringify({ rating: 1, comment, page, language: 'en' });
  const post = (localAddress: string, body: string, headers: Record<string, string> = json) =>
    request(origin, '/api/feedback', { method: 'POST', headers, body, localAddress, timeoutMs: 60_000 });

  // Warm-up, 10 % of the same mix: the first requests compile code, grow the heaps and the database's buffers to their
  // working size; memory is measured after them (what must not grow is what the load adds).
  await pool(Math.ceil(mixed / 10), concurrency, (i) => {
    switch (i % 4) {
      case 0:
        return post(clientAddress(0, i), vote(`warm-up ${i}`));
      case 1:
        return post(clientAddress(0, i), '{"rating": 1,');
      case 2:
        return request(origin, '/api/feedback', { localAddress: clientAddress(0, i) });
      default:
        return request(origin, page);
    }
  });
  const rssBeforeMb = rssMb(pid);

  // The mixed phase, in quarters: valid votes within the limit (201), a few clients past their limit (201 then 429),
  // malformed or non-JSON bodies (400), GETs (405).
  const quarter = Math.floor(mixed / 4);
  const overLimitClients = Math.max(1, Math.floor(quarter / (rateLimit * 2)));
  const kinds = Array.from({ length: mixed }, (_, i) => i % 4);
  const started = Date.now();
  const mixedResults = await pool(mixed, concurrency, (i) => {
    const n = Math.floor(i / 4);
    switch (kinds[i]) {
      case 0:
        return post(clientAddress(1, n), vote(`load ${n}`));
      case 1:
        return post(clientAddress(2, n % overLimitClients), vote(`over ${n}`));
      case 2:
        return n % 2 ? post(clientAddress(3, n), '{"rating": 1,') : post(clientAddress(3, n), 'rating=1', { 'content-type': 'application/x-www-form-urlencoded' });
      default:
        return request(origin, '/api/feedback', { localAddress: clientAddress(4, n) });
    }
  });
  const mixedSeconds = (Date.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  for (const res of mixedResults) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  const count = (kind: number) => kinds.filter((k) => k === kind).length;
  const accepted = count(0) + Math.min(count(1), overLimitClients * rateLimit);
  const expected: Record<string, number> = { 201: accepted, 400: count(2), 405: count(3), 429: count(1) - (accepted - count(0)) };
  const rssAfterMb = rssMb(pid);

  // Parallel submissions, each from its own client, with a static page requested while they run by another process
  // (this one is busy sending and reading the burst: its own delays would count as the server's).
  const latencies: number[] = [];
  const timing = timePageRequests(origin, page);
  await timing.ready;
  const burst = Promise.all(
    Array.from({ length: parallel }, async (_, i) => {
      const t = Date.now();
      const res: RawResponse = await post(clientAddress(5, i), vote(`parallel ${i}`));
      latencies.push(Date.now() - t);
      return res;
    }),
  );
  timing.start();
  const [responses, staticDuringBurstMs] = await Promise.all([burst, timing.result]);
  const sorted = [...latencies].sort((a, b) => a - b);
  const created = responses.filter((r) => r.status === 201);

  let missing: number[] | null = null;
  if (exportToken) {
    const exported = await request(origin, '/api/feedback/export', { headers: { authorization: `Bearer ${exportToken}` } });
    const ids = new Set(exported.text.split('\r\n').map((line) => line.split(',')[0]));
    missing = created.map((r) => r.json<{ id: number }>().id).filter((id) => !ids.has(String(id)));
  }

  return {
    statuses,
    expected,
    rssBeforeMb,
    rssAfterMb,
    mixedSeconds,
    parallel: { count: parallel, created: created.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted[sorted.length - 1] },
    staticDuringBurstMs,
    missing,
  };
}

/**
 * A child process that requests `page` three times, one after the other, once told to start, and reports each
 * request's time (ms); it fails on any status but 200. Bounded: it gives up after 30 s.
 */
function timePageRequests(origin: string, page: string) {
  const script = `
    const http = require('http');
    const get = () => new Promise((resolve, reject) => {
      const t = process.hrtime.bigint();
      http.get(${JSON.stringify(origin + page)}, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - t) / 1e6) : reject(new Error('HTTP ' + res.statusCode)));
      }).on('error', reject);
    });
    setTimeout(() => process.exit(2), 30000).unref();
    process.stdout.write('ready\\n');
    process.stdin.once('data', async () => {
      const times = [];
      for (let i = 0; i < 3; i += 1) times.push(Math.round(await get()));
      process.stdout.write(JSON.stringify(times) + '\\n');
      process.exit(0);
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  let onReady: () => void;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    child.once('exit', (code) => reject(new Error(`the page-timing process exited (${code}) before it was ready`)));
  });
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('ready\n')) onReady();
  });
  const result = new Promise<number[]>((resolve, reject) =>
    child.on('exit', (code) => {
      const times = output.split('\n').find((line) => line.startsWith('['));
      if (code === 0 && times) resolve(JSON.parse(times) as number[]);
      else reject(new Error(`the page requests failed (exit ${code}): ${output}`));
    }),
  );
  return { ready, result, start: () => child.stdin.write('go\n') };
}

export function formatLoadReport(name: string, r: LoadReport): string {
  return [
    `${name}:`,
    `  mixed requests: ${Object.entries(r.statuses)
      .map(([s, n]) => `${n}×${s}`)
      .join(', ')} in ${r.mixedSeconds.toFixed(1)} s`,
    `  server RSS: ${r.rssBeforeMb.toFixed(1)} MB before, ${r.rssAfterMb.toFixed(1)} MB after (${(r.rssAfterMb - r.rssBeforeMb).toFixed(1)} MB)`,
    `  ${r.parallel.count} parallel submissions: ${r.parallel.created} stored, p50 ${r.parallel.p50Ms} ms, p95 ${r.parallel.p95Ms} ms, max ${r.parallel.maxMs} ms`,
    `  static page during the burst: ${r.staticDuringBurstMs.map((ms) => `${ms} ms`).join(', ')}`,
  ].join('\n');
}
