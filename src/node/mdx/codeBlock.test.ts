/**
 * @jest-environment node
 */
// V8 caches `new Function` code by its source, with the module loader of the first test file that
// compiled it; jest tears that loader down, so a later file's import() fails (jestjs/jest#10944).
// A source unique to this file avoids the shared cache entry.
jest.mock('./esm', () => ({ importEsm: new Function('specifier', 'return import(specifier) /* codeBlock.test */') }));
import { compileDoc } from './compileDoc';
import { parseCodeTitle } from './codeBlock';
import type { HastNode } from '../../domain/markdown';

const loc = { file: 'content/p/docs/page.mdx', lineOffset: 4 };
const first = async (body: string): Promise<HastNode> => (await compileDoc(body, loc)).tree.children[0];

test('a fenced block with a language becomes a highlighted CodeBlock', async () => {
  expect(await first('```bash\nnpm install @mui/material\n```\n')).toEqual({
    type: 'jsx',
    name: 'CodeBlock',
    attributes: { language: 'bash', html: '<span class="token function">npm</span> <span class="token function">install</span> @mui/material' },
    children: [],
  });
});

test('the title comes from the info string; other meta is ignored', async () => {
  const node = await first('```tsx title="App.tsx" {2}\nconst a = 1;\n```\n');
  expect(node).toMatchObject({ name: 'CodeBlock', attributes: { language: 'tsx', title: 'App.tsx' } });
  expect(await first('```tsx {2}\nconst a = 1;\n```\n')).not.toHaveProperty('attributes.title');
});

test('an unknown language is still a CodeBlock, with escaped plain text', async () => {
  expect(await first('```brainfuck\n<+>&\n```\n')).toEqual({
    type: 'jsx',
    name: 'CodeBlock',
    attributes: { language: 'brainfuck', html: '&lt;+&gt;&amp;' },
    children: [],
  });
});

test('a block without a language stays a plain pre > code', async () => {
  expect(await first('```\nplain text\n```\n')).toEqual({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'plain text\n' }] }],
  });
});

test('inline code is untouched', async () => {
  expect(JSON.stringify(await first('Use `npm` here.\n'))).not.toContain('CodeBlock');
});

test.each([
  ['title="App.tsx"', 'App.tsx'],
  ["title='theme.ts'", 'theme.ts'],
  ['{1,3} title="With spaces.tsx" showLineNumbers', 'With spaces.tsx'],
  ['title=""', undefined],
  ['subtitle="x"', undefined],
  ['', undefined],
  [undefined, undefined],
])('parseCodeTitle(%j) is %j', (meta, title) => {
  expect(parseCodeTitle(meta)).toBe(title);
});
