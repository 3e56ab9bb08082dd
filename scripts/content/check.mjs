// `npm run check:content [-- <product id | content path>…] [--no-render]`: what the build would say about the
// content, in seconds: every MDX page compiled by the build's own compiler (frontmatter, callouts, code, images,
// demos), translations aligned, internal links and anchors resolved, the sidebar checked; then each demo of those
// pages rendered on the server in its product's demo theme, failing on a throw or on any console error or warning.
// Without arguments it checks everything. It does not replace the build: page rendering and the crawl stay there.
import { createRequire } from 'module';
import path from 'path';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
const require = createRequire(import.meta.url);
require('sucrase/register');

const args = process.argv.slice(2);
const render = !args.includes('--no-render');
const targets = args.filter((a) => !a.startsWith('--'));
const started = Date.now();

const { loadApiReference } = require('../../src/node/reference/reference.ts');
const { checkContent } = require('../../src/node/content/checkContent.ts');

const reference = await loadApiReference();
const { errors, pages, demoModules } = await checkContent(targets, reference.items);

let rendered = 0;
if (render) {
  const { renderDemoForCheck } = require('./renderDemo.tsx');
  for (const { productId, module, page } of demoModules) {
    const problems = await renderDemoForCheck(path.join(process.cwd(), 'content', module), productId);
    rendered += 1;
    for (const problem of problems) errors.push(`content/${module} (on ${page}): ${problem}`);
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (errors.length > 0) {
  console.error(errors.join('\n'));
  console.error(`\n${errors.length} problem(s) in ${pages.length} page(s), ${rendered} demo(s) rendered (${seconds} s).`);
  process.exit(1);
}
console.log(`Content OK: ${pages.length} page(s), ${demoModules.length} demo module(s)${render ? ' rendered' : ''} (${seconds} s).`);
