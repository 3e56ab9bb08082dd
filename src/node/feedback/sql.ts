/** What the feedback store needs of a database driver (PGlite, PGlite in a thread, or pg's pool). */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

export interface Sql extends SqlSession {
  /** Runs `fn` in a transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction(fn: (tx: SqlSession) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
