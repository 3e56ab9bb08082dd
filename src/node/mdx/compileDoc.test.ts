/**
 * @jest-environment node
 */
import { compileDoc } from './compileDoc';


const loc = { file: 'content/p/docs/page.mdx', lineOffset: 4 };

test('headings get hashes and form a two-level table of contents', async () => {
  const { toc, tree } = await compileDoc('## Install\n\n### With npm\n\n## Usage\n\n## Install\n', loc);
  expect(toc).toEqual([
    { text: 'Install', hash: 'install', level: 2, children: [{ text: 'With npm', hash: 'with-npm', level: 3, children: [] }] },
    { text: 'Usage', hash: 'usage', level: 2, children: [] },
    { text: 'Install', hash: 'install-2', level: 2, children: [] },
  ]);
  expect(JSON.stringify(tree)).not.toContain('position');
});

test('GFM tables and code blocks are kept', async () => {
  const { tree } = await compileDoc('| a | b |\n|---|---|\n| 1 | 2 |\n\n```tsx\nconst x = <A />;\n```\n', loc);
  const json = JSON.stringify(tree);
  expect(json).toContain('"tagName":"table"');
  expect(json).toContain('language-tsx');
  expect(json).toContain('const x = <A />;');
});

test.each([
  ['### Orphan\n', /content\/p\/docs\/page\.mdx:5: Missing parent level for: Orphan/],
  ['text\n\n<Unknown />\n', /page\.mdx:7: the JSX element <Unknown> is not a known docs component/],
  ['Use {braces} here\n', /page\.mdx:5: MDX expressions/],
  ['import X from "y"\n\ntext\n', /page\.mdx:5: import\/export/],
  ['a <b\n', /page\.mdx:\d+: MDX syntax error/],
])('content errors name the file and line: %j', async (body, message) => {
  await expect(compileDoc(body, loc)).rejects.toThrow(message);
});
