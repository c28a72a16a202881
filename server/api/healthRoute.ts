import type { FastifyPluginAsync } from 'fastify';
import { withDeadline } from '../store/deadline';
import type { Store } from '../store/store';
import { loggableError } from '../http/loggableError';
import { errorBody } from './errors';
import { apiMessages } from '../../src/content/apiMessages';

export interface HealthRouteOptions {
  store: Store;
  /** Shorter than the API's database timeout: a load balancer waits for this answer. */
  timeoutMs: number;
}

/** Where load balancers ask whether this server can take signups. */
export const HEALTH_PATH = '/healthz';

/**
 * GET /healthz for load balancers: 200 when the database takes a write within the timeout, 503
 * when it fails, cannot write, or does not answer in time.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (
  app,
  { store, timeoutMs },
) => {
  app.get(HEALTH_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withDeadline(store.ping(), timeoutMs);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ reason: loggableError(error) }, 'Health check: the database is down');
      return reply
        .code(503)
        .send({ status: 'unavailable', ...errorBody(apiMessages.databaseDown) });
    }
  });
};
