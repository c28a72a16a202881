import type { FastifyInstance } from 'fastify';
import { reportFiltersSchema, teamPaths } from '../../shared/contracts/teamConsole';
import { isLocale } from '../../shared/language/locales';
import { fromStore, TeamError } from '../http/errors';
import type { VisitCounter } from './visitCounter';

/**
 * The console's report (every panel of a period and its comparison) at its full path. No guard
 * here: the team plugin registers it inside its signed-in scope.
 */
export const visitReportRoutes =
  (visits: VisitCounter) =>
  (scope: FastifyInstance): void => {
    scope.get(teamPaths.api.report, async (request) => {
      const parsed = reportFiltersSchema.safeParse(request.query);
      const { locale } = parsed.data ?? {};
      if (!parsed.success || (locale !== undefined && !isLocale(locale)))
        throw new TeamError(400, 'filtersInvalid');
      return fromStore(visits.report(parsed.data));
    });
  };
