import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, median, runLighthouse } from '../../lib/lighthouse.mjs';
import { withServer } from '../../lib/serve.mjs';
import { countBuiltPages, timedBuild } from './build.mjs';
import { measureOutput, measurePageFiles } from './output.mjs';
import { addSyntheticProduct } from './synthetic.mjs';
import { measurePages } from './weight.mjs';

/** Median of each Lighthouse result field over the runs (category scores one by one). */
function medianLighthouse(results) {
  const of = (key) => median(results.map((r) => r[key]));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    mainThread: of('mainThread'),
    jsExecution: of('jsExecution'),
    benchmarkIndex: of('benchmarkIndex'),
    failing: results[0].failing,
    runs: results.length,
  };
}

/**
 * The scale flow of `npm run bench -- --synthetic-product 250,1000`: for each N, N generated component pages
 * in one product (addSyntheticProduct), a cold build (gatsby clean; phases, peak RSS), the size of public/
 * by kind, and a typical page (the middle generated one): its own files, first-load weight and Lighthouse
 * (median of `runs`). The content is restored after each N, then the real site is rebuilt.
 * Each N's result is also written to bench/out/scale.json as it completes.
 */
export async function runScaleBench({ root, sizes, runs, port, skipLighthouse = false, demosPerPage = 0, log }) {
  const publicDir = path.join(root, 'public');
  const outFile = path.join(root, 'bench', 'out', 'scale.json');
  const results = [];
  for (const n of sizes) {
    const product = addSyntheticProduct(root, n, { demosPerPage });
    try {
      log(`N = ${n}: cold build (gatsby clean) with ${n} generated pages in one product${demosPerPage ? `, ${demosPerPage} demos each` : ''}`);
      const { seconds, peakRssMB, peakPhase, phases, loadAverage } = await timedBuild({ clean: true });
      const build = { seconds, peakRssMB, peakPhase, phases, loadAverage };
      const pages = countBuiltPages(root);
      const output = measureOutput(publicDir);
      const typicalPage = product.pages[Math.floor(n / 2)];
      const url = `${typicalPage.pathname}/`;
      const files = measurePageFiles(publicDir, url);
      log(`N = ${n}: ${pages} pages in ${build.seconds.toFixed(1)} s; measuring ${url}${skipLighthouse ? '' : `, Lighthouse × ${runs}`}`);
      const { weight, lighthouse } = await withServer(port, async (origin) => {
        const w = (await measurePages(origin, [url]))[url];
        if (skipLighthouse) return { weight: w, lighthouse: null };
        const lh = [];
        for (let i = 0; i < runs; i += 1) lh.push(await runLighthouse(origin + url));
        return { weight: w, lighthouse: medianLighthouse(lh) };
      });
      results.push({ n, demosPerPage, pages, build, output, typical: { path: url, files, weight, lighthouse } });
      fs.mkdirSync(path.dirname(outFile), { recursive: true });
      fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
    } finally {
      product.restore();
    }
  }
  log('rebuild the real site');
  await timedBuild();
  return results;
}
