/**
 * @jest-environment node
 */
import path from 'path';
import { collectSpecifiers, findLayeringViolations, readSources } from './layering';

const ROOT = path.resolve(__dirname, '..', '..');

test('the source tree follows the import rules: domain is pure, node is build-only, rooms by floor, no cycles', () => {
  const violations = findLayeringViolations(readSources(ROOT, ['src']));
  expect(violations.map((v) => v.message)).toEqual([]);
});

test('every import form is seen, type-only and dynamic ones included', () => {
  const source = [
    "import * as React from 'react';",
    "import type { A } from './a';",
    'import {\n  b,\n  type C,\n} from "./b";',
    "import './side-effect.css';",
    "export * from './c';",
    "export { d } from './d';",
    "export type { E } from './e';",
    'const f = () => import(/* webpackChunkName: "f" */ \'./f\');',
    "const g = require('./g');",
  ].join('\n');
  expect(collectSpecifiers(source).sort()).toEqual(['./a', './b', './c', './d', './e', './f', './g', './side-effect.css', 'react']);
});

describe('each rule fails on the import it forbids', () => {
  test.each([
    ['domain importing a component', { 'src/domain/a.ts': "import { X } from '../components/X';", 'src/components/X.tsx': '' }, 'domain-is-pure'],
    ['domain importing site config', { 'src/domain/a.ts': "import site from '../config/site.json';" }, 'domain-is-pure'],
    ['UI importing a build type', { 'src/mdx/R.tsx': "import type { T } from '../node/mdx/hast';", 'src/node/mdx/hast.ts': '' }, 'node-is-build-only'],
    ['a lazy import closing a cycle', { 'src/a/A.tsx': "const B = React.lazy(() => import('./B'));", 'src/a/B.tsx': "import { k } from './A';" }, 'no-cycles'],
    [
      'a component importing a layout (a lower floor importing a higher one)',
      { 'src/components/A.tsx': "import { L } from '../layouts/L';", 'src/layouts/L.tsx': '' },
      'floor-order',
    ],
    [
      'the theme importing a component (the old shell sheet aggregator)',
      { 'src/theme/sheet.ts': "import { s } from '../components/s';", 'src/components/s.ts': '' },
      'floor-order',
    ],
    ['a demo importing the Gatsby glue', { 'src/demos/D.tsx': "import { g } from '../gatsby/g';", 'src/gatsby/g.ts': '' }, 'floor-order'],
    ['a layout importing a page template', { 'src/layouts/L.tsx': "import type { T } from '../templates/t';", 'src/templates/t.ts': '' }, 'floor-order'],
    ['build code importing a UI room', { 'src/node/n.ts': "import { c } from '../components/c';", 'src/components/c.ts': '' }, 'floor-order'],
    ['the server importing a UI room', { 'src/server/s.ts': "import { c } from '../components/c';", 'src/components/c.ts': '' }, 'floor-order'],
    ['a component importing the server', { 'src/components/C.tsx': "import { s } from '../server/s';", 'src/server/s.ts': '' }, 'floor-order'],
    ['build code importing the server', { 'src/node/n.ts': "import { s } from '../server/s';", 'src/server/s.ts': '' }, 'floor-order'],
    ['the platform room importing the theme', { 'src/platform/p.ts': "import { t } from '../theme/t';", 'src/theme/t.ts': '' }, 'floor-order'],
    ['a component importing test support outside a test', { 'src/components/C.tsx': "import { r } from '../test/r';", 'src/test/r.ts': '' }, 'test-support'],
    [
      'a three-file cycle through an index',
      { 'src/x/index.ts': "export * from './p';", 'src/x/p.ts': "import { q } from './q';", 'src/x/q.ts': "import { r } from '.';" },
      'no-cycles',
    ],
  ])('%s', (_name, sources, rule) => {
    expect(findLayeringViolations(sources as Record<string, string>).map((v) => v.rule)).toEqual([rule]);
  });

  test('allowed imports report nothing', () => {
    expect(
      findLayeringViolations({
        'src/domain/a.ts': "import { b } from './b';",
        'src/domain/b.ts': "import { z } from 'zod';",
        'src/node/n.ts': "import { a } from '../domain/a';",
        'src/components/C.tsx': "import { a } from '../domain/a';\nimport { h } from '../hooks/h';\nimport { p } from '../platform/p';",
        'src/hooks/h.ts': "import { t } from '../theme/t';",
        'src/theme/t.ts': '',
        'src/platform/p.ts': "import { a } from '../domain/a';",
        'src/layouts/L.tsx': "import { C } from '../components/C';",
        'src/templates/t.tsx': "import { L } from '../layouts/L';",
        'src/components/C.test.tsx': "import { r } from '../test/r';",
        'src/test/r.ts': "import { L } from '../layouts/L';",
        // A Gatsby Function is server code: it may use the build's modules.
        'src/api/feedback.ts': "import { n } from '../node/n';",
        // So is the site's server, and test support sees everything.
        'src/server/app.ts': "import { n } from '../node/n';\nimport site from '../config/site.json';",
        'src/test/support.ts': "import { n } from '../node/n';",
      }),
    ).toEqual([]);
  });
});
