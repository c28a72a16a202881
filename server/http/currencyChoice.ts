/**
 * The currency a visitor is shown and charged in, chosen from what the request says, strongest
 * first: the address (`?currency=GBP`, the visitor's own choice or a shared link), the choice
 * remembered for the visit (a session cookie, set when the address named one), the region of the
 * visitor's preferred language (`en-GB` → GBP, `es-MX` → MXN), else the page's language's own.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';
import {
  CURRENCY_COOKIE,
  CURRENCY_QUERY,
  currencyNamed,
  currencyOfCountry,
  defaultCurrencyOf,
  type Currency,
} from '../../shared/facts/currencies';
import type { Locale } from '../../shared/language/locales';
import { rankedLanguages } from './requestLocale';

/** The currency the address names, if it names one of the site's. */
export function currencyOfAddress(url: string): Currency | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return currencyNamed(new URLSearchParams(query).get(CURRENCY_QUERY));
}

/** The currency remembered for the visit, if any. */
export function rememberedCurrency(cookieHeader: string | undefined): Currency | undefined {
  if (!cookieHeader) return undefined;
  try {
    return currencyNamed(fastifyCookie.parse(cookieHeader)[CURRENCY_COOKIE]);
  } catch {
    return undefined;
  }
}

/**
 * The currency of the first of the visitor's languages that names a region the site sells to:
 * `en-GB,en;q=0.8` → GBP; `de` → none (the region says where, the language does not).
 */
export function currencyOfLanguages(header: string | undefined): Currency | undefined {
  for (const tag of rankedLanguages(header)) {
    const region = /^[a-z]{2,3}-([a-z]{2})$/i.exec(tag)?.[1];
    const currency = region ? currencyOfCountry(region) : undefined;
    if (currency) return currency;
  }
  return undefined;
}

/** The currency for a request of a page (or a signup) in `locale`. */
export function currencyOfRequest(
  request: Pick<FastifyRequest, 'headers' | 'url'>,
  locale: Locale,
): Currency {
  return (
    currencyOfAddress(request.url) ??
    rememberedCurrency(request.headers.cookie) ??
    currencyOfLanguages(request.headers['accept-language']) ??
    defaultCurrencyOf[locale]
  );
}

/**
 * Remembers the currency an address names for the rest of the visit: a session cookie (no expiry)
 * for this site only, read by the server when it chooses a page's prices. Nothing else is in it.
 */
export function rememberAddressCurrency(request: FastifyRequest, reply: FastifyReply): void {
  const named = currencyOfAddress(request.url);
  if (!named || named === rememberedCurrency(request.headers.cookie)) return;
  reply.header(
    'set-cookie',
    fastifyCookie.serialize(CURRENCY_COOKIE, named, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    }),
  );
}
