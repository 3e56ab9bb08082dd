/** bench/SCALE.md from the results of runScaleBench (pure: results in, markdown out). */

/** The targets of the scale issue, checked at the largest N (KB and MB are 1,024 and 1,024² bytes). */
export const SCALE_TARGETS = {
  outputPerPageKB: 138,
  totalOutputMB: 300,
  pageDataKB: 100,
  htmlKB: 130,
  coldBuildSeconds: 150,
  peakRssMB: 3 * 1024,
  msPerAddedPage: 50,
  performance: 95,
  tbtMs: 200,
};

const KB = 1024;
const MB = 1024 * 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const s = (seconds) => `${seconds.toFixed(1)} s`;
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const pct = (part, whole) => `${Math.round((part / whole) * 100)} %`;
const row = (cells) => `| ${cells.join(' | ')} |`;

/** Seconds per phase name (a phase Gatsby reports twice is summed), in the order phases first finish. */
export function phaseTotals(phases) {
  const totals = new Map();
  for (const { name, seconds } of phases) totals.set(name, (totals.get(name) ?? 0) + seconds);
  return totals;
}

/** Milliseconds of build time per added page from the smallest to the largest N (null with one N). */
export function msPerAddedPage(results, seconds = (r) => r.build.seconds) {
  if (results.length < 2) return null;
  const sorted = [...results].sort((a, b) => a.pages - b.pages);
  const small = sorted[0];
  const big = sorted[sorted.length - 1];
  return big.pages === small.pages ? null : ((seconds(big) - seconds(small)) * 1000) / (big.pages - small.pages);
}

/** Each target at the largest N: [label, value, pass]. `pass` is null when it was not measured. */
export function checkTargets(results) {
  const t = SCALE_TARGETS;
  const big = [...results].sort((a, b) => a.n - b.n).at(-1);
  const { files } = big.typical;
  const lh = big.typical.lighthouse;
  const perAdded = msPerAddedPage(results);
  const perPage = big.output.total / big.pages;
  return [
    [`Output per page ≤ ${t.outputPerPageKB} KB`, kb(perPage), perPage <= t.outputPerPageKB * KB],
    [`Total output < ${t.totalOutputMB} MB (for ~2,224 pages)`, `${mb(big.output.total)} for ${big.pages} pages`, big.output.total < t.totalOutputMB * MB],
    [`Typical page's page data < ${t.pageDataKB} KB raw`, kb(files.dataRaw), files.dataRaw < t.pageDataKB * KB],
    [`Typical page's HTML < ${t.htmlKB} KB raw`, kb(files.htmlRaw), files.htmlRaw < t.htmlKB * KB],
    [`Cold build < ${t.coldBuildSeconds} s (en + zh)`, s(big.build.seconds), big.build.seconds < t.coldBuildSeconds],
    [`Peak memory < ${t.peakRssMB / 1024} GB`, `${big.build.peakRssMB} MB`, big.build.peakRssMB < t.peakRssMB],
    [`Time per added page < ${t.msPerAddedPage} ms`, perAdded === null ? 'needs two sizes' : ms(perAdded), perAdded === null ? null : perAdded < t.msPerAddedPage],
    [`Lighthouse performance ≥ ${t.performance}`, lh ? String(lh.scores.performance) : 'skipped', lh ? lh.scores.performance >= t.performance : null],
    [`TBT < ${t.tbtMs} ms`, lh ? ms(lh.tbt) : 'skipped', lh ? lh.tbt < t.tbtMs : null],
    ['CLS 0 (to three decimals)', lh ? lh.cls.toFixed(3) : 'skipped', lh ? Number(lh.cls.toFixed(3)) === 0 : null],
  ];
}

