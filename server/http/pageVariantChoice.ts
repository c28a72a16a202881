/**
 * Which variant of a page a request gets (shared/pageVariants.ts), chosen from what the request
 * says before any byte of the page leaves. The choice reads Accept-Language, whether the visitor
 * arrives from elsewhere (Sec-Fetch-Site, else Referer) and the currency the address names or the
 * visit remembers (currencyChoice.ts), so page answers vary by all of them.
 */
import type { FastifyRequest } from 'fastify';
import { defaultCurrencyOf } from '../../shared/facts/currencies';
import type { Locale } from '../../shared/language/locales';
import type { PageVariant } from '../../shared/pageVariants';
import { currencyOfRequest } from './currencyChoice';
import { preferredLocaleOf } from './requestLocale';

/** The request headers a page's variant depends on, for `Vary`. */
export const VARIANT_HEADERS = 'Accept-Language, Sec-Fetch-Site, Cookie';

/**
 * Whether the visitor comes from outside the site (a search, a link elsewhere, a typed address),
 * not from one of its own pages: only there is a language hint shown, so it does not follow a
 * visitor around the site, nor come back after its button removed it.
 */
export function arrivesFromElsewhere(
  headers: FastifyRequest['headers'],
  siteOrigins: readonly string[],
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin';
  const referer = headers.referer;
  if (!referer || !URL.canParse(referer)) return true;
  return !siteOrigins.includes(new URL(referer).origin);
}

/** The variant for a request of a page in `locale` (a page without prices ignores its currency). */
export function chooseVariant(
  request: Pick<FastifyRequest, 'headers' | 'url'>,
  locale: Locale,
  siteOrigins: readonly string[],
): PageVariant {
  const currency = currencyOfRequest(request, locale);
  const priced = currency === defaultCurrencyOf[locale] ? {} : { currency };
  const wanted = preferredLocaleOf(request.headers['accept-language']);
  const hinted =
    wanted && wanted !== locale && arrivesFromElsewhere(request.headers, siteOrigins)
      ? { hint: wanted }
      : {};
  return { ...hinted, ...priced };
}
