import type { Language } from '../languages';
import { en, type Dictionary, type TranslationKey } from './en';

export type Translate = (key: TranslationKey) => string;

/**
 * A translator for one language, given that language's dictionary (English is built in). a
 * missing language (no dictionary for it) logs an error and shows '…'; a key missing in that language
 * warns once and falls back to English; a key missing in English logs an error and shows '…'.
 */
export function createTranslate(
  language: Language,
  translations?: Dictionary,
  { english = en as Dictionary, log = console as Pick<Console, 'warn' | 'error'> } = {},
): Translate {
  const own = language === 'en' ? english : translations;
  const warned = new Set<string>();
  return (key) => {
    if (!own) {
      log.error(`Missing language: ${language} (no dictionary for it), for ${key}`);
      return '…';
    }
    const value = own[key];
    if (value !== undefined) return value;
    const fallback = english[key];
    if (fallback === undefined) {
      log.error(`Missing translation for ${key} in English`);
      return '…';
    }
    if (!warned.has(key)) {
      warned.add(key);
      log.warn(`Missing translation for ${key} in ${language}, falling back to English`);
    }
    return fallback;
  };
}
