import { validateFeedback } from './payload';

const pages = new Set(['/material-ui/react-button/', '/zh/material-ui/react-button/']);
const exists = (page: string) => pages.has(page);
const good = { rating: 1, comment: 'Clear and short.', page: '/material-ui/react-button/', section: 'basic-button', language: 'en' };

describe('validateFeedback', () => {
  test.each<[string, unknown]>([
    ['a vote with a comment on a section', good],
    ['a vote alone', { rating: 0, page: '/material-ui/react-button/', language: 'en' }],
    ['a comment alone', { comment: 'Typo in the second example', page: '/zh/material-ui/react-button/', language: 'zh' }],
    ['a comment of exactly 2000 characters', { ...good, comment: 'x'.repeat(2000) }],
    ['a comment with an emoji (a surrogate pair) and accents', { ...good, comment: 'Très bien 👍' }],
  ])('accepts %s', (_, body) => {
    expect(validateFeedback(body, exists)).toMatchObject({ ok: true });
  });

  test('the comment is trimmed; a blank one is dropped', () => {
    expect(validateFeedback({ ...good, comment: '  fine  ' }, exists)).toEqual({ ok: true, value: { ...good, comment: 'fine' } });
    expect(validateFeedback({ ...good, comment: '   ' }, exists)).toEqual({ ok: true, value: { ...good, comment: undefined } });
  });

  test.each<[string, unknown, RegExp]>([
    ['no page', { rating: 1, language: 'en' }, /^page: Required/],
    ['no language', { rating: 1, page: '/material-ui/react-button/' }, /^language: Required/],
    ['neither rating nor comment', { page: '/material-ui/react-button/', language: 'en' }, /a rating or a comment is required/],
    ['a blank comment and no rating', { comment: ' ', page: '/material-ui/react-button/', language: 'en' }, /a rating or a comment is required/],
    ['a comment over 2000 characters', { ...good, comment: 'x'.repeat(2001) }, /^comment: at most 2000 characters/],
    ['a rating of 2', { ...good, rating: 2 }, /^rating:/],
    ['a rating as a string', { ...good, rating: '1' }, /^rating:/],
    ['a comment that is not text', { ...good, comment: 42 }, /^comment:/],
    ['a comment with a NUL character', { ...good, comment: 'before\u0000after' }, /^comment: text with a NUL character/],
    ['a comment with a lone high surrogate', { ...good, comment: 'emoji cut \ud83d' }, /^comment: text with a NUL character or a lone surrogate/],
    ['a comment with a lone low surrogate', { ...good, comment: '\ude00 start' }, /^comment: text with a NUL character or a lone surrogate/],
    ['an unknown language', { ...good, language: 'fr' }, /^language:/],
    ['a section that is not an anchor', { ...good, section: '<script>' }, /^section: a section anchor/],
    ['a page path with a dot', { ...good, page: '/../etc/passwd/' }, /^page: a page path/],
    ['a full URL', { ...good, page: 'https://evil.example/' }, /^page: a page path/],
    ['an extra field', { ...good, email: 'a@b.c' }, /^unknown field\(s\): email/],
    ['a page that does not exist', { ...good, page: '/material-ui/react-nothing/' }, /is not a page of this site/],
    ['an English page sent as Chinese', { ...good, language: 'zh' }, /is not a page in language "zh"/],
    ['a Chinese page sent as English', { ...good, page: '/zh/material-ui/react-button/' }, /is not a page in language "en"/],
    ['not an object', 'rating=1', /^body:/],
    ['null', null, /^body:/],
  ])('refuses %s, saying why', (_, body, reason) => {
    const result = validateFeedback(body, exists);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
