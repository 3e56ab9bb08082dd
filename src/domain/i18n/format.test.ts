import { format } from './format';

test.each([
  ['one placeholder', 'No results for "{query}"', { query: 'button' }, 'No results for "button"'],
  ["a value with $' (the search dialog bug)", 'No results for "{query}"', { query: "a$'b" }, 'No results for "a$\'b"'],
  ['a value with $&', '{query}!', { query: '$&x' }, '$&x!'],
  ['a value with $1 and $`', '[{query}]', { query: '$1 $`' }, '[$1 $`]'],
  ['numbers', '{count} results', { count: 3 }, '3 results'],
  ['the same placeholder twice', '{a} and {a}', { a: 'x' }, 'x and x'],
  ['several placeholders', '{title} – {version}', { title: 'Joy', version: '5.0.0' }, 'Joy – 5.0.0'],
  ['a placeholder without a value stays', 'Hello {name}', {}, 'Hello {name}'],
  ['a value that looks like a placeholder is not filled again', '{a}{b}', { a: '{b}', b: 'B' }, '{b}B'],
])('%s', (_name, template, values, expected) => {
  expect(format(template, values)).toBe(expected);
});
