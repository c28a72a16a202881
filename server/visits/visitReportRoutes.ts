import type { FastifyInstance } from 'fastify';
import {
  reportFiltersSchema,
  teamPaths,
  type ReportFilters,
} from '../../shared/contracts/teamConsole';
import { isLocale } from '../../shared/language/locales';
import { fromStore, TeamError } from '../http/errors';
import type { VisitCounter } from './visitCounter';

/**
 * The report's filters from a query (unknown names, such as a CSV's `sep`, left out), the language
 * checked against the site's languages; a 400 otherwise.
 */
export function parseReportFilters(query: unknown): ReportFilters {
  const parsed = reportFiltersSchema.safeParse(query);
  const { locale } = parsed.data ?? {};
  if (!parsed.success || (locale !== undefined && !isLocale(locale))) {
    throw new TeamError(400, 'filtersInvalid');
  }
  return parsed.data;
}

/**
 * The console's report (every panel of a period and its comparison) at its full path. No guard
 * here: the team plugin registers it inside its signed-in scope.
 */
export const visitReportRoutes =
  (visits: VisitCounter) =>
  (scope: FastifyInstance): void => {
    scope.get(teamPaths.api.report, async (request) =>
      fromStore(visits.report(parseReportFilters(request.query))),
    );
  };
