import { defaultLocale, isLocale, locales, type Locale } from '../shared/language/locales';

/**
 * Every route file sits under src/pages/[...locale]/ and is built once per language: English at
 * its own address (`locale` left out: /pricing), the others under their prefix (/de/pricing).
 */
export const localeParams = () =>
  locales.map((locale) => ({
    params: { locale: locale === defaultLocale ? undefined : locale },
  }));

/** The language a route file is being built in, from its `locale` parameter. */
export function pageLocale(params: { locale?: string | undefined }): Locale {
  const { locale = defaultLocale } = params;
  if (!isLocale(locale)) throw new Error(`No language "${locale}" in shared/language/locales.ts.`);
  return locale;
}
