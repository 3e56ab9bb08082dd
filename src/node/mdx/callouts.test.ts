/**
 * @jest-environment node
 */
// V8 caches identical `new Function` sources across test files, and the cached import() would
// belong to another file's torn-down environment: a source unique to this file avoids that.
jest.mock('./esm', () => ({ importEsm: new Function('specifier', 'return import(specifier) /* callouts.test */') }));
import { compileDoc } from './compileDoc';
import type { DocElement, HastElement, HastNode } from '../../domain/markdown';
import { importEsm } from './esm';
import { transformDirectives } from './callouts';
import type { MdNode } from './mdast';

const loc = { file: 'content/p/docs/page.mdx', lineOffset: 4 };

const children = async (body: string) => (await compileDoc(body, loc)).tree.children;
const paragraphText = (node: HastNode) => (node as HastElement).children.map((c) => (c.type === 'text' ? c.value : '<el>')).join('|');

test.each(['info', 'success', 'warning', 'error'])(':::%s becomes a callout of that type with its markdown inside', async (type) => {
  const [callout] = await children(`:::${type}\nUse **npm** and [the guide](/x/).\n\n- one\n:::\n`);
  expect(callout).toMatchObject({ type: 'jsx', name: 'Callout', attributes: { type } });
  const [p, list] = (callout as DocElement).children.filter((c) => c.type === 'element') as HastElement[];
  expect(p.tagName).toBe('p');
  expect(p.children.map((c) => (c.type === 'element' ? c.tagName : 'text'))).toEqual(['text', 'strong', 'text', 'a', 'text']);
  expect(list.tagName).toBe('ul');
});

test('text around a callout stays outside it', async () => {
  const tree = await children('Before.\n\n:::info\nInside.\n:::\n\nAfter.\n');
  expect(tree.map((n) => (n.type === 'element' ? n.tagName : n.type === 'jsx' ? n.name : 'text'))).toEqual(['p', 'text', 'Callout', 'text', 'p']);
});

test.each([
  [':::note\nText\n:::\n', 'content/p/docs/page.mdx:5: Callout :::note is not supported. Fix: use :::info, :::success, :::warning or :::error.'],
  ['Intro\n\n:::tip\nText\n:::\n', 'content/p/docs/page.mdx:7: Callout :::tip is not supported. Fix: use :::info, :::success, :::warning or :::error.'],
  ['::::info\nA\n\n:::danger\nB\n:::\n::::\n', 'content/p/docs/page.mdx:8: Callout :::danger is not supported. Fix: use :::info, :::success, :::warning or :::error.'],
])('another container type fails the build with file:line and the fix: %j', async (body, message) => {
  await expect(compileDoc(body, loc)).rejects.toThrow(message);
});

test.each([':::info[Heads up]\nText\n:::\n', ':::warning{#id}\nText\n:::\n'])('a callout label or attributes fail with a fix: %j', async (body) => {
  await expect(compileDoc(body, loc)).rejects.toThrow(/page\.mdx:5: Callout :::\w+ takes no \[label\] or \{attributes\}\. Fix: /);
});

test.each([
  'Meet at 12:30 or 9:05.',
  'Write key:value pairs, a:b:c and Note::x.',
  'The :name text directive stays.',
  'A label :abbr[HTML] and attributes :x{a="b" .c #d} stay.',
  'Empty :a[] and :b{} too.',
  'Nested :a[x :b[y] z] end.',
  'Ratio 16:9, time 10:00am, see:also.',
])('prose with colons comes out exactly as written: %j', async (text) => {
  const [p] = await children(`${text}\n`);
  expect(p).toEqual({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] });
});

test('markdown inside a text-directive label keeps its formatting', async () => {
  const [p] = await children('Say :em[*hi*] now.\n');
  expect(paragraphText(p)).toBe('Say :em[|<el>|] now.');
  expect((p as HastElement).children[1]).toMatchObject({ tagName: 'em', children: [{ type: 'text', value: 'hi' }] });
});

test.each(['::name', '::leaf[label]{#id}', '::x[a :b c]'])('a leaf directive is the paragraph the author wrote: %j', async (line) => {
  const [p] = await children(`${line}\n`);
  expect(p).toEqual({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: line }] });
});

test('headings with colons keep their text and hash', async () => {
  const { toc } = await compileDoc('## Time 12:30 and key:value\n', loc);
  expect(toc[0]).toMatchObject({ text: 'Time 12:30 and key:value', hash: 'time-12-30-and-key-value' });
});

test('transformDirectives rewrites the mdast in place and joins the restored text', async () => {
  const [{ unified }, { default: remarkParse }, { default: remarkDirective }] = await Promise.all([
    importEsm('unified'),
    importEsm('remark-parse'),
    importEsm('remark-directive'),
  ]);
  const source = 'a:b c\n\n:::success\nDone\n:::\n';
  const tree = unified().use(remarkParse).use(remarkDirective).parse(source) as MdNode;
  transformDirectives(tree, source, loc);
  const [paragraph, callout] = tree.children!;
  expect(paragraph.children).toEqual([expect.objectContaining({ type: 'text', value: 'a:b c' })]);
  expect(callout.data).toEqual({ hName: 'callout', hProperties: { type: 'success' } });
});
