import { CATEGORIES, median } from '../../lib/lighthouse.mjs';

/**
 * Lighthouse over several page types, in rounds: each round measures every page once, in order, so a slow
 * spell of a shared machine falls on every page of that round alike instead of on one page's runs. The
 * main-thread ratio of a page is taken within each round (page ÷ base page of the same round) and its median
 * over the rounds reported, with the spread, so a noisy round cannot decide it.
 */
export async function lighthouseRounds({ origin, paths, rounds, basePath, run, log = () => undefined }) {
  const byPath = Object.fromEntries(paths.map((p) => [p, []]));
  for (let round = 0; round < rounds; round += 1) {
    log(`Lighthouse round ${round + 1} of ${rounds}`);
    for (const p of paths) byPath[p].push(await run(origin + p));
  }
  return summarizeRounds(byPath, basePath);
}

/** Median of each field over the rounds, and the main-thread ratio to `basePath` per round (median, min, max). */
export function summarizeRounds(byPath, basePath) {
  const base = byPath[basePath];
  const out = {};
  for (const [p, results] of Object.entries(byPath)) {
    const of = (key) => median(results.map((r) => r[key]));
    const groups = [...new Set(results.flatMap((r) => Object.keys(r.mainThreadByGroup ?? {})))];
    const ratios = base ? results.map((r, i) => (base[i]?.mainThread && r.mainThread ? r.mainThread / base[i].mainThread : null)).filter((x) => x !== null) : [];
    out[p] = {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      mainThread: of('mainThread'),
      mainThreadByGroup: Object.fromEntries(groups.map((g) => [g, median(results.map((r) => r.mainThreadByGroup?.[g] ?? 0))])),
      ratio: ratios.length ? { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) } : null,
      benchmarkIndex: of('benchmarkIndex'),
      failing: results[0].failing,
      runs: results.length,
    };
  }
  return out;
}

/** The main-thread groups as the report prints them: script (evaluation + parse/compile), style & layout, the rest. */
export function mainThreadSummary(groups) {
  const get = (k) => groups[k] ?? 0;
  const script = get('scriptEvaluation') + get('scriptParseCompile');
  const style = get('styleLayout');
  const total = Object.values(groups).reduce((a, b) => a + b, 0);
  return { script, style, rest: total - script - style };
}
