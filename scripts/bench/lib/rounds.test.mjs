// Lighthouse rounds: `node --test scripts/bench/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseRounds, mainThreadSummary, summarizeRounds } from './rounds.mjs';

const result = (mainThread, extra = {}) => ({
  scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcp: 1000,
  tbt: 100,
  cls: 0,
  mainThread,
  mainThreadByGroup: { scriptEvaluation: mainThread / 2, styleLayout: mainThread / 4, other: mainThread / 4 },
  benchmarkIndex: 2000,
  failing: {},
  ...extra,
});

test('rounds measure every page once per round, in order', async () => {
  const calls = [];
  await lighthouseRounds({
    origin: 'http://x',
    paths: ['/a/', '/404/'],
    rounds: 3,
    basePath: '/404/',
    run: async (url) => {
      calls.push(url);
      return result(100);
    },
  });
  assert.deepEqual(calls, ['http://x/a/', 'http://x/404/', 'http://x/a/', 'http://x/404/', 'http://x/a/', 'http://x/404/']);
});

test('the ratio is taken within each round, so a slow round slows the base too', () => {
  // Round 2 ran on a loaded machine: both pages took twice as long. The per-round ratio stays 1.2.
  const summary = summarizeRounds({ '/a/': [result(120), result(240), result(120)], '/404/': [result(100), result(200), result(100)] }, '/404/');
  assert.deepEqual(summary['/a/'].ratio, { median: 1.2, min: 1.2, max: 1.2 });
  assert.equal(summary['/404/'].ratio.median, 1);
  assert.equal(summary['/a/'].mainThread, 120);
});

test('one outlier round does not decide the median ratio', () => {
  const summary = summarizeRounds(
    { '/a/': [result(110), result(300), result(120), result(115), result(112)], '/404/': [result(100), result(100), result(100), result(100), result(100)] },
    '/404/',
  );
  assert.equal(summary['/a/'].ratio.median, 1.15);
  assert.equal(summary['/a/'].ratio.max, 3);
});

test('main-thread groups are summed into script, style and layout, and the rest', () => {
  assert.deepEqual(mainThreadSummary({ scriptEvaluation: 200, scriptParseCompile: 40, styleLayout: 100, other: 150, parseHTML: 10 }), {
    script: 240,
    style: 100,
    rest: 160,
  });
});
