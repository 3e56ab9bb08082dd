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
  // Fenced code becomes a highlighted CodeBlock (more cases in codeBlock.test.ts).
  expect(json).toContain('"name":"CodeBlock","attributes":{"language":"tsx"');
  expect(json).toContain('<span class=\\"token keyword\\">const</span>');
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

describe('demos', () => {
  const demoData = (name: string) => ({ name, gaLabel: `g/${name}`, variants: {} });

  test('<Demo name="X" /> becomes a Demo node and the page carries the demo data', async () => {
    const loaded: string[] = [];
    const loadDemo = async (name: string) => {
      loaded.push(name);
      return demoData(name);
    };
    const { tree, demos } = await compileDoc('## Basic\n\n<Demo name="BasicButtons" />\n\n<Demo name="Sizes" />\n', loc, { loadDemo });
    expect(loaded).toEqual(['BasicButtons', 'Sizes']);
    expect(Object.keys(demos)).toEqual(['BasicButtons', 'Sizes']);
    expect(tree.children).toContainEqual({ type: 'jsx', name: 'Demo', attributes: { name: 'Sizes' }, children: [] });
  });

  test('a demo that fails to build is reported at the line of its <Demo> element', async () => {
    const loadDemo = async () => {
      throw new Error('the demo "Nope" does not exist. Fix: create it.');
    };
    await expect(compileDoc('## A\n\n<Demo name="Nope" />\n', loc, { loadDemo })).rejects.toThrow(
      'content/p/docs/page.mdx:7: the demo "Nope" does not exist. Fix: create it.',
    );
  });

  test.each([['<Demo />'], ['<Demo name="basic" />'], ['<Demo name="Basic" hideToolbar />'], ['<Demo name={"Basic"} />']])(
    '%s is rejected with the expected form',
    async (element) => {
      await expect(compileDoc(`## A\n\n${element}\n`, loc, { loadDemo: async (n) => demoData(n) })).rejects.toThrow(
        /page\.mdx:7: a demo is embedded as <Demo name="DemoName" \/>/,
      );
    },
  );

  test('the same demo twice on a page is an error (its anchors would collide)', async () => {
    await expect(compileDoc('<Demo name="A" />\n\n<Demo name="A" />\n', loc, { loadDemo: async (n) => demoData(n) })).rejects.toThrow(
      /page\.mdx:7: the demo "A" is embedded twice/,
    );
  });
});
