import type { FastifyPluginAsync } from 'fastify';
import { withDeadline } from '../store/deadline';
import type { Store } from '../store/store';
import { errorBody, loggableError } from './errors';
import { messages } from './messages';

export interface HealthRouteOptions {
  store: Store;
  /** Shorter than the API's database timeout: a load balancer waits for this answer. */
  timeoutMs: number;
}

/**
 * GET /healthz for load balancers: 200 when the database takes a write within the timeout, 503
 * when it fails, cannot write, or does not answer in time.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (
  app,
  { store, timeoutMs },
) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withDeadline(store.ping(), timeoutMs);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ reason: loggableError(error) }, 'Health check: the database is down');
      return reply.code(503).send({ status: 'unavailable', ...errorBody(messages.databaseDown) });
    }
  });
};
