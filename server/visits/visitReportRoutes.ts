import type { FastifyInstance } from 'fastify';
import {
  reportFiltersSchema,
  reportMaxDays,
  teamPaths,
  type ReportFilters,
} from '../../shared/contracts/teamConsole';
import { isLocale } from '../../shared/language/locales';
import { fromStore, TeamError } from '../http/errors';
import { daysSpanned } from './days';
import type { VisitCounter } from './visitCounter';

/** A real calendar day: 2026-02-30 is refused rather than read as March. */
function isCalendarDay(day: string | undefined): boolean {
  if (day === undefined) return true;
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
}

/** Filters the report can answer: a language of the site, real days, a period it covers. */
function answerable({ locale, from, to }: ReportFilters): boolean {
  if (locale !== undefined && !isLocale(locale)) return false;
  if (!isCalendarDay(from) || !isCalendarDay(to)) return false;
  if (from === undefined || to === undefined) return true;
  return daysSpanned(from < to ? from : to, from < to ? to : from) <= reportMaxDays;
}

/**
 * The console's report (every panel of a period and its comparison) at its full path. No guard
 * here: the team plugin registers it inside its signed-in scope.
 */
export const visitReportRoutes =
  (visits: VisitCounter) =>
  (scope: FastifyInstance): void => {
    scope.get(teamPaths.api.report, async (request) => {
      const parsed = reportFiltersSchema.safeParse(request.query);
      if (!parsed.success || !answerable(parsed.data)) throw new TeamError(400, 'filtersInvalid');
      return fromStore(visits.report(parsed.data));
    });
  };
