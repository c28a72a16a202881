import type { FastifyPluginAsync } from 'fastify';
import {
  retryDeliveryRoute,
  signupPageSize,
  teamPaths,
  type OutcomeAnswer,
  type ReportAnswer,
  type ReportFilters,
  type SignupPage,
} from '../../shared/contracts/teamConsole';
import { outcomesOf } from '../visits/outcomes';
import { parseReportFilters } from '../visits/visitReportRoutes';
import type { Store } from '../store/store';
import { csvOf, csvSeparators, formatCsv, type CsvSeparator } from './csv';
import { statisticsCells } from './statisticsCsv';
import { parseSignupFilters, signupQueryOf } from './signupFilters';
import { signupCsvColumns, signupRowOf } from './signupRows';
import { fromStore, TeamError } from '../http/errors';
import { sessionEmail } from './teamSession';

export interface ConsoleRoutesOptions {
  store: Store;
  /** Called once a delivery is queued again, so a worker sends it now. */
  onRetry: () => void;
  now: () => Date;
  /** The visit report for the filters; none without visit counting (an injected store). */
  report?: ((filters: ReportFilters) => Promise<ReportAnswer>) | undefined;
}

/** `?sep=;` writes the CSV with semicolons, as spreadsheets set to a European language expect. */
function separatorOf(query: unknown): CsvSeparator {
  const asked = (query as { sep?: unknown } | null)?.sep;
  const separator = csvSeparators.find((candidate) => candidate === asked);
  if (asked !== undefined && !separator) throw new TeamError(400, 'filtersInvalid');
  return separator ?? ',';
}

/** The signed-in console: who is signed in, the signups, their deliveries and the CSV export. */
export const consoleRoutes: FastifyPluginAsync<ConsoleRoutesOptions> = async (app, options) => {
  const { store, onRetry, now, report } = options;

  app.get(teamPaths.api.me, async (request) => ({ email: sessionEmail(request) }));

  app.get(teamPaths.api.outcomes, async (request): Promise<OutcomeAnswer> =>
    fromStore(outcomesOf(store, parseReportFilters(request.query), now())),
  );

  app.get(teamPaths.statisticsCsv, async (request, reply) => {
    const filters = parseReportFilters(request.query);
    const separator = separatorOf(request.query);
    if (!report) throw new TeamError(404, 'notFound');
    const [visits, outcomes] = await Promise.all([
      fromStore(report(filters)),
      fromStore(outcomesOf(store, filters, now())),
    ]);
    const { from, to } = visits.period;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="statistics-${from}-${to}.csv"`)
      .send(csvOf(statisticsCells(visits, outcomes), separator));
  });

  app.get(teamPaths.api.signups, async (request): Promise<SignupPage> => {
    const filters = parseSignupFilters(request.query);
    const { signups, total } = await fromStore(store.findSignups(signupQueryOf(filters, true)));
    return {
      signups: signups.map(signupRowOf),
      page: filters.page,
      pageSize: signupPageSize,
      total,
    };
  });

  app.post<{ Params: { deliveryId: string } }>(retryDeliveryRoute, async (request, reply) => {
    const { deliveryId } = request.params;
    // Only a delivery id (a UUID) can name one; anything else never reaches the database.
    if (!/^[0-9a-f-]{36}$/i.test(deliveryId)) throw new TeamError(404, 'deliveryNotFailed');
    const queued = await fromStore(store.deliveries.retryFailed(deliveryId.toLowerCase()));
    if (queued === 0) throw new TeamError(409, 'deliveryNotFailed');
    request.log.info({ deliveryId }, 'Failed delivery queued again from the team console');
    onRetry();
    return reply.code(204).send();
  });

  app.get(teamPaths.signupsCsv, async (request, reply) => {
    const filters = parseSignupFilters(request.query);
    const separator = separatorOf(request.query);
    const { signups } = await fromStore(store.findSignups(signupQueryOf(filters, false)));
    const day = now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="signups-${day}.csv"`)
      .send(formatCsv(signupCsvColumns, signups, separator));
  });
};
