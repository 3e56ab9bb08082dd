/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import TerserPlugin from 'terser-webpack-plugin';
import { transformSync } from '@swc/core';
import os from 'os';
import { cacheBuildDependencies, demoInputsDigest, serverExternals, swcContentRule, swcMinimizer } from './onCreateWebpackConfig';

const root = process.cwd();

test("webpack's caches depend on the installed packages, the plugin list and the webpack config's own code, not on the rest of the build's code", () => {
  const files = cacheBuildDependencies(root).map((file) => path.relative(root, file));
  expect(files).toEqual(
    expect.arrayContaining([
      'package-lock.json',
      'gatsby-config.ts',
      'src/node/onCreateWebpackConfig.ts',
      'src/node/offline/browserFiles.ts',
      'src/domain/starters/catalog.ts',
    ]),
  );
  // An edit to the pages, the search index or any other build step keeps the bundles webpack built.
  expect(files).not.toContain('gatsby-node.ts');
  expect(files).not.toContain('src/node/onPostBuild.ts');
  expect(files.every((file) => !file.startsWith('src/components/'))).toBe(true);
});

describe('the browser bundles are minified by SWC', () => {
  const gatsbyTerser = new TerserPlugin({ exclude: /\.min\.js/, terserOptions: { ecma: 5, mangle: { safari10: true } } });
  const cssMinimizer = { name: "Gatsby's CSS minimizer" };
  const source = `/*! Example v1.0 | MIT License */
    function total(items) {
      var sum = 0;
      for (var i = 0; i < items.length; i++) { if (items[i] > 0) { sum = sum + items[i]; } }
      return { sum: sum, label: 'total: ' + sum };
    }
    window.result = total([3, -1, 4]);`;

  test("in Terser's place, with the other minimizers kept; the output runs as the source does, licence comments extracted", async () => {
    const minimizers = swcMinimizer([gatsbyTerser, cssMinimizer]);
    expect(minimizers).toHaveLength(2);
    expect(minimizers[1]).toBe(cssMinimizer);
    // terser-webpack-plugin keeps its options in a private field.
    const swc = minimizers[0] as unknown as { options: { minimizer: { implementation: unknown; options: object } } };
    expect(swc.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    const output = await TerserPlugin.swcMinify({ 'app.js': source }, undefined, swc.options.minimizer.options as never, true);
    const code = output.code ?? '';
    expect(code.length).toBeLessThan(source.length / 2);
    expect(output.extractedComments).toEqual(['/*! Example v1.0 | MIT License */']);
    const window: { result?: unknown } = {};
    new Function('window', code)(window);
    expect(window.result).toEqual({ sum: 7, label: 'total: 7' });
    // ES5 syntax out (what Gatsby asks of Terser): no arrow functions introduced.
    expect(code).not.toContain('=>');
  });

  test('a Gatsby that no longer uses Terser stops the build with what to revisit', () => {
    expect(() => swcMinimizer([cssMinimizer])).toThrow(/revisit onCreateWebpackConfig/);
  });
});

describe('the server renderer requires the documented libraries from node_modules', () => {
  const externalOf = (request: string) =>
    new Promise<string | undefined>((resolve, reject) => serverExternals({ request }, (error, result) => (error ? reject(error) : resolve(result))));

  test('the libraries are left to Node; style sheets, aliases and the site’s modules are bundled', async () => {
    expect(await externalOf('@mui/material/Button')).toBe('commonjs @mui/material/Button');
    expect(await externalOf('@toolpad/core/DashboardLayout')).toBe('commonjs @toolpad/core/DashboardLayout');
    expect(await externalOf('@emotion/react')).toBe('commonjs @emotion/react');
    expect(await externalOf('clsx')).toBe('commonjs clsx');
    for (const bundled of [
      '@fontsource/roboto/400.css',
      '@mui/x-data-grid/styles.css',
      './Demo',
      'docs-demo-lists/server',
      'docs-live-demo',
      'gatsby',
      'clsx-extra',
      'isbot',
    ]) {
      expect(await externalOf(bundled)).toBeUndefined();
    }
  });

  test('every library a demo or the site imports that is left to Node resolves as Node requires it', async () => {
    const sources = (folder: string) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file))
        .map((file) => fs.readFileSync(path.join(root, folder, file), 'utf8'));
    const requests = new Set<string>();
    for (const text of [...sources('content'), ...sources('src')]) {
      // Type-only imports are erased before webpack sees them.
      for (const [, request] of text.replace(/^import type .*$/gm, '').matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)) requests.add(request);
    }
    const external: string[] = [];
    for (const request of requests) if (await externalOf(request)) external.push(request);
    expect(external.length).toBeGreaterThan(200);
    const unresolved = external.filter((request) => {
      try {
        require.resolve(request, { paths: [root] });
        return false;
      } catch {
        return true;
      }
    });
    expect(unresolved).toEqual([]);
  });
});

