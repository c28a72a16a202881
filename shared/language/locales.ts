/**
 * The site's languages: English unprefixed (and the x-default), the others under their prefix
 * (/de/pricing). The page, the server, the build and the tests all take them from here; a new
 * language is one more entry and one more folder of copy in src/content/.
 */
export const locales = ['en', 'de', 'fr', 'it', 'es'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

interface LocaleFacts {
  /** The language's own name, as the language switcher shows it. */
  name: string;
  /** The Intl locale its numbers, prices and dates are written in. */
  intl: string;
  /** Open Graph's form: language and territory. */
  og: string;
}

/**
 * Spanish is written for Mexico and Spain alike and French for France and Québec; their
 * numbers follow Spain's and France's conventions, where a dollar amount reads "49 US$" and
 * "49 $US": never a bare "$", which means pesos in Mexico and Canadian dollars in Québec.
 */
export const localeFacts: Record<Locale, LocaleFacts> = {
  en: { name: 'English', intl: 'en-US', og: 'en_US' },
  de: { name: 'Deutsch', intl: 'de-DE', og: 'de_DE' },
  fr: { name: 'Français', intl: 'fr-FR', og: 'fr_FR' },
  it: { name: 'Italiano', intl: 'it-IT', og: 'it_IT' },
  es: { name: 'Español', intl: 'es-ES', og: 'es_ES' },
};

/** `/pricing` in German is `/de/pricing`; the home page `/` is `/de`, `/?a=1` is `/de?a=1`. */
export function localisedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return /^\/([?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The language of a site path: the prefix's, or English. */
export function localeOfPath(path: string): Locale {
  const prefix = path.split('/')[1];
  return isLocale(prefix) && prefix !== defaultLocale ? prefix : defaultLocale;
}

/** A site path without its language prefix: `/de/pricing` → `/pricing`, `/de` → `/`. */
export function unlocalisedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === defaultLocale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * A link of the copy in a language: a site path gets the language's prefix; an outside address,
 * a mail address or a file under /images/ stays as it is.
 */
export function localisedHref(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/images/')) return href;
  return localisedPath(locale, href);
}