/** The markdown report. `machine`: { cores, node }; `runs`: Lighthouse runs per page. */
export function renderScaleReport(unsorted, { machine, runs }) {
  const results = [...unsorted].sort((a, b) => a.n - b.n);
  const big = results.at(-1);
  const header = (first, extra = []) => [
    row([first, ...results.map((r) => `N = ${r.n}`), ...extra]),
    row(['---', ...results.map(() => '---:'), ...extra.map(() => '---:')]),
  ];
  const growth = results.length > 1;
  const perAdded = (seconds) => {
    const value = msPerAddedPage(results, seconds);
    return value === null ? 'n/a' : ms(value);
  };
  const demos = big.demosPerPage ? `, with ${big.demosPerPage} \`<Demo>\` each` : ', no demos';
  const lines = [
    '# Scale benchmark: pages in one product',
    '',
    `\`npm run bench -- --synthetic-product ${results.map((r) => r.n).join(',')}\` adds N generated component pages (≈ 75 KB compiled body each, ~14 sections,`,
    `code, a table, lists, callouts${demos}) to one product (docs-infra, one sidebar of ~50 groups), builds cold (\`gatsby clean\` first) and`,
    'measures. Each MDX page is built in English and Chinese, so N pages add 2N built pages. KB and MB are 1,024 and 1,024² bytes.',
    '',
    `Machine: ${machine.cores} cores, Node ${machine.node}. Lighthouse: mobile, simulated throttling, median of ${runs}.`,
    '',
    '## Build (cold)',
    '',
    `Gatsby's phases in seconds, from its \`success <phase> - <time>s\` lines (phases under 0.1 s at every N are summed in one row).${growth ? ' Last column: build time per added built page, smallest to largest N.' : ''}`,
    '',
    ...header('', growth ? ['ms per added page'] : []),
    row(['pages built (en + zh)', ...results.map((r) => String(r.pages)), ...(growth ? [''] : [])]),
    row(['sidebar entries of the product', ...results.map((r) => String(r.typical.files.navFile?.entries ?? 0)), ...(growth ? [''] : [])]),
  ];
  const totals = results.map((r) => phaseTotals(r.build.phases));
  const names = [...new Set(totals.flatMap((t) => [...t.keys()]))];
  const shown = names.filter((name) => totals.some((t) => (t.get(name) ?? 0) >= 0.1));
  const secondsOf = (name) => (r) => phaseTotals(r.build.phases).get(name) ?? 0;
  for (const name of shown) lines.push(row([name, ...totals.map((t) => (t.has(name) ? s(t.get(name)) : '–')), ...(growth ? [perAdded(secondsOf(name))] : [])]));
  const small = (r) => [...phaseTotals(r.build.phases)].filter(([name]) => !shown.includes(name)).reduce((a, [, v]) => a + v, 0);
  lines.push(
    row(['other phases (each < 0.1 s)', ...results.map((r) => s(small(r))), ...(growth ? [perAdded(small)] : [])]),
    row(['**wall time of `gatsby build`**', ...results.map((r) => `**${s(r.build.seconds)}**`), ...(growth ? [`**${perAdded((r) => r.build.seconds)}**`] : [])]),
    row(['peak RSS (process tree)', ...results.map((r) => `${r.build.peakRssMB} MB`), ...(growth ? [''] : [])]),
    row([`mean load average (${machine.cores} cores)`, ...results.map((r) => String(r.build.loadAverage ?? 'n/a')), ...(growth ? [''] : [])]),
    '',
  );
  const busy = results.filter((r) => r.build.loadAverage > machine.cores + 0.5);
  if (busy.length) {
    lines.push(
      `Other work shared the machine during the build at N = ${busy.map((r) => r.n).join(', ')} (load average above the ${machine.cores} cores the build can use): its times are longer than on an idle machine.`,
      '',
    );
  }
  const slowest = [...phaseTotals(big.build.phases)].sort((a, b) => b[1] - a[1]).slice(0, 3);
  lines.push(`Slowest phases at N = ${big.n}: ${slowest.map(([name, v]) => `${name} ${s(v)} (${pct(v, big.build.seconds)})`).join(', ')}.`, '');

  lines.push('## Output (public/)', '', ...header(''));
  const kinds = [
    ['HTML', 'html'],
    ['page data (page-data/, slice-data/)', 'pageData'],
    ['JS (without maps)', 'js'],
    ['CSS', 'css'],
    ['source maps', 'maps'],
    ['other', 'other'],
  ];
  for (const [label, key] of kinds) lines.push(row([label, ...results.map((r) => mb(r.output[key]))]));
  lines.push(
    row(['**total**', ...results.map((r) => `**${mb(r.output.total)}**`)]),
    row(['files', ...results.map((r) => String(r.output.files))]),
    row(['**per page: total**', ...results.map((r) => `**${kb(r.output.total / r.pages)}**`)]),
    row(['per page: HTML', ...results.map((r) => kb(r.output.html / r.pages))]),
    row(['per page: page data', ...results.map((r) => kb(r.output.pageData / r.pages))]),
    '',
  );
  const { files: bigFiles } = big.typical;
  if (bigFiles.navFile) {
    lines.push(
      `The product's sidebar is one file that every page of the product shares (\`${bigFiles.navFile.path}\` at N = ${big.n}: ` +
        `${bigFiles.navFile.entries} entries, ${kb(bigFiles.navFile.raw)} raw, ${kb(bigFiles.navFile.gzip)} gzip), fetched once per visit, not per page.`,
      '',
    );
  }

  lines.push(
    '## Typical page',
    '',
    `The generated page in the middle of the product, in English: ${results.map((r) => `\`${r.typical.path}\` (N = ${r.n})`).join(', ')}.`,
    '',
  );
  lines.push(...header(''));
  const f = (fn) => results.map((r) => fn(r.typical.files));
  const w = (fn) => results.map((r) => fn(r.typical.weight));
  const l = (fn) => results.map((r) => (r.typical.lighthouse ? fn(r.typical.lighthouse) : 'skipped'));
  const navOf = (files) => files.htmlParts.navs.documentation ?? Math.max(0, ...Object.values(files.htmlParts.navs));
  lines.push(
    row(['**HTML raw / gzip**', ...f((x) => `**${kb(x.htmlRaw)}** / ${kb(x.htmlGzip)}`)]),
    row(['… inline `<style>`', ...f((x) => `${kb(x.htmlParts.styles)} (${pct(x.htmlParts.styles, x.htmlRaw)})`)]),
    row(['… sidebar `<nav>`', ...f((x) => `${kb(navOf(x))} (${pct(navOf(x), x.htmlRaw)})`)]),
    row(['… inline `<script>`', ...f((x) => kb(x.htmlParts.scripts))]),
    row(['**page data raw / gzip**', ...f((x) => `**${kb(x.dataRaw)}** / ${kb(x.dataGzip)}`)]),
    row(['… compiled body (`mdx.doc`)', ...f((x) => `${kb(x.dataParts.body)} (${pct(x.dataParts.body, x.dataRaw)})`)]),
    row(['product sidebar file raw / gzip (shared, fetched once)', ...f((x) => (x.navFile ? `${kb(x.navFile.raw)} / ${kb(x.navFile.gzip)}` : 'none'))]),
    row(['… products, page context, rest', ...f((x) => kb(x.dataParts.products + x.dataParts.context + x.dataParts.rest))]),
    row(['first-load JS raw / gzip', ...w((x) => `${kb(x.jsRaw)} / ${kb(x.jsGzip)}`)]),
    row(['scripts / requests', ...w((x) => `${x.scripts} / ${x.requests}`)]),
    row(['CSS gzip (files + inline)', ...w((x) => kb(x.cssGzip))]),
    row(['JSON fetched gzip (page + app data)', ...w((x) => kb(x.dataGzip))]),
    row(['Lighthouse performance', ...l((x) => String(x.scores.performance))]),
    row(['accessibility / best practices / SEO', ...l((x) => `${x.scores.accessibility} / ${x.scores['best-practices']} / ${x.scores.seo}`)]),
    row(['LCP', ...l((x) => ms(x.lcp))]),
    row(['TBT', ...l((x) => ms(x.tbt))]),
    row(['CLS', ...l((x) => x.cls.toFixed(3))]),
    row(['main-thread work on load', ...l((x) => ms(x.mainThread))]),
    row(['JS executed on load (bootup-time)', ...l((x) => ms(x.jsExecution))]),
    row(['Lighthouse benchmarkIndex', ...l((x) => String(x.benchmarkIndex ?? 'n/a'))]),
    '',
  );

  lines.push(`## Targets (at N = ${big.n})`, '', row(['target', 'measured', '']), row(['---', '---:', '---']));
  for (const [label, value, pass] of checkTargets(results)) lines.push(row([label, value, pass === null ? '–' : pass ? 'pass' : '**fail**']));
  return `${lines.join('\n')}\n`;
}
