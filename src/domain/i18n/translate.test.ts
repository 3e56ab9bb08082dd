import { createTranslate } from './translate';
import { en } from './en';
import { zh } from './zh';

const log = () => ({ warn: jest.fn(), error: jest.fn() });

test('zh has every English key, so zh pages never fall back', () => {
  expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
});

test('translates per language, English built in and other languages from their dictionary', () => {
  expect(createTranslate('en')('toc.contents')).toBe('Contents');
  expect(createTranslate('zh', zh)('toc.contents')).toBe('目录');
});

test('a key missing in zh warns once and falls back to English', () => {
  const l = log();
  const t = createTranslate('zh', {}, { english: { 'toc.contents': 'Contents' }, log: l });
  expect(t('toc.contents')).toBe('Contents');
  t('toc.contents');
  expect(l.warn).toHaveBeenCalledTimes(1);
  expect(l.error).not.toHaveBeenCalled();
});

test('a missing language logs an error and shows an ellipsis, not English', () => {
  const l = log();
  expect(createTranslate('zh', undefined, { log: l })('toc.contents')).toBe('…');
  expect(l.error).toHaveBeenCalledWith(expect.stringContaining('zh'));
  expect(l.warn).not.toHaveBeenCalled();
});

test('a key missing everywhere logs an error and shows an ellipsis', () => {
  const l = log();
  expect(createTranslate('en', undefined, { english: {}, log: l })('toc.contents')).toBe('…');
  expect(l.error).toHaveBeenCalledWith(expect.stringContaining('toc.contents'));
});
