#!/usr/bin/env node
/**
 * `npm run feedback:export [-- --out feedback.csv]`: every stored page feedback as CSV (stdout by default), from
 * the same store the /api/feedback function writes (PGlite in FEEDBACK_DATA_DIR, default .data/feedback, or
 * PostgreSQL at DATABASE_URL). With PGlite, stop the server first: one process at a time opens its folder.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
require('sucrase/register/ts');
const { openFeedbackStore, storeOptionsFromEnv, toCsv } = require(path.join(process.cwd(), 'src/node/feedback/store.ts'));

const outIndex = process.argv.indexOf('--out');
const out = outIndex === -1 ? null : process.argv[outIndex + 1];
const options = storeOptionsFromEnv();
if (!options.databaseUrl && !fs.existsSync(options.dataDir)) {
  console.error(`No feedback yet: ${options.dataDir} does not exist (set FEEDBACK_DATA_DIR or DATABASE_URL).`);
  process.exit(1);
}
const store = await openFeedbackStore(options);
try {
  const rows = await store.all();
  const csv = toCsv(rows);
  if (out) {
    fs.writeFileSync(out, csv);
    console.error(`${rows.length} feedback rows written to ${out}`);
  } else process.stdout.write(csv);
} finally {
  await store.close();
}
