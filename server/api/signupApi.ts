import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, sendApiError } from '../http/errors';
import type { RateLimitStore } from '../http/rateLimitStore';
import type { Payments } from '../payments/payments';
import type { Store } from '../store/store';
import type { VisitCounter } from '../visits/visitCounter';
import { openApiRoute } from './openapi';
import { signupRoutes, type SignupRoutesOptions } from './signupRoutes';
import { stripeWebhookRoute } from './stripeWebhookRoute';

export interface SignupApiOptions {
  store: Store;
  payments: Payments;
  /** Credits the `checkout` step to the caller's visit. */
  visits: VisitCounter | undefined;
  rateLimit: SignupRoutesOptions['rateLimit'];
  /** Where the limits are counted: in memory, or in Redis shared by the replicas. */
  rateLimitStore: RateLimitStore;
  /** Origins allowed to call the API cross-origin. */
  allowedOrigins: string[];
  /** Called once Stripe's webhook has committed a completed checkout. */
  onCheckoutCompleted(sessionId: string): void;
}

/**
 * The signup API, registered under /api: its three calls, its OpenAPI document and, with Stripe,
 * the webhook. Every failure is answered in the API's error shape.
 */
export const signupApi: FastifyPluginAsync<SignupApiOptions> = async (api, options) => {
  const { store, payments, visits, rateLimitStore } = options;
  api.setErrorHandler(sendApiError);
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
    origin: options.allowedOrigins,
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
  await api.register(signupRoutes, { store, payments, rateLimit: options.rateLimit, visits });
  await api.register(openApiRoute);
  if (payments.provider === 'stripe') {
    await api.register(stripeWebhookRoute, {
      store,
      payments,
      onCompleted: options.onCheckoutCompleted,
    });
  }
};
