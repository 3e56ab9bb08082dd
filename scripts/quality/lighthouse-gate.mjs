#!/usr/bin/env node
/**
 * Quality gate (part of `npm test`): Lighthouse accessibility, best practices and SEO must be 100
 * on every page type of bench/page-types.json, against the production build in public/.
 * Performance is reported by `npm run bench`, not gated: shared machines are too noisy.
 */
import fs from 'node:fs';
import { runLighthouse } from '../lib/lighthouse.mjs';
import { withServer } from '../lib/serve.mjs';

const GATED = ['accessibility', 'best-practices', 'seo'];
const { pageTypes } = JSON.parse(fs.readFileSync(new URL('../../bench/page-types.json', import.meta.url), 'utf8'));

const failures = [];
let passed = 0;
await withServer(Number(process.env.LIGHTHOUSE_PORT ?? 0), async (origin) => {
  for (const { type, path } of pageTypes) {
    const result = await runLighthouse(origin + path, { categories: GATED });
    const line = GATED.map((c) => `${c} ${result.scores[c]}`).join(', ');
    const bad = GATED.filter((c) => result.scores[c] < 100);
    if (result.runtimeError || bad.length) {
      failures.push(
        `${type} (${path}): ${line}${result.runtimeError ? `; error: ${result.runtimeError}` : ''}\n${bad.flatMap((c) => result.failing[c].map((f) => `    - [${c}] ${f}`)).join('\n')}`,
      );
      console.log(`✘ ${type} ${path}: ${line}`);
    } else {
      passed += 1;
      console.log(`✓ ${type} ${path}: ${line}`);
    }
  }
});
if (failures.length) console.error(`\nLighthouse gate failed:\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length ? 1 : 0;
