#!/usr/bin/env node
/**
 * `npm run feedback:export [-- --out feedback.csv]`: every stored page feedback as CSV (stdout by default), from the
 * same store the server writes (PGlite in FEEDBACK_DATA_DIR, default .data/feedback, or PostgreSQL at DATABASE_URL).
 *
 * A PGlite folder is opened by one process at a time: while the server runs, this command is refused with a message.
 * Export through the running server instead: `FEEDBACK_EXPORT_TOKEN=… npm run feedback:export -- --server
 * http://127.0.0.1:9000` (the server started with the same FEEDBACK_EXPORT_TOKEN serves GET /api/feedback/export).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const arg = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? null : process.argv[index + 1];
};
const out = arg('--out');
const server = arg('--server');

function write(csv) {
  const rows = Math.max(0, csv.split('\r\n').length - 2);
  if (out) {
    fs.writeFileSync(out, csv);
    console.error(`${rows} feedback rows written to ${out}`);
  } else process.stdout.write(csv);
}

if (server) {
  const token = process.env.FEEDBACK_EXPORT_TOKEN;
  if (!token) {
    console.error('Set FEEDBACK_EXPORT_TOKEN to the token the server was started with.');
    process.exit(1);
  }
  const response = await fetch(new URL('/api/feedback/export', server), { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) {
    console.error(`${server} answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  write(await response.text());
} else {
  require('sucrase/register/ts');
  const { openFeedbackStore, storeOptionsFromEnv, toCsv } = require(path.join(import.meta.dirname, '..', '..', 'src/node/feedback/store.ts'));
  const options = storeOptionsFromEnv();
  if (!options.databaseUrl && !fs.existsSync(options.dataDir)) {
    console.error(`No feedback yet: ${options.dataDir} does not exist (set FEEDBACK_DATA_DIR or DATABASE_URL).`);
    process.exit(1);
  }
  let store;
  try {
    store = await openFeedbackStore(options);
  } catch (error) {
    console.error(error.name === 'FolderLockedError' ? error.message : `The feedback store did not open: ${error.message}`);
    process.exit(1);
  }
  try {
    write(toCsv(await store.all()));
  } finally {
    await store.close();
  }
}
