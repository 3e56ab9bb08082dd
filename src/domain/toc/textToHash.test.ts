import { textToHash } from './textToHash';

test.each([
  ['Installation', 'installation'],
  ['Install with npm', 'install-with-npm'],
  ['The `sx` prop', 'the-sx-prop'],
  ['What is <b>new</b>?', 'what-is-new'],
  ['Fish &amp; chips', 'fish-chips'],
  ['🚀 Launch 🚀', 'launch'],
  ['Theme (advanced): setup', 'theme-advanced-setup'],
  ['--Trim--', 'trim'],
  ['Überblick', '%C3%BCberblick'],
  ['', ''],
])('textToHash(%j) = %j', (text, hash) => {
  expect(textToHash(text)).toBe(hash);
});

test('duplicates get -2, -3 within one page', () => {
  const used = new Map<string, number>();
  expect(['Props', 'Props', 'CSS', 'Props'].map((t) => textToHash(t, used))).toEqual(['props', 'props-2', 'css', 'props-3']);
});
