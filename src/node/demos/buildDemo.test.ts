/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildDemo, type DemoBuildContext } from './buildDemo';
import { transpileDemo } from './generateJs';

const tsx = (name: string, body = '<Button>Hi</Button>') => `import * as React from 'react';
import Button from '@mui/material/Button';
import { rows } from './data';

export default function ${name}(): React.ReactElement {
  return ${body};
}
`;

function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const docs = path.join(root, 'material-ui', 'docs');
  const folder = path.join(docs, 'demos', 'react-button');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(docs, 'react-button.mdx'), '# Button\n');
  fs.writeFileSync(path.join(folder, 'data.ts'), 'export const rows: string[] = [];\n');
  const ctx: DemoBuildContext = {
    contentRoot: root,
    productId: 'material-ui',
    sourceCodeUrl: 'https://github.com/o/r',
    highlighter: { toHtml: (code, language) => `<span class="${language}">${code.length}</span>` },
    resolveVersion: (name) => ({ '@mui/material': '6.1.2', react: '18.3.1' })[name],
    cacheDir: null,
  };
  return { mdx: path.join(docs, 'react-button.mdx'), folder, ctx };
}

test('a TS demo gets highlighted TS and generated JS, pinned sandbox dependencies and its local modules', async () => {
  const { mdx, folder, ctx } = setup();
  fs.writeFileSync(path.join(folder, 'Basic.tsx'), tsx('Basic'));
  const demo = await buildDemo(mdx, 'Basic', ctx);
  const system = demo.variants['MUI System']!;
  expect(demo.gaLabel).toBe('material-ui/docs/demos/react-button/Basic');
  expect(system.module).toBe('./material-ui/docs/demos/react-button/Basic.tsx');
  expect(system.TS?.html).toMatch(/^<span class="tsx">/);
  expect(system.JS.raw).not.toContain('React.ReactElement');
  expect(system.JS.html).toMatch(/^<span class="jsx">/);
  expect(system.sourceUrl.TS).toBe('https://github.com/o/r/blob/main/content/material-ui/docs/demos/react-button/Basic.tsx');
  expect(system.sandbox.TS.dependencies['@mui/material']).toBe('6.1.2');
  expect(system.sandbox.JS.dependencies.react).toBe('18.3.1');
  expect(system.relativeModules).toEqual([{ path: 'data', TS: 'export const rows: string[] = [];\n', JS: 'export const rows = [];\n' }]);
  expect(demo.variants.Tailwind).toBeUndefined();
  // Both languages carry the collapsed preview: the returned JSX, highlighted like its source.
  expect(system.TS?.preview).toEqual({ raw: '<Button>Hi</Button>', html: '<span class="tsx">19</span>' });
  expect(system.JS.preview).toEqual({ raw: '<Button>Hi</Button>', html: '<span class="jsx">19</span>' });
});

test('a demo whose component returns no JSX has no preview', async () => {
  const { mdx, folder, ctx } = setup();
  fs.writeFileSync(path.join(folder, 'Empty.tsx'), tsx('Empty', 'null'));
  const system = (await buildDemo(mdx, 'Empty', ctx)).variants['MUI System']!;
  expect(system.TS).not.toHaveProperty('preview');
  expect(system.JS).not.toHaveProperty('preview');
});

test('a Tailwind variant carries build-time CSS for exactly its classes, scoped to the preview', async () => {
  const { mdx, folder, ctx } = setup();
  fs.writeFileSync(path.join(folder, 'Basic.tsx'), tsx('Basic'));
  fs.writeFileSync(path.join(folder, 'Basic.tailwind.tsx'), tsx('Basic', '<button className="rounded-lg bg-sky-600 px-4">Hi</button>'));
  const css = (await buildDemo(mdx, 'Basic', ctx)).variants.Tailwind!.css!;
  expect(css).toContain('.MuiDemo-tailwind .rounded-lg');
  expect(css).toContain('.MuiDemo-tailwind .bg-sky-600');
  expect(css).not.toContain('.text-center');
  expect(css).not.toMatch(/(^|\})\s*(html|body)\s*\{/); // no preflight
});

test('a JavaScript-only demo has no TS source', async () => {
  const { mdx, folder, ctx } = setup();
  fs.writeFileSync(path.join(folder, 'Plain.js'), "import * as React from 'react';\nexport default function Plain() { return null; }\n");
  const system = (await buildDemo(mdx, 'Plain', ctx)).variants['MUI System']!;
  expect(system.TS).toBeNull();
  expect(system.sourceUrl.JS).toMatch(/Plain\.js$/);
});

test('a stale committed JS twin fails with the fix; an up-to-date one is accepted', async () => {
  const { mdx, folder, ctx } = setup();
  fs.writeFileSync(path.join(folder, 'Basic.tsx'), tsx('Basic'));
  fs.writeFileSync(path.join(folder, 'Basic.js'), 'export default function Basic() { return "old"; }\n');
  await expect(buildDemo(mdx, 'Basic', ctx)).rejects.toThrow(/the JavaScript twin material-ui\/docs\/demos\/react-button\/Basic\.js is stale.*Fix: delete it/);
  fs.writeFileSync(path.join(folder, 'Basic.js'), await transpileDemo(tsx('Basic'), 'Basic.tsx'));
  await expect(buildDemo(mdx, 'Basic', ctx)).resolves.toMatchObject({ name: 'Basic' });
});

test('an unknown demo lists the demos that exist', async () => {
  const { mdx, folder, ctx } = setup();
  fs.writeFileSync(path.join(folder, 'Basic.tsx'), tsx('Basic'));
  fs.writeFileSync(path.join(folder, 'Sizes.tsx'), tsx('Sizes'));
  await expect(buildDemo(mdx, 'Basci', ctx)).rejects.toThrow(/the demo "Basci" does not exist.*Demos in that folder: Basic, Sizes\..*Fix:/);
});
