import type { Language } from '../routing';
import { translations, type TranslationKey } from './translations';

type Dictionary = Partial<Record<TranslationKey, string>>;
export type Translate = (key: TranslationKey) => string;

/**
 * A translator for one language. A key missing in that language warns once and
 * falls back to English; a key missing in English logs an error and shows '…'.
 */
export function createTranslate(
  language: Language,
  dictionaries: Record<string, Dictionary> = translations,
  log: Pick<Console, 'warn' | 'error'> = console,
): Translate {
  const warned = new Set<string>();
  return (key) => {
    const value = dictionaries[language]?.[key];
    if (value !== undefined) return value;
    const english = dictionaries.en?.[key];
    if (english === undefined) {
      log.error(`Missing translation for ${key} in English`);
      return '…';
    }
    if (!warned.has(key)) {
      warned.add(key);
      log.warn(`Missing translation for ${key} in ${language}, falling back to English`);
    }
    return english;
  };
}
