import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { sendApiError } from './api/errors';
import { loggableError } from './http/loggableError';
import { apiMessages } from './api/apiMessage';
import { requestLocale } from './http/requestLocale';
import { serializeRequest } from './http/privacy';
import { registerSignupApi } from './api/signupApi';
import type { ServerConfig } from './config';
import { capConnections, connectionOptions } from './http/connectionLimits';
import { clientErrorHandler, frameworkErrorHandler } from './http/frameworkErrors';
import { answerOpenRequestsOnClose } from './http/gracefulShutdown';
import { registerSecurityHeaders, securityHeaders, securityOptionsFor } from './http/security';
import { registerStaticSite } from './http/staticSite';
import type { ServiceOverrides } from './services';
import { isApiPath } from '../shared/contracts/signupApi';
import { teamConsole } from './team/teamConsole';
import { registerTeamHeaders } from './team/teamHeaders';
import { registerVisitCounting } from './visits/beaconRoute';
import { visitReportRoutes } from './visits/visitReportRoutes';

/** Tests inject the store and the payments; by default both come from the configuration. */
export interface AppOptions extends Pick<
  ServiceOverrides,
  'store' | 'payments' | 'deliveryWorker'
> {
  config: ServerConfig;
  /** Pino logger settings; tests pass false. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server (site and API) without listening, so tests can start it on any port. */
export async function buildApp({
  config,
  logger = true,
  logStream,
  ...overrides
}: AppOptions): Promise<FastifyInstance> {
  const securityOptions = securityOptionsFor(config);
  const headers = securityHeaders(securityOptions);
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Request lines without query strings: the exists call carries an e-mail there.
          serializers: { req: serializeRequest },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 16 * 1024,
    trustProxy: config.trustProxy,
    // While closing, answerOpenRequestsOnClose answers 503 itself, with the security headers.
    return503OnClosing: false,
    ...connectionOptions(config.connections),
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrorHandler(config.distDir, headers),
  });
  capConnections(app.server, config.connections, config.trustProxy);

  // Errors raised before a request reaches a route (a body too large for an unknown address, a
  // preflight that cannot be read): API addresses still answer in the API's error shape.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (isApiPath(request.url)) return sendApiError(error, request, reply);
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'Unexpected error');
    const messages = apiMessages(requestLocale(request));
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? messages.unexpected : messages.badRequest);
  });

  await registerSecurityHeaders(app, securityOptions);
  registerTeamHeaders(app);
  answerOpenRequestsOnClose(app, headers);
  // Pages and assets are pre-compressed at build time; this covers API responses.
  await app.register(compress, { global: true, threshold: 1024 });
  const services = await registerSignupApi(app, config, overrides);
  if (services.visits) await registerVisitCounting(app, services.visits);
  await app.register(teamConsole, {
    config,
    store: services.store,
    onRetry: services.wakeDeliveries,
    rateLimitStore: services.rateLimitStore,
    reportRoutes: services.visits ? [visitReportRoutes(services.visits)] : [],
  });
  await registerStaticSite(app, { distDir: config.distDir });
  return app;
}
