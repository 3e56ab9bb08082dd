import { textToHash } from './textToHash';

// Reference §11.2: lowercase, strip HTML, strip entities, punctuation and spaces to '-', remove
// emoji, collapse repeated '-', trim '-' at both ends, then encodeURI; duplicates get -2, -3.
describe('each rule', () => {
  test.each([
    // lowercase
    ['Installation', 'installation'],
    ['CSS Baseline', 'css-baseline'],
    ['The `sx` prop', 'the-sx-prop'],
    // HTML stripped
    ['What is <b>new</b>?', 'what-is-new'],
    ['<code>sx</code> prop', 'sx-prop'],
    ['<a href="/x/">Link</a> text', 'link-text'],
    // entities stripped
    ['Fish &amp; chips', 'fish-chips'],
    ['It&#39;s here', 'its-here'],
    ['It&#x27;s hex', 'its-hex'],
    ['&lt;Button /&gt;', 'button'],
    // emoji removed
    ['🚀 Launch 🚀', 'launch'],
    ['Dark mode 🌙', 'dark-mode'],
    ['✨ New ✨', 'new'],
    ['👍🏽 Skin tones', 'skin-tones'],
    ['👨‍👩‍👧 Families', 'families'],
    ['❤️ Loved', 'loved'],
    ['🇫🇷 French flag', 'french-flag'],
    ['1️⃣ First step', '1-first-step'],
    // repeated '-' collapsed, '-' trimmed at both ends
    ['A -- B', 'a-b'],
    ['a - - - b', 'a-b'],
    ['--Trim--', 'trim'],
    ['(Beta)', 'beta'],
    ['...', ''],
    ['', ''],
    ['Install with npm', 'install-with-npm'],
    ['Theme (advanced): setup', 'theme-advanced-setup'],
    ['Props & CSS API', 'props-css-api'],
    // encodeURI of what is left (non-ASCII letters are kept, encoded)
    ['Überblick', '%C3%BCberblick'],
    ['Café au lait', 'caf%C3%A9-au-lait'],
    ['中文标题', '%E4%B8%AD%E6%96%87%E6%A0%87%E9%A2%98'],
    ['Дизайн', '%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD'],
    ['keep-hyphens', 'keep-hyphens'],
  ])('textToHash(%j) = %j', (text, hash) => {
    expect(textToHash(text)).toBe(hash);
  });
});

const PUNCTUATION = '!@#$%^&*()=_+[]{}`~;:\'"|,.<>/?';
test.each([...PUNCTUATION, ' ', '\t', '\n', '\u00a0'].map((c) => [c]))('punctuation %j between words becomes "-"', (c) => {
  expect(textToHash(`a${c}b`)).toBe('a-b');
  expect(textToHash(`a ${c}${c} b`)).toBe('a-b');
});

test('duplicates get -2, -3 within one page', () => {
  const used = new Map<string, number>();
  expect(['Props', 'Props', 'CSS', 'Props'].map((t) => textToHash(t, used))).toEqual(['props', 'props-2', 'css', 'props-3']);
});

test('a suffixed hash never collides with a heading that already has that text', () => {
  const used = new Map<string, number>();
  expect(['A', 'A', 'A 2', 'A 2'].map((t) => textToHash(t, used))).toEqual(['a', 'a-2', 'a-2-2', 'a-2-3']);
  const reversed = new Map<string, number>();
  expect(['A 2', 'A', 'A'].map((t) => textToHash(t, reversed))).toEqual(['a-2', 'a', 'a-3']);
});

test('pages do not share hashes', () => {
  const first = new Map<string, number>();
  const second = new Map<string, number>();
  expect([textToHash('Props', first), textToHash('Props', second)]).toEqual(['props', 'props']);
});
