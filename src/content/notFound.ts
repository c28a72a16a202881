import { localisedHref, type Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { perLocale } from './perLocale';

/**
 * The 404 page in a language; its script names the address asked for once it runs, from the
 * template the page carries (`hintWithPath`, with `{path}`).
 */
export const notFoundText = perLocale((locale: Locale) => {
  const copy = copyFiles(locale).notFound;
  return {
    ...copy,
    links: copy.links.map((link) => ({ ...link, href: localisedHref(locale, link.href) })),
  };
});
