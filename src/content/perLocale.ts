import type { Locale } from '../../shared/language/locales';

/**
 * A language's copy with its facts filled in, built once per language the first time a page of
 * that language asks for it.
 */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale) as T;
  };
}