describe('content/ is compiled by SWC in the production builds, the site’s code by Gatsby’s Babel', () => {
  const contentDir = path.join(root, 'content');
  const gatsbyInclude = (modulePath: string) => !modulePath.includes(`${path.sep}node_modules${path.sep}`);
  const build = () => {
    const gatsbyJs = { test: /\.(js|mjs|jsx|ts|tsx)$/, include: gatsbyInclude };
    const rules = swcContentRule([{ test: /\.css$/ }, gatsbyJs], contentDir, ['>0.25% and supports es6-module']) as Array<{
      include: (modulePath: string) => boolean;
      use?: { loader: string; options: Parameters<typeof transformSync>[1] };
    }>;
    return { gatsbyJs, swc: rules[rules.length - 1] };
  };

  test('each module goes through one compiler: demos through SWC, src/ and Gatsby’s own through Babel', () => {
    const { gatsbyJs, swc } = build();
    const demo = path.join(contentDir, 'material-ui/docs/demos/react-button/BasicButtons.tsx');
    const page = path.join(root, 'src/templates/doc-page.tsx');
    expect([swc.include(demo), gatsbyJs.include(demo)]).toEqual([true, false]);
    expect([swc.include(page), gatsbyJs.include(page)]).toEqual([false, true]);
    expect(swc.include(path.join(root, 'content-extra/x.tsx'))).toBe(false);
    expect(swc.use?.loader).toBe('swc-loader');
  });

  test('a demo compiles to JavaScript with the automatic JSX runtime, its types gone', () => {
    const { swc } = build();
    const file = path.join(contentDir, 'material-ui/docs/demos/react-accordion/ControlledAccordions.tsx');
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain('React.useState<string | false>');
    const { code } = transformSync(source, { ...swc.use!.options, filename: file });
    expect(code).toContain('react/jsx-runtime');
    expect(code).toContain('@mui/material/Accordion');
    expect(code).toContain('React.useState(');
    expect(code).not.toMatch(/<string \| false>|<Accordion[\s>]/);
  });

  test('a Gatsby without its JavaScript rule fails the build with a clear message', () => {
    expect(() => swcContentRule([{ test: /\.css$/ }], contentDir, { node: '20' })).toThrow(/Gatsby's JavaScript rule/);
  });
});

describe("the demo files' directory: a digest of what demo code is built from", () => {
  let root = '';
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-digest-'));
    write('content/material-ui/docs/buttons/buttons.mdx', '# Buttons');
    write('content/material-ui/docs/buttons/BasicButtons.tsx', 'export default () => null;');
    write('src/components/Demo.tsx', 'export {};');
    write('package-lock.json', '{}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  test('is the same after an edit of a page’s Markdown (the runtime and the pages naming it stay as they are)', () => {
    const before = demoInputsDigest(root, {});
    expect(before).toMatch(/^[0-9a-f]{20}$/);
    write('content/material-ui/docs/buttons/buttons.mdx', '# Buttons\n\nOne more sentence.');
    expect(demoInputsDigest(root, {})).toBe(before);
  });

  test.each([
    ['a demo', 'content/material-ui/docs/buttons/BasicButtons.tsx'],
    ['the site’s code', 'src/components/Demo.tsx'],
    ['the installed packages', 'package-lock.json'],
    ['the demos’ lists', '.cache/docs-demo-lists/material-ui.js'],
  ])('changes with %s', (_what, file) => {
    const before = demoInputsDigest(root, {});
    write(file, 'changed');
    expect(demoInputsDigest(root, {})).not.toBe(before);
  });

  test('changes with a value webpack writes into the code (GATSBY_ variables), not with others', () => {
    const before = demoInputsDigest(root, { HOME: '/root' });
    expect(demoInputsDigest(root, { HOME: '/home' })).toBe(before);
    expect(demoInputsDigest(root, { GATSBY_GA_MEASUREMENT_ID: 'G-1' })).not.toBe(before);
  });
});
