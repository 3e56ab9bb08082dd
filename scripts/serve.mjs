#!/usr/bin/env node
/**
 * `npm run serve` (and `npm start` after the build): the site's server, src/server/main.ts, run from its TypeScript
 * source (sucrase compiles it on load, in about a second). Settings come from the environment: HOST, PORT (default
 * 9000), TRUST_PROXY, DATABASE_URL or FEEDBACK_DATA_DIR, FEEDBACK_RATE_LIMIT, FEEDBACK_EXPORT_TOKEN (README).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
require('sucrase/register/ts');
const { main } = require(path.join(import.meta.dirname, '..', 'src', 'server', 'main.ts'));
await main();
