import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { healthRoute } from './api/healthRoute';
import { signupApi } from './api/signupApi';
import { testCheckoutRoutes } from './checkout/testCheckoutRoutes';
import type { ServerConfig } from './config';
import { capConnections, connectionOptions } from './http/connectionLimits';
import { sendSiteError } from './http/errors';
import { clientErrorHandler, frameworkErrorHandler } from './http/frameworkErrors';
import { answerOpenRequestsOnClose } from './http/gracefulShutdown';
import { serializeRequest } from './http/privacy';
import { DevelopmentRequestLogs } from './http/requestLogs';
import { registerSecurityHeaders, securityHeaders, securityOptionsFor } from './http/security';
import { registerStaticSite } from './http/staticSite';
import { testCheckoutPath } from '../shared/contracts/serverPaths';
import { createServices, type ServiceOverrides } from './services';
import { teamConsole } from './team/teamConsole';
import { registerTeamHeaders } from './team/teamHeaders';
import { registerVisitCounting } from './visits/beaconRoute';
import { editor } from './admin/editorPlugin';
import { visitReportRoutes } from './visits/visitReportRoutes';
import { registerConfirmationHandoff } from './api/confirmationHandoff';
import { API_PREFIX } from '../shared/contracts/signupApi';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Makes `emails` the team's list (TEAM_EMAILS) from now on, without a restart, and ends the
     * sessions of every address no longer on it, on every replica. Resolves to how many ended.
     */
    replaceTeamEmails(emails: readonly string[]): Promise<number>;
  }
}

/** Tests inject the store, the payments and the visit counter; by default all come from the configuration. */
export interface AppOptions extends ServiceOverrides {
  config: ServerConfig;
  /** Pino logger settings; tests pass false. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server (site and API) without listening, so tests can start it on any port:
 * opens the services (store, visit counter, delivery worker, control socket) and gives each part
 * what it needs. On close, requests in flight finish first; then the services close (the visits
 * still queued are written before the store closes) and the rate limits' store.
 */
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
    ...(config.production ? {} : { logController: new DevelopmentRequestLogs() }),
    bodyLimit: 16 * 1024,
    trustProxy: config.trustProxy,
    // While closing, answerOpenRequestsOnClose answers 503 itself, with the security headers.
    return503OnClosing: false,
    ...connectionOptions(config.connections),
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrorHandler(config.distDir, headers),
  });
  capConnections(app.server, config.connections, config.trustProxy);
  app.setErrorHandler(sendSiteError);

  await registerSecurityHeaders(app, securityOptions);
  registerTeamHeaders(app);
  answerOpenRequestsOnClose(app, headers);
  // Pages and assets are pre-compressed at build time; this covers API responses.
  await app.register(compress, { global: true, threshold: 1024 });

  const services = await createServices(config, app.log, overrides);
  app.addHook('onClose', services.close);
  const { store, payments, visits, rateLimitStore } = services;
  // What the two ways of completing a checkout (Stripe's webhook, the test checkout) set off.
  const onCheckoutCompleted = (sessionId: string) => {
    services.wakeDeliveries();
    visits?.creditCompletion(sessionId);
  };

  if (payments.provider === 'stripe') {
    registerConfirmationHandoff(app, {
      store,
      payments,
      onCompleted: onCheckoutCompleted,
      log: app.log,
    });
  }
  await app.register(healthRoute, {
    store,
    pingRedis: rateLimitStore.ping,
    timeoutMs: config.database.healthTimeoutMs,
  });
  await app.register(async (signups) => {
    // Visit counting gives way to every request of a signup while it is in flight.
    if (visits)
      signups.addHook('onRequest', async (_request, reply) => visits.giveWayTo(reply.raw));
    await signups.register(signupApi, {
      prefix: API_PREFIX,
      store,
      payments,
      visits,
      rateLimit: config.rateLimit,
      rateLimitStore,
      allowedOrigins: config.allowedOrigins,
      onCheckoutCompleted,
    });
    if (payments.provider === 'test') {
      await signups.register(testCheckoutRoutes, {
        prefix: testCheckoutPath,
        store,
        distDir: config.distDir,
        onCompleted: onCheckoutCompleted,
      });
    }
  });
  if (visits) await registerVisitCounting(app, visits, { allowedOrigins: config.allowedOrigins });
  const { teamEmails } = services;
  app.decorate('replaceTeamEmails', async (emails: readonly string[]) => {
    teamEmails.clear();
    for (const email of emails) teamEmails.add(email);
    return store.teamSessions.endAllBut(emails, new Date());
  });
  await app.register(teamConsole, {
    team: { emails: teamEmails, sessionKey: config.team.sessionKey },
    siteOrigins: config.siteOrigins,
    secureCookies: config.production,
    store,
    wakeDeliveries: services.wakeDeliveries,
    ...(overrides.now ? { now: overrides.now } : {}),
    rateLimitStore,
    reportRoutes: visits ? [visitReportRoutes(visits)] : [],
    report: visits && ((filters) => visits.report(filters)),
  });
  await app.register(editor, { config });
  await registerStaticSite(app, { distDir: config.distDir, siteOrigins: config.siteOrigins });
  return app;
}
