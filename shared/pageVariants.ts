/**
 * Variants of a page: where a page differs by visitor (the language hint, the currency of the
 * prices; experiments next), the build writes each variant as a page of its own, and our server
 * chooses which one a request gets before the HTML leaves, so nothing on a painted page changes
 * or is covered. A static host serves the default page.
 * (docs/decisions.md#variants-before-the-html-leaves)
 *
 * A variant is named by a key, its dimensions in a fixed order joined by a dot (`hint-de`,
 * `currency-gbp`, `hint-de.currency-gbp`); the default has the empty key. The build writes a
 * variant of the page at route R to `<key>R.html` (the home page to `<key>.html`) in the variants
 * folder beside the build folder, which no static host serves.
 */
import { isLocale, locales, type Locale } from './language/locales';
import { currencies, currencyNamed, defaultCurrencyOf, type Currency } from './facts/currencies';

export interface PageVariant {
  /** The language suggested at the top of the page: the visitor's browser asks for it. */
  hint?: Locale;
  /** The prices' currency, when not the language's own (pages that show prices only). */
  currency?: Currency;
}

/** What varies on a page beyond the language hint every page has. */
export interface VariantDimensions {
  /** The page shows prices: it has a variant in each currency. */
  currencies?: boolean;
}

/** Where the build's variants live, beside its folder: `dist-variants/` for `dist/`. */
export const variantsFolderOf = (distDir: string): string =>
  `${distDir.replace(/[\\/]+$/, '')}-variants`;

/** The route prefix under which the page build writes variants before they are set aside. */
export const VARIANT_ROUTE_PREFIX = '_variants';

export function variantKey(variant: PageVariant): string {
  return [
    ...(variant.hint ? [`hint-${variant.hint}`] : []),
    ...(variant.currency ? [`currency-${variant.currency.toLowerCase()}`] : []),
  ].join('.');
}

/** The variant a key names; undefined for a key that names none (or not as variantKey writes it). */
export function variantOfKey(key: string): PageVariant | undefined {
  const variant: PageVariant = {};
  for (const part of key.split('.')) {
    const hint = /^hint-([a-z]{2})$/.exec(part)?.[1];
    const currency = currencyNamed(/^currency-([a-z]{3})$/.exec(part)?.[1]);
    if (isLocale(hint)) variant.hint = hint;
    else if (currency) variant.currency = currency;
  }
  return variantKey(variant) === key ? variant : undefined;
}

/** A variant's route in the variants folder: `/hint-de/pricing`, `/hint-de` for the home page. */
export const variantRoute = (key: string, route: string): string =>
  `/${key}${route === '/' ? '' : route}`;

/**
 * Every variant a page in `locale` has, the default first: a hint of each other language, and on
 * a page with prices each of those in every other currency.
 */
export function pageVariants(locale: Locale, dimensions: VariantDimensions = {}): PageVariant[] {
  const hints: PageVariant[] = [
    {},
    ...locales.filter((other) => other !== locale).map((hint) => ({ hint })),
  ];
  if (!dimensions.currencies) return hints;
  const others = currencies.filter((currency) => currency !== defaultCurrencyOf[locale]);
  return [...hints, ...others.flatMap((currency) => hints.map((hint) => ({ ...hint, currency })))];
}

/**
 * The keys to look for, best first, when a request's variant may name a dimension the page lacks:
 * a page without prices has no currency variants, so `hint-de.currency-gbp` falls back to
 * `hint-de`.
 */
export function variantKeysToTry(variant: PageVariant): string[] {
  const keys = [variantKey(variant), variantKey({ ...variant, currency: undefined })];
  return [...new Set(keys)].filter((key) => key !== '');
}
