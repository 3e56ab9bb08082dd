import type { Dictionary } from './i18n/en';

/**
 * The languages the site is built in, in one table: routing (URL prefixes), page creation (one page per
 * language), the page head (`lang`, `hreflang`), the settings drawer (labels) and the 404 page (dictionaries
 * loaded on demand) all read it. English is the default: no URL prefix, its dictionary is built in.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export interface LanguageInfo {
  /** The language's name in itself (the settings drawer's button). */
  label: string;
  /** BCP 47 tag for `<html lang>` and `hreflang` alternates. */
  tag: string;
  /** The Open Graph locale (`og:locale`, language_TERRITORY). */
  ogLocale: string;
  /**
   * Loads the UI strings of a language other than English (English is bundled). The build hands them to
   * the language's pages in their context; the browser loads them only when a page lacks them (404).
   */
  loadDictionary?: () => Promise<Dictionary>;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { label: 'English', tag: 'en', ogLocale: 'en_US' },
  zh: { label: '中文', tag: 'zh', ogLocale: 'zh_CN', loadDictionary: () => import('./i18n/zh').then((module) => module.zh) },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
