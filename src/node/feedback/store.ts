import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { FeedbackPayload } from '../../domain/feedback/feedback';

/**
 * Where feedback is kept: a real SQL database. By default PGlite (PostgreSQL compiled to WebAssembly, in this
 * process, its data in a folder: `FEEDBACK_DATA_DIR`, default `.data/feedback`); with `DATABASE_URL` set, the
 * same SQL on a PostgreSQL server through `pg`. The schema is created by the migrations below on first use.
 * A row is written (and its id returned) before the endpoint answers 201.
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

/** The two drivers behind one shape: parameterised queries and plain SQL scripts. */
interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
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
];

async function migrate(sql: Sql) {
  await sql.exec('CREATE TABLE IF NOT EXISTS feedback_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const { rows } = await sql.query<{ version: number }>('SELECT version FROM feedback_migrations');
  const applied = new Set(rows.map((r) => Number(r.version)));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await sql.exec(`BEGIN; ${migration.sql}; INSERT INTO feedback_migrations (version) VALUES (${migration.version}); COMMIT;`);
  }
}

interface PGliteModule {
  PGlite: new (dataDir?: string) => Sql & { waitReady: Promise<void> };
}
interface PgModule {
  Pool: new (options: { connectionString: string; max?: number }) => {
    query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
    end(): Promise<void>;
  };
}

async function connect(options: StoreOptions): Promise<Sql> {
  if (options.databaseUrl) {
    const { Pool } = load('pg') as PgModule;
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    return { query: (text, params) => pool.query(text, params), exec: (text) => pool.query(text), close: () => pool.end() };
  }
  const { PGlite } = load('@electric-sql/pglite') as PGliteModule;
  fs.mkdirSync(options.dataDir, { recursive: true });
  const db = new PGlite(options.dataDir);
  await db.waitReady;
  return db;
}

export interface StoreOptions {
  /** A PostgreSQL connection string: use that server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite's data folder. */
  dataDir: string;
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
  insert(entry: FeedbackPayload & { client: string }): Promise<number>;
  all(): Promise<FeedbackRow[]>;
  close(): Promise<void>;
}

/** Opens the database and applies the migrations it lacks. */
export async function openFeedbackStore(options: StoreOptions): Promise<FeedbackStore> {
  const sql = await connect(options);
  await migrate(sql);
  return {
    async insert(entry) {
      const { rows } = await sql.query<{ id: number | string }>(
        'INSERT INTO feedback (page, language, section, rating, comment, client_hash) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [entry.page, entry.language, entry.section ?? null, entry.rating ?? null, entry.comment ?? null, hashClient(entry.client)],
      );
      return Number(rows[0].id);
    },
    async all() {
      const { rows } = await sql.query<FeedbackRow>('SELECT id, created_at, page, language, section, rating, comment, client_hash FROM feedback ORDER BY id');
      return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() }));
    },
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
