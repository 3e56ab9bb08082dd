import { createTranslate } from './translate';
import { translations } from './translations';

const log = () => ({ warn: jest.fn(), error: jest.fn() });

test('zh has every English key, so zh pages never fall back', () => {
  expect(Object.keys(translations.zh).sort()).toEqual(Object.keys(translations.en).sort());
});

test('translates per language', () => {
  expect(createTranslate('en')('toc.contents')).toBe('Contents');
  expect(createTranslate('zh')('toc.contents')).toBe('目录');
});

test('a key missing in zh warns once and falls back to English', () => {
  const l = log();
  const t = createTranslate('zh', { en: { 'toc.contents': 'Contents' }, zh: {} }, l);
  expect(t('toc.contents')).toBe('Contents');
  t('toc.contents');
  expect(l.warn).toHaveBeenCalledTimes(1);
  expect(l.error).not.toHaveBeenCalled();
});

test('a key missing everywhere logs an error and shows an ellipsis', () => {
  const l = log();
  expect(createTranslate('en', { en: {} }, l)('toc.contents')).toBe('…');
  expect(l.error).toHaveBeenCalledWith(expect.stringContaining('toc.contents'));
});
