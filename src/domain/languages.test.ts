import { en } from './i18n/en';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES } from './languages';

test('every language has a label and a tag; only the default one is built in', () => {
  for (const language of LANGUAGES) {
    expect(LANGUAGE_INFO[language].label).not.toBe('');
    expect(LANGUAGE_INFO[language].tag).toMatch(/^[a-z]{2}(-[A-Za-z]+)?$/);
    expect(Boolean(LANGUAGE_INFO[language].loadDictionary)).toBe(language !== DEFAULT_LANGUAGE);
  }
});

test('each loadable dictionary has every English key', async () => {
  for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    const dictionary = await LANGUAGE_INFO[language].loadDictionary!();
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
  }
});
