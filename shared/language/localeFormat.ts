/**
 * Numbers, prices and days as a language writes them, with Intl: a new language needs copy and
 * no code. A price is written in the form each language's Intl gives its currency ("$49", "49 €",
 * "£39", "CA$69", "49 $US", "909 MXN"): never a bare "$" where it would read as another dollar or
 * a peso (shared/language/locales.ts chooses the Intl locales). Every amount and number on the
 * site, the checkout and the e-mail is written here, so a language has one form for them.
 */
export const DEFAULT_INTL_LOCALE = 'en-US';

/**
 * Intl puts a narrow no-break space between a French number and its sign ("17 %", "1 499 $US"),
 * which Inter has no glyph for: a fallback font would draw it. The no-break space keeps the number
 * and its sign together just as well, in Inter.
 */
const inInter = (text: string): string => text.replace(/\u202f/g, '\u00a0');

/**
 * Thousands are grouped in every number of four digits or more. Spanish and Italian Intl leave a
 * four-digit number ungrouped ("2999 US$") but group five digits ("12.999 US$"), so a list of
 * amounts (the level steps: 999 … 74.999) would mix both forms; grouped, each language writes
 * every amount alike, as its pricing pages and invoices commonly do.
 */
const grouping = { useGrouping: 'always' } as const;

export interface MoneyFormat {
  locale?: string;
  /** To the cent ("$39.17") rather than whole units ("$4,999"). */
  cents?: boolean;
}

/** An amount of a currency (ISO 4217: "USD", "EUR"…) as the language writes it. */
export function formatMoney(
  amount: number,
  currency: string,
  { locale = DEFAULT_INTL_LOCALE, cents = false }: MoneyFormat = {},
): string {
  return inInter(
    new Intl.NumberFormat(locale, {
      ...grouping,
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    }).format(amount),
  );
}

/** A calendar day with a short month, in UTC so the server and the page agree: "Dec 23, 2026". */
export function formatDay(date: Date, locale: string = DEFAULT_INTL_LOCALE): string {
  return inInter(
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  );
}

/** A calendar day written out, in UTC: "November 25, 2026", "25. November 2026", "25 de noviembre de 2026". */
export function formatLongDay(isoDay: string, locale: string = DEFAULT_INTL_LOCALE): string {
  return inInter(
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${isoDay}T00:00:00Z`),
    ),
  );
}

/** A number with the language's grouping and decimal sign: "100,000", "4,9". */
export function formatNumber(value: number, locale: string = DEFAULT_INTL_LOCALE): string {
  return inInter(new Intl.NumberFormat(locale, grouping).format(value));
}

/** A large amount of US dollars in the language's short form: "$7.39M", "7,39 Mio. $". */
export function formatUsdCompact(amount: number, locale: string = DEFAULT_INTL_LOCALE): string {
  return inInter(
    new Intl.NumberFormat(locale, {
      ...grouping,
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 2,
    }).format(amount),
  );
}

/** A share as a percentage: 0.18 → "18%", "18 %". */
export function formatPercent(share: number, locale: string = DEFAULT_INTL_LOCALE): string {
  return inInter(
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share),
  );
}

/** A signed change in percent: −17 → "−17%", 82 → "+82%". */
export function formatChangePercent(change: number, locale: string = DEFAULT_INTL_LOCALE): string {
  return inInter(
    new Intl.NumberFormat(locale, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 1,
    }).format(change / 100),
  );
}
