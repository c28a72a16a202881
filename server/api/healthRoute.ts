import type { FastifyPluginAsync } from 'fastify';
import { withDeadline } from '../store/deadline';
import type { Store } from '../store/store';
import { loggableError } from '../http/loggableError';
import { errorBody } from '../http/errors';
import { apiMessages } from '../http/errors';
import { defaultLocale } from '../../shared/language/locales';

export interface HealthRouteOptions {
  store: Store;
  /** Asks Redis for a PONG, when the rate limits are counted there. */
  pingRedis?: () => Promise<unknown>;
  /** Shorter than the API's database timeout: a load balancer waits for this answer. */
  timeoutMs: number;
}

/** Where an orchestrator asks whether the process is alive: no I/O, so a slow database never restarts it. */
export const LIVENESS_PATH = '/livez';
/** Where load balancers ask whether this server can take signups now. */
export const READINESS_PATH = '/readyz';
/** The older name of the readiness check, kept so existing load balancer settings keep working. */
export const HEALTH_PATH = '/healthz';

/**
 * GET /livez answers 200 while the process runs. GET /readyz (and /healthz) reads from the
 * database and Redis, writing nothing: 200 when each answers within the timeout, else 503.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (
  app,
  { store, pingRedis, timeoutMs },
) => {
  app.get(LIVENESS_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  const checks = [
    { name: 'database', ping: () => store.ping(), what: 'the database' },
    ...(pingRedis ? [{ name: 'redis', ping: pingRedis, what: 'Redis' }] : []),
  ];
  for (const path of [READINESS_PATH, HEALTH_PATH]) {
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
