import {
  signupFiltersSchema,
  signupPageSize,
  type SignupFilters,
} from '../../shared/contracts/teamConsole';
import { isLocale, type Locale } from '../../shared/language/locales';
import type { SignupQuery } from '../store/store';
import { TeamError } from '../http/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` day's start in UTC, refusing days no calendar has (2026-02-30). */
function dayStart(day: string): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    throw new TeamError(400, 'filtersInvalid');
  }
  return start;
}

/** The filters with the language checked against the site's languages. */
export type CheckedSignupFilters = Omit<SignupFilters, 'locale'> & { locale?: Locale };

/** The query string of /team/api/signups and /team/signups.csv, read by the shared schema. */
export function parseSignupFilters(query: unknown): CheckedSignupFilters {
  const parsed = signupFiltersSchema.safeParse(query);
  if (!parsed.success) throw new TeamError(400, 'filtersInvalid');
  const { locale, ...rest } = parsed.data;
  if (locale === undefined) return rest;
  if (!isLocale(locale)) throw new TeamError(400, 'filtersInvalid');
  return { ...rest, locale };
}

/** The store's query for the filters: `to` is a whole day, included; a page or every signup. */
export function signupQueryOf(
  { from, to, page, ...filters }: CheckedSignupFilters,
  paged: boolean,
): SignupQuery {
  return {
    ...filters,
    from: from === undefined ? undefined : dayStart(from),
    before: to === undefined ? undefined : new Date(dayStart(to).getTime() + DAY_MS),
    offset: paged ? (page - 1) * signupPageSize : 0,
    limit: paged ? signupPageSize : undefined,
  };
}
