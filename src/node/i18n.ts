import { createTranslate, type Dictionary, type Translate } from '../domain/i18n';
import type { Language } from '../domain/languages';

/**
 * The translator of build code (page bodies, API pages, generated sections). In the browser a missing string logs
 * and shows "…"; at build a key with no English text, or a language without its dictionary, is a bug
 * that would ship "…" into every page, so it fails the build.
 */
export function buildTranslate(language: Language, translations?: Dictionary): Translate {
  return createTranslate(language, translations, {
    log: {
      warn: () => undefined, // a string not translated yet falls back to English, as in the browser
      error: (message: string) => {
        throw new Error(`${message}. Fix: add it to src/domain/i18n/en.ts (and its translation).`);
      },
    },
  });
}
