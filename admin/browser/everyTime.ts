import type { Locale } from '../../shared/language/locales';

/**
 * The preview's stand-in for src/content/perLocale.ts (swapped in by scripts/write-editor.ts):
 * the site builds a language's copy once, the preview again for every draft.
 */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  return build;
}
