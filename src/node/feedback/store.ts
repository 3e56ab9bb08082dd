import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { FeedbackPayload } from '../../domain/feedback/feedback';
import { lockFolder } from './folderLock';
import { openPgliteThread } from './pgliteThread';
import type { Sql, SqlSession } from './sql';
import { createSqlRateLimiter, type RateLimiter, type RateLimitOptions } from './rateLimit';

/**
 * Where feedback is kept: a real SQL database. By default PGlite (PostgreSQL compiled to WebAssembly, in this
 * process, its data in a folder: `FEEDBACK_DATA_DIR`, default `.data/feedback`); with `DATABASE_URL` set, the
 * same SQL on a PostgreSQL server through `pg` (a pool of connections). The schema is created by the migrations below
 * when the store opens. A row is written (and its id returned) before the endpoint answers 201. A PGlite folder is
 * opened by one process at a time (folderLock.ts): a second opener gets an error naming the first.
 */

declare const __non_webpack_require__: NodeJS.Require | undefined;
/** The process's own require: Gatsby bundles functions with webpack, which must not bundle the database drivers. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (name: string): unknown => (typeof __non_webpack_require__ === 'function' ? __non_webpack_require__(name) : require(name));

export interface FeedbackRow {
  id: number;
  created_at: string;
  page: string;
  language: string;
  section: string | null;
  rating: number | null;
  comment: string | null;
  client_hash: string;
}

/** The schema, in order; each runs once (recorded in feedback_migrations), in a transaction. */
export const MIGRATIONS: Array<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `CREATE TABLE feedback (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      page text NOT NULL,
      language text NOT NULL,
      section text,
      rating smallint CHECK (rating IN (0, 1)),
      comment text CHECK (char_length(comment) <= 2000),
      client_hash text NOT NULL,
      CHECK (rating IS NOT NULL OR comment IS NOT NULL)
    );
    CREATE INDEX feedback_page ON feedback (page, created_at);`,
  },
  {
    // The rate limit's counts when several server processes share one database (rateLimit.ts, createSqlRateLimiter).
    version: 2,
    sql: `CREATE TABLE feedback_rate_limit (
      client_hash text PRIMARY KEY,
      hits bigint[] NOT NULL,
      accepted boolean NOT NULL DEFAULT true
    );`,
  },
];

/** The transaction-level advisory lock the migrations take (any constant, the same in every process). */
const MIGRATION_LOCK = 27182818;

/**
 * Applies the migrations the database lacks. Several processes may start at once on one PostgreSQL server: each step
 * (creating the migrations' table, then each migration) runs in a transaction that first takes a transaction-level
 * advisory lock, then checks again whether another process did it meanwhile. The table's own `IF NOT EXISTS` is not
 * enough: two sessions creating one table at once both find it missing, and one fails on a duplicate type.
 */
async function migrate(sql: Sql) {
  await sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS feedback_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const { rows } = await sql.query<{ version: number }>('SELECT version FROM feedback_migrations');
  const applied = new Set(rows.map((r) => Number(r.version)));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM feedback_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO feedback_migrations (version) VALUES ($1)', [migration.version]);
    });
  }
}

interface PGliteModule {
  PGlite: new (dataDir?: string) => SqlSession & {
    waitReady: Promise<void>;
    transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
    close(): Promise<void>;
  };
}
interface PgClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  release(error?: Error): void;
}
interface PgModule {
  Pool: new (options: { connectionString: string; max?: number }) => {
    query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
    connect(): Promise<PgClient>;
    on(event: 'error', listener: (error: Error) => void): unknown;
    end(): Promise<void>;
  };
}

async function openPglite(dataDir: string): Promise<Sql> {
  const { PGlite } = load('@electric-sql/pglite') as PGliteModule;
  const db = new PGlite(dataDir);
  await db.waitReady;
  return {
    query: (text, params) => db.query(text, params),
    exec: (text) => db.exec(text),
    transaction: async (fn) => void (await db.transaction(fn)),
    close: () => db.close(),
  };
}

