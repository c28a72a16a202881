import { fillTemplate } from '../../shared/language/fillTemplate';
import type { DayRange } from '../../shared/contracts/reportPeriod';

/** The console speaks British English, as the site does ("1–30 November 2026", "14:05"). */
const consoleLocale = 'en-GB';

const numberFormat = new Intl.NumberFormat(consoleLocale);
const percentFormat = new Intl.NumberFormat(consoleLocale, {
  style: 'percent',
  maximumFractionDigits: 1,
});
const utc = { timeZone: 'UTC' } as const;
const dateTimeFormat = new Intl.DateTimeFormat(consoleLocale, {
  ...utc,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const timeFormat = new Intl.DateTimeFormat(consoleLocale, { ...utc, timeStyle: 'short' });
const dayMonthTimeFormat = new Intl.DateTimeFormat(consoleLocale, {
  ...utc,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const rangeWithYear = new Intl.DateTimeFormat(consoleLocale, {
  ...utc,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const rangeWithoutYear = new Intl.DateTimeFormat(consoleLocale, {
  ...utc,
  day: 'numeric',
  month: 'long',
});
const shortDayFormat = new Intl.DateTimeFormat(consoleLocale, {
  ...utc,
  day: 'numeric',
  month: 'short',
});
const longDayFormat = new Intl.DateTimeFormat(consoleLocale, {
  ...utc,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const plurals = new Intl.PluralRules(consoleLocale);
const languageNames = new Intl.DisplayNames(consoleLocale, { type: 'language' });

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

export const formatCount = (value: number): string => numberFormat.format(value);

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** An amount in US dollars, with its cents: "$1,234.50". */
export const formatDollars = (value: number): string => dollarFormat.format(value);

/** A share as "42.5%", or a dash where there is nothing to divide by. */
export const formatShare = (value: number | null): string =>
  value === null ? '—' : percentFormat.format(value);

/** A timestamp as "15 Mar 2025, 14:05 UTC": the console's days are UTC days too. */
export const formatTimestamp = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat.format(date)} UTC`;
};

/** A coming moment as "14:05 UTC" when it is today (UTC), else "16 Nov, 02:05 UTC". */
export function formatMoment(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const sameDay = date.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  return `${(sameDay ? timeFormat : dayMonthTimeFormat).format(date)} UTC`;
}

/**
 * "1–30 November 2026"; without the year when `withYear` is false ("2–31 October"). ICU spaces
 * the dash even between two bare days; English closes it up there ("28 October – 3 November").
 */
export const formatDayRange = ({ from, to }: DayRange, withYear = true): string =>
  (withYear ? rangeWithYear : rangeWithoutYear)
    .formatRange(dateOf(from), dateOf(to))
    .replace(/^(\d+)\s–\s(\d+) /, '$1–$2 ')
    .replace(/\s–\s/, ' – ');

/** The period and the one it is compared with, the second without its year when it is the same. */
export function periodWords(current: DayRange, previous: DayRange, template: string): string {
  const sameYear = previous.from.slice(0, 4) === current.to.slice(0, 4);
  return fillTemplate(template, {
    period: formatDayRange(current),
    previous: formatDayRange(previous, !sameYear),
  });
}

/** A chart's day label: "3 Nov". */
export const formatShortDay = (day: string): string => shortDayFormat.format(dateOf(day));

/** A table's day: "Tue, 3 Nov 2026". */
export const formatLongDay = (day: string): string => longDayFormat.format(dateOf(day));

/** The copy's plural forms of a count. */
export interface PluralForms {
  one: string;
  other: string;
}

/** "1 signup", "1,204 signups": the form English's plural rules choose, with the count in it. */
export function countWords(forms: PluralForms, count: number): string {
  const form = plurals.select(count) === 'one' ? forms.one : forms.other;
  return fillTemplate(form, { count: formatCount(count) });
}

/** A language's English name: "German" for `de`. */
export const languageName = (locale: string): string => languageNames.of(locale) ?? locale;

const regionNames = new Intl.DisplayNames(consoleLocale, { type: 'region' });
/** A country by its ISO code, in the console's English ("Germany"); the code if unknown. */
export const countryName = (code: string): string => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};
