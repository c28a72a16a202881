import { defaultLocale, isLocale, locales, type Locale } from '../shared/language/locales';
import {
  pageVariants,
  VARIANT_ROUTE_PREFIX,
  type VariantDimensions,
  variantKey,
  variantOfKey,
  type PageVariant,
} from '../shared/pageVariants';

/**
 * Every route file sits under src/pages/[...locale]/ and is built once per language: English at
 * its own address (`locale` left out: /pricing), the others under their prefix (/de/pricing).
 */
export const localeParams = () =>
  locales.map((locale) => ({
    params: { locale: locale === defaultLocale ? undefined : locale },
  }));

/**
 * A page with variants (shared/pageVariants.ts): each language's page, and each of its variants
 * under `_variants/<key>/` (/_variants/hint-de/pricing, /_variants/hint-en/de/pricing), which
 * the build then sets aside for the server.
 */
const variantParamsOf = (dimensions: VariantDimensions) =>
  locales.flatMap((locale) =>
    pageVariants(locale, dimensions).map((variant) => {
      const key = variantKey(variant);
      const prefix = locale === defaultLocale ? undefined : locale;
      const parts = [...(key ? [VARIANT_ROUTE_PREFIX, key] : []), ...(prefix ? [prefix] : [])];
      return { params: { locale: parts.length > 0 ? parts.join('/') : undefined } };
    }),
  );

/** The `locale` parameter split into its variant (when it has one) and its language. */
function parsed(params: { locale?: string | undefined }): { locale: string; variant: PageVariant } {
  const parts = (params.locale ?? '').split('/').filter(Boolean);
  const variant = parts[0] === VARIANT_ROUTE_PREFIX ? variantOfKey(parts[1] ?? '') : {};
  if (!variant) throw new Error(`No page variant "${parts[1] ?? ''}" in shared/pageVariants.ts.`);
  const rest = parts[0] === VARIANT_ROUTE_PREFIX ? parts.slice(2) : parts;
  return { locale: rest[0] ?? defaultLocale, variant };
}

/** The language a route file is being built in, from its `locale` parameter. */
export function pageLocale(params: { locale?: string | undefined }): Locale {
  const { locale } = parsed(params);
  if (!isLocale(locale)) throw new Error(`No language "${locale}" in shared/language/locales.ts.`);
  return locale;
}

/** The variants of a page: a language hint of each other language. */
export const variantParams = () => variantParamsOf({});

/** The variants of a page with prices: each hint, in each currency (the pricing page). */
export const variantParamsWithPrices = () => variantParamsOf({ currencies: true });

/** The variant a route file is being built as: `{}` for the page everyone else gets. */
export const pageVariant = (params: { locale?: string | undefined }): PageVariant =>
  parsed(params).variant;
