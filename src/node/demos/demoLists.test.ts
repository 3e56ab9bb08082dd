/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { DEMO_LISTS_DIR, findDemoFiles, writeDemoLists } from './demoLists';

let root: string;
const write = (file: string, text = 'export default function Demo() { return null; }\n') => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const list = (name: string) => fs.readFileSync(path.join(root, DEMO_LISTS_DIR, `${name}.js`), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-lists-'));
  write('content/material-ui/docs/components/button.mdx', '# Button\n');
  write('content/material-ui/docs/demos/button/BasicButtons.tsx');
  write('content/material-ui/docs/demos/button/BasicButtons.tsx.preview');
  write('content/material-ui/docs/demos/button/helpers.ts');
  write('content/base-ui/docs/getting-started/demos/quickstart/QuickstartButton.tsx');
  write('content/base-ui/docs/getting-started/demos/quickstart/QuickstartButton.tailwind.tsx');
  write('content/base-ui/docs/getting-started/demos/quickstart/QuickstartButton.css.tsx');
  fs.mkdirSync(path.join(root, 'content', 'docs'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('the demos are the components under a demos/<page>/ folder, styling variants included; pages and helpers are not', () => {
  expect(findDemoFiles(path.join(root, 'content'))).toEqual([
    'base-ui/docs/getting-started/demos/quickstart/QuickstartButton.css.tsx',
    'base-ui/docs/getting-started/demos/quickstart/QuickstartButton.tailwind.tsx',
    'base-ui/docs/getting-started/demos/quickstart/QuickstartButton.tsx',
    'material-ui/docs/demos/button/BasicButtons.tsx',
  ]);
});

test("each product's list maps its demos' paths to their chunks; the server's list has every demo by its key", () => {
  expect(writeDemoLists(root)).toEqual({ demos: 4, written: ['base-ui', 'docs', 'material-ui', 'server'] });
  // (The module paths are matched apart from the words around them: the layering test reads import statements in any file.)
  const demoPath = JSON.stringify('../../content/material-ui/docs/demos/button/BasicButtons.tsx');
  expect(list('material-ui')).toContain(`"docs/demos/button/BasicButtons.tsx": () => ${'imp'}ort(${demoPath}),`);
  expect(list('material-ui')).not.toContain('base-ui');
  expect(list('docs')).toContain('const demos = {\n};');
  expect(list('server')).toContain(`${'imp'}ort * as demo3 from ${demoPath};`);
  expect(list('server')).toContain('"./material-ui/docs/demos/button/BasicButtons.tsx": demo3,');
  expect(list('server')).toContain('"./base-ui/docs/getting-started/demos/quickstart/QuickstartButton.tailwind.tsx": demo1,');
});

test('an MDX edit or a demo edit rewrites no list; a demo added rewrites its product and the server; a product removed loses its list', () => {
  writeDemoLists(root);
  write('content/material-ui/docs/components/button.mdx', '# Button\n\nEdited.\n');
  write('content/material-ui/docs/demos/button/BasicButtons.tsx', 'export default function Edited() { return null; }\n');
  expect(writeDemoLists(root).written).toEqual([]);

  write('content/material-ui/docs/demos/button/OutlinedButtons.tsx');
  expect(writeDemoLists(root)).toEqual({ demos: 5, written: ['material-ui', 'server'] });
  expect(list('material-ui')).toContain('"docs/demos/button/OutlinedButtons.tsx"');

  fs.rmSync(path.join(root, 'content', 'base-ui'), { recursive: true });
  expect(writeDemoLists(root).written).toEqual(['server']);
  expect(fs.readdirSync(path.join(root, DEMO_LISTS_DIR)).sort()).toEqual(['docs.js', 'material-ui.js', 'server.js']);
});
