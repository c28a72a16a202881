/**
 * The currencies the site sells in, one for each of the nine marketplaces' money, and which one a
 * visitor is likely to pay in. The amounts themselves are in pricing.ts.
 */
import type { Locale } from '../language/locales';

export const currencies = ['USD', 'CAD', 'MXN', 'GBP', 'EUR', 'AUD'] as const;

export type Currency = (typeof currencies)[number];

export const isCurrency = (value: unknown): value is Currency =>
  currencies.includes(value as Currency);

/** A currency as an address may write it (`?currency=gbp`); undefined when it names none. */
export function currencyNamed(value: string | null | undefined): Currency | undefined {
  const upper = value?.trim().toUpperCase();
  return isCurrency(upper) ? upper : undefined;
}

/** Each language's currency when nothing says more about the visitor. */
export const defaultCurrencyOf: Readonly<Record<Locale, Currency>> = {
  en: 'USD',
  de: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  es: 'EUR',
};

/** The euro area's countries (ISO 3166-1 alpha-2), four of them marketplaces. */
const euroCountries = [
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PT', 'SI', 'SK', 'BG',
]; // prettier-ignore

/** The currency a visitor from a country pays in; undefined for a country the site sells none to. */
export function currencyOfCountry(country: string): Currency | undefined {
  const code = country.toUpperCase();
  const byCountry: Record<string, Currency> = {
    US: 'USD',
    CA: 'CAD',
    MX: 'MXN',
    GB: 'GBP',
    AU: 'AUD',
  };
  return byCountry[code] ?? (euroCountries.includes(code) ? 'EUR' : undefined);
}

/** The query parameter that carries the currency, beside the plan's. */
export const CURRENCY_QUERY = 'currency';

/** The cookie that remembers a chosen currency for the visit (no expiry: it ends with it). */
export const CURRENCY_COOKIE = 'currency';
