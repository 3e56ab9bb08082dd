#!/usr/bin/env node
/**
 * `npm run bench:offline` (after a build): the service worker's precache and the time a first visit takes to
 * be ready offline (scripts/bench/lib/offline.mjs); `npm run bench` includes it in bench/REPORT.md.
 *
 *   npm run bench:offline [-- --port N] [--runs 3]   (a free port by default)
 */
import { withServer } from '../lib/serve.mjs';
import { measureOffline, offlineReportLines, readPrecache } from './lib/offline.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const port = Number(arg('--port', 0));
const root = process.cwd();
const precache = readPrecache(root);
const offline = await withServer(port, (origin) => measureOffline({ root, port: Number(new URL(origin).port), runs: Number(arg('--runs', 3)) }));
console.log(offlineReportLines(precache, offline).join('\n'));
