import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { testCheckoutRoutes } from '../checkout/testCheckoutRoutes';
import type { ServerConfig } from '../config';
import { TEST_CHECKOUT_PATH } from '../payments/testPayments';
import { createServices, type ServiceOverrides, type Services } from '../services';
import { ApiError, sendApiError } from './errors';
import { healthRoute } from './healthRoute';
import { openRateLimitStore, type RateLimitStore } from './rateLimitStore';
import { openApiRoute } from './openapi';
import { signupRoutes } from './signupRoutes';
import { API_PREFIX } from '../../shared/contracts/signupApi';
import { stripeWebhookRoute } from './stripeWebhookRoute';
import type { VisitCounter } from '../visits/visitCounter';

/**
 * The signup API with its health check and checkout routes. The store is closed when
 * the app closes, after Fastify has let requests in flight finish. Returns the services and
 * the rate limits' store, which the app's other parts (the visit counter's routes, the team's
 * console) use too.
 */
export async function registerSignupApi(
  app: FastifyInstance,
  config: ServerConfig,
  overrides: ServiceOverrides = {},
): Promise<Services & { rateLimitStore: RateLimitStore }> {
  const services = await createServices(config, app.log, overrides);
  const { store, payments, visits, wakeDeliveries, close } = services;
  // What the two ways of completing a checkout (Stripe's webhook, the test checkout) act on.
  const completion = { store, onCompleted: wakeDeliveries, visits };
  app.addHook('onClose', close);

  const rateLimitStore = await openRateLimitStore(config.redisUrl, app.log);
  app.addHook('onClose', rateLimitStore.close);
  app.log.info(`Rate limits are counted in ${rateLimitStore.location}.`);

  await app.register(healthRoute, {
    store,
    pingRedis: rateLimitStore.ping,
    timeoutMs: config.database.healthTimeoutMs,
  });

  await app.register(
    async (api) => {
      api.setErrorHandler(sendApiError);
      giveWayToSignups(api, visits);
      // JSON only: a text/plain body is refused with 415 rather than parsed as a string.
      api.removeContentTypeParser('text/plain');
      // CORS only chooses the headers sent; a same-origin call with an Origin header still passes.
      // A preflight without its two headers is refused in the API's own error shape.
      api.addHook('onRequest', async (request) => {
        const { origin, 'access-control-request-method': method } = request.headers;
        if (request.method === 'OPTIONS' && (!origin || !method)) {
          throw new ApiError(400, 'preflightInvalid');
        }
      });
      await api.register(cors, {
        origin: config.allowedOrigins,
        methods: ['GET', 'POST'],
        allowedHeaders: ['Content-Type'],
        maxAge: 600,
      });
      await api.register(rateLimit, {
        global: false,
        ...rateLimitStore.pluginOptions,
        errorResponseBuilder: (_request, context) =>
          new ApiError(context.statusCode, 'tooManyRequests', { waitSeconds: context.ttl / 1000 }),
      });
      await api.register(signupRoutes, { store, payments, rateLimit: config.rateLimit, visits });
      await api.register(openApiRoute);
      if (payments.provider === 'stripe') {
        await api.register(stripeWebhookRoute, { ...completion, payments });
      }
    },
    { prefix: API_PREFIX },
  );

  if (payments.provider === 'test') {
    await app.register(async (checkout) => {
      giveWayToSignups(checkout, visits);
      await checkout.register(testCheckoutRoutes, {
        ...completion,
        prefix: TEST_CHECKOUT_PATH,
        distDir: config.distDir,
      });
    });
  }
  return { ...services, rateLimitStore };
}

/** Visit counting yields to every request of this scope while it is in flight. */
function giveWayToSignups(scope: FastifyInstance, visits: VisitCounter | undefined): void {
  if (!visits) return;
  scope.addHook('onRequest', async (_request, reply) => visits.giveWayTo(reply.raw));
}
