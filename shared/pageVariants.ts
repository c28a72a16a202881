/**
 * Variants of a page: where a page differs by visitor (the language hint now; the currency and
 * experiments next), the build writes each variant as a page of its own, and our server chooses
 * which one a request gets before the HTML leaves, so nothing on a painted page changes or is
 * covered. A static host serves the default page. (docs/decisions.md#variants-before-the-html-leaves)
 *
 * A variant is named by a key, its dimensions in a fixed order (`hint-de`); the default has the
 * empty key. The build writes a variant of the page at route R to `<key>R.html` (the home page to
 * `<key>.html`) in the variants folder beside the build folder, which no static host serves.
 */
import { isLocale, locales, type Locale } from './language/locales';

export interface PageVariant {
  /** The language suggested at the top of the page: the visitor's browser asks for it. */
  hint?: Locale;
}

/** Where the build's variants live, beside its folder: `dist-variants/` for `dist/`. */
export const variantsFolderOf = (distDir: string): string =>
  `${distDir.replace(/[\\/]+$/, '')}-variants`;

/** The route prefix under which the page build writes variants before they are set aside. */
export const VARIANT_ROUTE_PREFIX = '_variants';

export function variantKey(variant: PageVariant): string {
  return variant.hint ? `hint-${variant.hint}` : '';
}

/** The variant a key names; undefined for a key that names none. */
export function variantOfKey(key: string): PageVariant | undefined {
  if (key === '') return {};
  const hint = /^hint-([a-z]{2})$/.exec(key)?.[1];
  return isLocale(hint) ? { hint } : undefined;
}

/** A variant's route in the variants folder: `/hint-de/pricing`, `/hint-de` for the home page. */
export const variantRoute = (key: string, route: string): string =>
  `/${key}${route === '/' ? '' : route}`;

/** Every variant a page in `locale` has, the default first: a hint of each other language. */
export function pageVariants(locale: Locale): PageVariant[] {
  return [{}, ...locales.filter((other) => other !== locale).map((hint) => ({ hint }))];
}
