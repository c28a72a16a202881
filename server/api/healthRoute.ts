import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../store/store';
import { errorBody, loggableError } from './errors';
import { messages } from './messages';

/** GET /healthz for load balancers: 200 when the database answers, 503 when it does not. */
export const healthRoute: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await store.ping();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ reason: loggableError(error) }, 'Health check: the database is down');
      return reply.code(503).send({ status: 'unavailable', ...errorBody(messages.databaseDown) });
    }
  });
};
