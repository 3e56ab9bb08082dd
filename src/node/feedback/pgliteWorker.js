// The thread that runs PGlite for the server (pgliteThread.ts): PostgreSQL compiled to WebAssembly executes on the
// thread that calls it, so in its own thread its work never delays the server's other requests. It answers one
// message at a time: { id, op: 'ready' | 'query' | 'exec' | 'close', text, params } → { id, rows } or { id, error }.
const { parentPort, workerData } = require('worker_threads');
const { PGlite } = require('@electric-sql/pglite');

const db = new PGlite(workerData.dataDir);

parentPort.on('message', async ({ id, op, text, params }) => {
  try {
    if (op === 'query') {
      parentPort.postMessage({ id, rows: (await db.query(text, params)).rows });
      return;
    }
    if (op === 'ready') await db.waitReady;
    else if (op === 'exec') await db.exec(text);
    else if (op === 'close') await db.close();
    else throw new Error(`unknown operation ${op}`);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error instanceof Error ? error.message : String(error), code: error && error.code } });
  }
});
