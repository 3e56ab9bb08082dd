/**
 * @jest-environment node
 */
// V8 caches `new Function` code by its source, with the module loader of the first test file that
// compiled it; jest tears that loader down, so a later file's import() fails (jestjs/jest#10944).
// A source unique to this file avoids the shared cache entry.
jest.mock('./esm', () => ({ importEsm: new Function('specifier', 'return import(specifier) /* highlight.test */') }));
import { escapeHtml, highlightOrEscape, loadHighlighter, type Highlighter } from './highlight';

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await loadHighlighter();
});

/** The text of the HTML, tags removed and the entities hast-util-to-html writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

test.each([
  // [language as written after ```, code, a token the grammar must produce]
  ['js', 'const a = 1;', '<span class="token keyword">const</span>'],
  ['javascript', 'let a = "x";', '<span class="token string">"x"</span>'],
  ['jsx', 'const b = <Button />;', '<span class="token class-name">Button</span>'],
  ['ts', 'let n: number = 1;', '<span class="token builtin">number</span>'],
  ['typescript', 'interface P { a: string }', '<span class="token keyword">interface</span>'],
  ['tsx', 'const x = <Box sx={{ p: 1 }} />;', '<span class="token tag">'],
  ['TSX', 'const x = 1;', '<span class="token keyword">const</span>'],
  ['bash', 'npm install @mui/material', '<span class="token function">npm</span>'],
  ['sh', 'echo "hi"', '<span class="token builtin class-name">echo</span>'],
  ['shell', 'echo "hi"', '<span class="token builtin class-name">echo</span>'],
  ['zsh', 'echo "hi"', '<span class="token builtin class-name">echo</span>'],
  ['json', '{ "a": true }', '<span class="token property">"a"</span>'],
  ['css', '.card { color: red; }', '<span class="token selector">.card</span>'],
  ['diff', '-old\n+new', '<span class="token deleted-sign deleted">'],
  ['markup', '<div class="x"></div>', '<span class="token attr-name">class</span>'],
  ['html', '<p>hi</p>', '<span class="token tag">'],
  ['yaml', 'key: value', '<span class="token key atrule">key</span>'],
  ['yml', 'key: value', '<span class="token key atrule">key</span>'],
  ['markdown', '# Title', '<span class="token title important">'],
  ['md', '**bold**', '<span class="token bold">'],
])('%s is highlighted into Prism token spans, keeping the text', (language, code, token) => {
  const html = highlighter.toHtml(code, language);
  expect(html).toContain(token);
  expect(textOf(html!)).toBe(code);
});

test('punctuation drawn in the text colour has no span of its own; inside a JSX tag it keeps one', () => {
  const html = highlighter.toHtml('f(a, { b: [1] });\nconst x = <Box sx={{ p: 1 }} />;', 'tsx')!;
  expect(textOf(html)).toBe('f(a, { b: [1] });\nconst x = <Box sx={{ p: 1 }} />;');
  expect(html).toContain('(a, { b<span class="token operator">:</span> [');
  // The tag's own punctuation (`<`, `/>`) is coloured unlike the tag's name: still a span.
  expect(html).toMatch(/<span class="token tag">.*<span class="token punctuation">&#x3C;<\/span>/);
});

test.each(['brainfuck', 'extend', 'insertBefore', 'DFS', '__proto__', 'toString', ''])('an unknown language %j gives null (the caller shows plain text)', (language) => {
  expect(highlighter.toHtml('a < b', language)).toBeNull();
});

test('code can never inject markup: < and & come out escaped', () => {
  const html = highlighter.toHtml('const s = "</code><script>alert(1)</script>" && 1;', 'js')!;
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('</code>');
});

test('highlightOrEscape falls back to escaped plain text', () => {
  expect(highlightOrEscape(highlighter, '<b> & "c"', 'nope')).toBe('&lt;b&gt; &amp; &quot;c&quot;');
  expect(highlightOrEscape(highlighter, 'const a', 'js')).toContain('token keyword');
  expect(escapeHtml(`<'&'>`)).toBe('&lt;&#39;&amp;&#39;&gt;');
});

test.each(['tsx', 'jsx'] as const)('demo sources are highlighted as %s', (variant) => {
  const html = highlightOrEscape(highlighter, 'export default function Demo() {\n  return <Button />;\n}', variant);
  expect(html).toContain('<span class="token keyword">export</span>');
  expect(html).toContain('<span class="token class-name">Button</span>');
});
