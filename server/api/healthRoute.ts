import type { FastifyPluginAsync } from 'fastify';
import { withDeadline } from '../store/deadline';
import type { Store } from '../store/store';
import { loggableError } from '../http/loggableError';
import { errorBody } from '../http/errors';
import { apiMessages } from '../http/errors';
import { healthPaths } from '../../shared/contracts/serverPaths';
import { defaultLocale } from '../../shared/language/locales';

export interface HealthRouteOptions {
  store: Store;
  /** Asks Redis for a PONG, when the rate limits are counted there. */
  pingRedis?: () => Promise<unknown>;
  /** Shorter than the API's database timeout: a load balancer waits for this answer. */
  timeoutMs: number;
}

/**
 * GET /livez answers 200 while the process runs. GET /readyz (and /healthz) reads from the
 * database and Redis, writing nothing: 200 when each answers within the timeout, else 503.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (
  app,
  { store, pingRedis, timeoutMs },
) => {
  app.get(healthPaths.liveness, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  const checks = [
    { name: 'database', ping: () => store.ping(), what: 'the database' },
    ...(pingRedis ? [{ name: 'redis', ping: pingRedis, what: 'Redis' }] : []),
  ];
  for (const path of [healthPaths.readiness, healthPaths.health]) {
    app.get(path, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      for (const { name, ping, what } of checks) {
        try {
          await withDeadline(ping(), timeoutMs);
        } catch (error) {
          request.log.error({ reason: loggableError(error) }, `Readiness: ${what} is down`);
          return reply.code(503).send({
            status: 'unavailable',
            [name]: 'down',
            ...errorBody(apiMessages(defaultLocale).databaseDown),
          });
        }
      }
      return { status: 'ok', ...Object.fromEntries(checks.map(({ name }) => [name, 'ok'])) };
    });
  }
};
