import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { funnelFiltersSchema, teamPaths } from '../../shared/contracts/teamConsole';
import { isLocale } from '../../shared/language/locales';
import { ApiError, fromStore } from '../http/errors';
import type { VisitCounter } from './visitCounter';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const checkedFunnelFilters = funnelFiltersSchema.refine(
  (filters) => filters.locale === undefined || isLocale(filters.locale),
);
const vitalsQuerySchema = z.object({ from: day.optional(), to: day.optional() });

function parseQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new ApiError(400, 'badRequest');
  return parsed.data;
}

/**
 * The funnel and the vitals of the team's console, at their full paths. No guard here: the team
 * plugin registers these inside its signed-in scope.
 */
export const visitReportRoutes =
  (visits: VisitCounter) =>
  (scope: FastifyInstance): void => {
    scope.get(teamPaths.api.funnel, async (request) =>
      fromStore(visits.funnel(parseQuery(checkedFunnelFilters, request.query))),
    );
    scope.get(teamPaths.api.vitals, async (request) =>
      fromStore(visits.vitals(parseQuery(vitalsQuerySchema, request.query))),
    );
  };
