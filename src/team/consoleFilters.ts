import { z } from 'zod';
import {
  reportFiltersSchema,
  signupFiltersSchema,
  type ReportFilters,
  type SignupFilters,
} from '../../shared/contracts/teamConsole';
import { checkedPeriod, isDay, type DayRange } from '../../shared/contracts/reportPeriod';
import { defaultPreset, periodPresets, presetRange, todayUtc } from './consolePeriod';

const pageSchema = signupFiltersSchema.shape.page;
const fieldSchemas = {
  period: z.enum(periodPresets),
  from: z.string().refine(isDay),
  to: z.string().refine(isDay),
  ...signupFiltersSchema.omit({ page: true, from: true, to: true }).shape,
  path: reportFiltersSchema.shape.path,
  device: reportFiltersSchema.shape.device,
  referrer: reportFiltersSchema.shape.referrer,
  country: reportFiltersSchema.shape.country,
};

/** What narrows the figures down, beside the period: the filters a chip shows and removes. */
export const narrowingKeys = [
  'channel',
  'source',
  'campaign',
  'path',
  'referrer',
  'device',
  'country',
  'locale',
  'plan',
  'state',
] as const satisfies readonly FilterKey[];
export type NarrowingKey = (typeof narrowingKeys)[number];

/**
 * A filter's value as typed into its field: trimmed, a country code in capitals; undefined when
 * empty or not a value the API takes (the field is then left out, as a bad address's is).
 */
export function typedFilter(key: NarrowingKey, typed: string): string | undefined {
  const value = key === 'country' ? typed.trim().toUpperCase() : typed.trim();
  return value && fieldSchemas[key].safeParse(value).success ? value : undefined;
}

/** The filters with one more (or another value for it), back on the first page. */
export const filteredBy = (
  filters: ConsoleFilters,
  key: NarrowingKey,
  value: string | undefined,
): ConsoleFilters => ({ ...filters, [key]: value, page: 1 });

/**
 * The console's filters, as they stand in its address: a preset period (`/team?period=30d`) or
 * a range of days (`?from=2026-11-01&to=2026-11-30`), and what narrows the figures down.
 */
export type FilterKey = keyof typeof fieldSchemas;
export type ConsoleFilters = Partial<Record<FilterKey, string>> & { page: number };
const filterKeys = Object.keys(fieldSchemas) as FilterKey[];

/** A query string of the values given, in their order, without the empty ones. */
export function queryOf(values: Readonly<Record<string, string | number | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

/**
 * The filters of an address's query; a value the API would refuse is left out, and so is a range
 * of days the console cannot answer for (the default period shows instead).
 */
export function filtersFromSearch(search: string): ConsoleFilters {
  const query = new URLSearchParams(search);
  const filters: ConsoleFilters = {
    page: pageSchema.catch(1).parse(query.get('page') ?? undefined),
  };
  for (const key of filterKeys) {
    const value = query.get(key)?.trim();
    if (value && fieldSchemas[key].safeParse(value).success) filters[key] = value;
  }
  const { from, to } = filters;
  if (!from || !to || typeof checkedPeriod({ from, to }, todayUtc(), 1) === 'string') {
    delete filters.from;
    delete filters.to;
  } else {
    delete filters.period;
  }
  return filters;
}

/** The address's query for these filters; the first page is the default and not written. */
export const searchOf = ({ page, ...filters }: ConsoleFilters): string =>
  queryOf({ ...filters, page: page > 1 ? page : undefined });

/** The days the filters choose: their range, or their preset's (the default's) as of today. */
export function rangeOf(filters: ConsoleFilters, today: string): DayRange {
  if (filters.from && filters.to) return { from: filters.from, to: filters.to };
  const preset = periodPresets.find((known) => known === filters.period) ?? defaultPreset;
  return presetRange(preset, today);
}

/** The filters the report's API takes, with the period's days; zod leaves out the others. */
export const reportFiltersOf = (filters: ConsoleFilters, range: DayRange): ReportFilters =>
  reportFiltersSchema.parse({ ...filters, ...range });

/** The filters the signups' API takes, with the period's days. */
export const signupFiltersOf = (filters: ConsoleFilters, range: DayRange): SignupFilters =>
  signupFiltersSchema.parse({ ...filters, ...range });

/** The CSV of every signup these filters find, not only the page shown. */
export const csvQueryOf = (filters: ConsoleFilters, range: DayRange): string =>
  queryOf({ ...signupFiltersOf(filters, range), page: undefined });