async function connect(options: StoreOptions): Promise<Sql> {
  if (options.databaseUrl) {
    const { Pool } = load('pg') as PgModule;
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server closed (a restart, a failover) must not take the process down: the next query opens another.
    pool.on('error', (error) => console.error('feedback: a PostgreSQL connection failed', error.message));
    return {
      query: (text, params) => pool.query(text, params),
      exec: (text) => pool.query(text),
      async transaction(fn) {
        const client = await pool.connect();
        const session: SqlSession = { query: (text, params) => client.query(text, params), exec: (text) => client.query(text) };
        try {
          await client.query('BEGIN');
          await fn(session);
          await client.query('COMMIT');
          client.release();
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          client.release(error as Error);
          throw error;
        }
      },
      close: () => pool.end(),
    };
  }
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const lock = lockFolder(options.dataDir);
  try {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const db = options.pgliteThread ? await openPgliteThread(options.dataDir) : await openPglite(options.dataDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export interface StoreOptions {
  /** A PostgreSQL connection string: use that server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite's data folder. */
  dataDir: string;
  /** Connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** PGlite in a worker thread (the server: its WebAssembly then never delays other requests). */
  pgliteThread?: boolean;
}

/**
 * The process's environment at run time. Gatsby bundles functions with webpack, which replaces `process.env`
 * with the values it had at build time; the server's own environment is read through globalThis.
 */
export function runtimeEnv(): NodeJS.ProcessEnv {
  return (globalThis as unknown as { process: NodeJS.Process }).process.env;
}

/** The store options of this process's environment. */
export function storeOptionsFromEnv(env: NodeJS.ProcessEnv = runtimeEnv(), root = process.cwd()): StoreOptions {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: path.resolve(root, env.FEEDBACK_DATA_DIR || path.join('.data', 'feedback')) };
}

/** The client as stored: a hash, not its address. */
export const hashClient = (client: string) => crypto.createHash('sha256').update(`mui-docs-feedback:${client}`).digest('hex').slice(0, 16);

export interface FeedbackStore {
  /** `postgres` on a PostgreSQL server (shared by processes), `pglite` in this process's folder. */
  readonly kind: 'postgres' | 'pglite';
  insert(entry: FeedbackPayload & { client: string }): Promise<number>;
  all(): Promise<FeedbackRow[]>;
  /** A rate limiter whose counts live in this database (shared by every process using it). */
  rateLimiter(options: RateLimitOptions): RateLimiter;
  close(): Promise<void>;
}

type Entry = FeedbackPayload & { client: string };

async function insertRow(sql: SqlSession, entry: Entry): Promise<number> {
  const { rows } = await sql.query<{ id: number | string }>(
    'INSERT INTO feedback (page, language, section, rating, comment, client_hash) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [entry.page, entry.language, entry.section ?? null, entry.rating ?? null, entry.comment ?? null, hashClient(entry.client)],
  );
  return Number(rows[0].id);
}

/** Rows of one transaction at most: bounds how long the thread is busy before another request gets a turn. */
const GROUP_COMMIT_ROWS = 25;

/**
 * Group commit: the inserts queued while a transaction runs go together into the next one, each answered with its id
 * once that transaction has committed (never before). A transaction that fails is retried row by row, so one bad row
 * fails alone. Between transactions the event loop serves other requests (static pages wait for one batch at most).
 */
function createGroupCommit(sql: Sql): (entry: Entry) => Promise<number> {
  const queue: Array<{ entry: Entry; resolve: (id: number) => void; reject: (error: unknown) => void }> = [];
  let running = false;
  const drain = async () => {
    running = true;
    try {
      while (queue.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        const batch = queue.splice(0, GROUP_COMMIT_ROWS);
        const ids: number[] = [];
        try {
          await sql.transaction(async (tx) => {
            ids.length = 0;
            for (const { entry } of batch) ids.push(await insertRow(tx, entry));
          });
          batch.forEach(({ resolve }, i) => resolve(ids[i]));
        } catch {
          for (const { entry, resolve, reject } of batch) await insertRow(sql, entry).then(resolve, reject);
        }
      }
    } finally {
      running = false;
    }
  };
  return (entry) =>
    new Promise<number>((resolve, reject) => {
      queue.push({ entry, resolve, reject });
      if (!running) void drain();
    });
}

/** Opens the database (PGlite: takes its folder's lock) and applies the migrations it lacks. */
export async function openFeedbackStore(options: StoreOptions): Promise<FeedbackStore> {
  const sql = await connect(options);
  try {
    await migrate(sql);
  } catch (error) {
    await sql.close().catch(() => undefined);
    throw error;
  }
  return {
    kind: options.databaseUrl ? 'postgres' : 'pglite',
    // PGlite has one connection: submissions arriving together are written in one transaction (a commit costs ~5 ms
    // of CPU, a row ~1 ms). A pool of server connections writes them side by side.
    insert: options.databaseUrl ? (entry) => insertRow(sql, entry) : createGroupCommit(sql),
    async all() {
      const { rows } = await sql.query<FeedbackRow>('SELECT id, created_at, page, language, section, rating, comment, client_hash FROM feedback ORDER BY id');
      return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() }));
    },
    rateLimiter: (limitOptions) => createSqlRateLimiter(sql, limitOptions, hashClient),
    close: () => sql.close(),
  };
}

/** Feedback rows as CSV (RFC 4180: quoted fields, doubled quotes), for `npm run feedback:export`. */
export function toCsv(rows: FeedbackRow[]): string {
  const columns: Array<keyof FeedbackRow> = ['id', 'created_at', 'page', 'language', 'section', 'rating', 'comment', 'client_hash'];
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    // A leading = + - @ would run as a formula in a spreadsheet: prefixed with an apostrophe.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${[columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n')}\r\n`;
}
