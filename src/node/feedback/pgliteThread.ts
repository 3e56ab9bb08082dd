import path from 'path';
import { Worker } from 'worker_threads';
import type { Sql, SqlSession } from './sql';

/**
 * PGlite in a worker thread (pgliteWorker.js), behind the store's Sql shape. PGlite executes its WebAssembly on the
 * thread that calls it: in the server's own thread, 200 submissions at once kept static pages waiting over a second.
 * Statements run one at a time, in order; a transaction holds the line until it commits or rolls back, so no other
 * statement lands inside it.
 */
export async function openPgliteThread(dataDir: string): Promise<Sql> {
  const worker = new Worker(path.join(__dirname, 'pgliteWorker.js'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let next = 0;
  let stopped: Error | null = null;
  const failAll = (error: Error) => {
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
    const call = pending.get(id);
    pending.delete(id);
    if (!call) return;
    if (error) call.reject(Object.assign(new Error(error.message), { code: error.code }));
    else call.resolve(rows ?? []);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit ${code})`)));

  const call = (op: string, text?: string, params?: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (stopped) return reject(stopped);
      next += 1;
      pending.set(next, { resolve, reject });
      worker.postMessage({ id: next, op, text, params });
    });

  let line: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = line.then(fn);
    line = run.catch(() => undefined);
    return run;
  };
  const session: SqlSession = {
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await call('query', text, params)) as T[] }),
    exec: (text) => call('exec', text),
  };

  try {
    await call('ready');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    query: (text, params) => inTurn(() => session.query(text, params)),
    exec: (text) => inTurn(() => session.exec(text)),
    transaction: (fn) =>
      inTurn(async () => {
        await session.exec('BEGIN');
        try {
          await fn(session);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    async close() {
      await inTurn(() => call('close')).catch(() => undefined);
      await worker.terminate();
    },
  };
}
