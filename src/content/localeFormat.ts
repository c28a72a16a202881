/**
 * Numbers, prices and days as a language writes them, with Intl: a new language needs copy and
 * no code. Prices are always US dollars, so they must read as such in every language: 'symbol'
 * gives "$49" in English and "49 $US" in French; a language whose symbol is a bare "$" (German)
 * chooses 'code' ("49 USD") in its copy.
 */
export const DEFAULT_LOCALE = 'en';

export type CurrencyDisplay = 'symbol' | 'code' | 'name';

export interface UsdFormat {
  locale?: string;
  currencyDisplay?: CurrencyDisplay;
  /** To the cent ("$39.17") rather than whole dollars ("$4,999"). */
  cents?: boolean;
}

export function formatUsd(
  amount: number,
  { locale = DEFAULT_LOCALE, currencyDisplay = 'symbol', cents = false }: UsdFormat = {},
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}

/** A calendar day with a short month, in UTC so the server and the page agree: "Dec 23, 2026". */
export function formatDay(date: Date, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A whole number with the language's grouping: "100,000". */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale).format(value);
}
