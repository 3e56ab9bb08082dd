#!/usr/bin/env node
/**
 * `npm test`: every test of the project, as CI runs it.
 *
 * The production build is the longest step and uses both cores only part of the time (its bootstrap, webpack's
 * compilation and the Markdown twins run on one), so the checks that do not need it run beside it in a second lane:
 * types, ESLint, Prettier, the unit tests, the bench's own tests and the GraphQL test (a `gatsby develop` of its own,
 * in a copy of the site: test/graphql/siteCopy.ts). What needs the build follows, one step at a time: the unit test
 * that times the server under load (it would time the build beside it), the search quality test, the browser tests
 * and the Lighthouse gate.
 *
 * Each line of a lane's output is prefixed with its lane; the first step that fails stops the other lane and the run.
 * The time of every step is printed at the end.
 */
import { spawn } from 'node:child_process';

/** Timed against the machine: run alone, after the build (src/server/load.test.ts). */
const TIMED_UNIT_TESTS = 'src/server/load.test.ts';

const npm = (...args) => ({ label: args.join(' '), command: 'npm', args: ['run', '--silent', ...args] });

const lanes = {
  build: [npm('build')],
  checks: [
    npm('typecheck'),
    npm('lint'),
    npm('format:check'),
    // Beside the build the unit tests get a share of the cores: timeouts are a guard against a hang, not a measure.
    npm('test:unit', '--', `--testPathIgnorePatterns=${TIMED_UNIT_TESTS}`, '--testTimeout=30000'),
    npm('test:bench'),
    npm('test:graphql'),
  ],
};
const afterBuild = [npm('test:unit', '--', TIMED_UNIT_TESTS), npm('test:search'), npm('test:e2e'), npm('test:lighthouse')];

const timings = [];
const running = new Set();
let failed = false;

function prefixLines(stream, prefix, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(prefix + line + '\n');
  });
  stream.on('end', () => rest && out.write(prefix + rest + '\n'));
}

/** Runs one step; resolves with its exit code. Output is prefixed with the lane's name when lanes run side by side. */
function run(step, prefix) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`${prefix}> ${step.label}\n`);
    // Its own process group, so that stopping it stops what it started (gatsby's workers, the browser tests' server).
    const child = spawn(step.command, step.args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true });
    running.add(child);
    if (prefix) {
      prefixLines(child.stdout, prefix, process.stdout);
      prefixLines(child.stderr, prefix, process.stderr);
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      timings.push({ label: step.label, seconds, ok: code === 0 });
      process.stdout.write(`${prefix}< ${step.label}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s\n`);
      resolve(code ?? 1);
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function runLane(steps, prefix) {
  for (const step of steps) {
    if (failed) return;
    if ((await run(step, prefix)) !== 0) {
      if (!failed) process.stderr.write(`\n${prefix}${step.label} failed: stopping the run.\n`);
      failed = true;
      stopAll();
      return;
    }
  }
}

process.on('SIGINT', () => {
  failed = true;
  stopAll();
});
process.on('SIGTERM', () => {
  failed = true;
  stopAll();
});

const started = Date.now();
await Promise.all(Object.entries(lanes).map(([name, steps]) => runLane(steps, `[${name}] `)));
if (!failed) await runLane(afterBuild, '');

const width = Math.max(...timings.map((t) => t.label.length));
process.stdout.write(`\nSteps (the first ${lanes.build.length + lanes.checks.length} side by side):\n`);
for (const t of timings) process.stdout.write(`  ${t.label.padEnd(width)}  ${t.seconds.toFixed(0).padStart(5)} s${t.ok ? '' : '  FAILED'}\n`);
process.stdout.write(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s\n`);
process.exit(failed ? 1 : 0);
