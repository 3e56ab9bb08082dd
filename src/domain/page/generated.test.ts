import { withGeneratedSection, type GeneratedSection } from './generated';

const doc = { body: [{ html: '<p>text</p>' }], toc: [{ text: 'Text', hash: 'text', level: 2 as const, children: [] }], demos: {} };
const section = (position?: GeneratedSection['position']): GeneratedSection => ({
  body: [{ html: '<h2 id="templates">Templates</h2>' }],
  toc: [{ text: 'Templates', hash: 'templates', level: 2, children: [] }],
  position,
});

test.each([
  ['no generated section: the page as written', undefined, ['<p>text</p>'], ['text']],
  ['no position: before the text (the /versions/ table)', section(), ['<h2 id="templates">Templates</h2>', '<p>text</p>'], ['templates', 'text']],
  ['at the start', section('start'), ['<h2 id="templates">Templates</h2>', '<p>text</p>'], ['templates', 'text']],
  ['at the end, where the text says it is', section('end'), ['<p>text</p>', '<h2 id="templates">Templates</h2>'], ['text', 'templates']],
])('%s', (_, generated, body, toc) => {
  const placed = withGeneratedSection(doc, generated);
  expect(placed.body.map((part) => ('html' in part ? part.html : ''))).toEqual(body);
  expect(placed.toc.map((item) => item.hash)).toEqual(toc);
  expect(placed.demos).toBe(doc.demos);
});
