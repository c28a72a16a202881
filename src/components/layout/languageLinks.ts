import { localeFacts, localisedPath, locales, type Locale } from '../../../shared/language/locales';

/**
 * The page at `basePath` in every language, for the switcher in the header and the footer: plain
 * links, so they work without any script. A page with no address of its own (404) links to each
 * language's home page.
 */
export function languageLinks(current: Locale, basePath: string | undefined) {
  return locales.map((locale) => ({
    locale,
    name: localeFacts[locale].name,
    href: localisedPath(locale, basePath ?? '/'),
    current: locale === current,
  }));
}

/** One entry of the language switcher: the same page in a language, named in that language. */
export type LanguageLink = ReturnType<typeof languageLinks>[number];
