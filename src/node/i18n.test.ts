import { zh } from '../domain/i18n/zh';
import { buildTranslate } from './i18n';

test('at build a key without English text fails, naming the key and the fix', () => {
  const t = buildTranslate('en');
  expect(t('page.anchorLink')).toBe('Link to this section');
  expect(() => t('no.such.key' as never)).toThrow(/Missing translation for no\.such\.key in English\. Fix: add it to src\/domain\/i18n\/en\.ts/);
});

test('a language without its dictionary fails; a string not translated yet falls back to English', () => {
  expect(() => buildTranslate('zh')('page.anchorLink')).toThrow(/Missing language: zh/);
  const partial = { ...zh } as Record<string, string>;
  delete partial['page.anchorLink'];
  expect(buildTranslate('zh', partial as typeof zh)('page.anchorLink')).toBe('Link to this section');
});
