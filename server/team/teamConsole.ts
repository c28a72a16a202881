import type { ReportAnswer, ReportFilters } from '../../shared/contracts/teamConsole';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { teamPaths } from '../../shared/contracts/teamConsole';
import { sendTeamError, TeamError } from '../http/errors';
import type { RateLimitStore } from '../http/rateLimitStore';
import type { Store } from '../store/store';
import { consoleRoutes } from './consoleRoutes';
import { createSignInLinks } from './signInLinks';
import { signInRoutes } from './signInRoutes';
import { teamSessionKey } from './sessionKey';
import { registerTeamSession, requireTeamSession } from './teamSession';
import { loggableError } from '../http/loggableError';

export interface TeamConsoleOptions {
  /**
   * TEAM_EMAILS in lower case (who may sign in) and TEAM_SESSION_KEY. A Set is read as it stands
   * at each request, so the list can change without a restart (replaceTeamEmails in server/app.ts).
   */
  team: { emails: ReadonlySet<string> | readonly string[]; sessionKey: string | undefined };
  /** The site's origins (config.siteOrigins), SITE_URL's first: changes must come from one. */
  siteOrigins: readonly string[];
  /** Whether the session cookie is sent over HTTPS only (in production). */
  secureCookies: boolean;
  store: Store;
  /** Has the outbox's worker look at the queue in `delayMs` (a sign-in mail, a retry). */
  wakeDeliveries: (delayMs?: number) => void;
  /** Further console routes (reports), registered behind the same session guard. */
  reportRoutes: Array<(scope: FastifyInstance) => void>;
  /** The visit report, for the statistics' CSV; none without visit counting. */
  report?: ((filters: ReportFilters) => Promise<ReportAnswer>) | undefined;
  /**
   * Where the signup API counts its rate limits (Redis when REDIS_URL is set, so replicas share
   * them); the console counts its own limits there too, under their own keys.
   */
  rateLimitStore: RateLimitStore;
  /** The clock of sign-in links and sessions (tests move it). */
  now?: () => Date;
}

/**
 * Requests per client and window: enough for a person, too few to try tokens or flood mail; and
 * sign-in mails per recipient in the same window, whichever clients ask.
 */
export const TEAM_RATE_LIMITS = {
  linkMax: 10,
  sessionMax: 20,
  mailsPerRecipient: 5,
  windowMs: 15 * 60_000,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The team's console under /team: sign-in by e-mailed link, the session, and the signed-in API
 * and CSV export. Register it in its own scope; the /team headers are registerTeamHeaders' job.
 */
export const teamConsole: FastifyPluginAsync<TeamConsoleOptions> = async (scope, options) => {
  const { team, siteOrigins, store, reportRoutes, rateLimitStore } = options;
  const now = options.now ?? (() => new Date());
  const teamEmails: ReadonlySet<string> =
    team.emails instanceof Set ? team.emails : new Set(team.emails);

  scope.setErrorHandler(sendTeamError);
  scope.removeContentTypeParser('text/plain');
  // A request that changes something must say it comes from the site itself (Origin is SITE_URL's
  // origin, or its twin on this machine): another site's form or script cannot act with the session.
  scope.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && siteOrigins.includes(origin)) return;
    request.log.warn(
      { origin: origin?.slice(0, 100) ?? null },
      'Team console: request refused, not from the site',
    );
    throw new TeamError(403, 'originRefused', { site: siteOrigins[0] ?? '' });
  });
  await registerTeamSession(scope, {
    key: teamSessionKey(team.sessionKey, (message) => scope.log.warn(message)),
    secure: options.secureCookies,
  });
  await scope.register(rateLimit, {
    global: false,
    ...rateLimitStore.pluginOptions,
    errorResponseBuilder: (_request, context) =>
      new TeamError(context.statusCode, 'tooManyRequests', { wait: context.ttl / 1000 }),
  });

  const links = createSignInLinks({
    outbox: store.deliveries,
    links: store.signInLinks,
    teamEmails,
    now,
    wakeDeliveries: options.wakeDeliveries,
  });
  const sessions = { sessions: store.teamSessions, teamEmails, now };
  await scope.register(signInRoutes, { links, sessions, limits: TEAM_RATE_LIMITS });

  // An address no longer listed loses its sessions on every replica, including those still
  // running with the older list.
  await store.teamSessions.endAllBut([...teamEmails], now()).then(
    (ended) => {
      if (ended > 0) scope.log.info({ ended }, 'Team console sessions of unlisted addresses ended');
    },
    (error: unknown) => {
      scope.log.error(
        { reason: loggableError(error) },
        'Team console sessions could not be checked',
      );
    },
  );

  const guard = requireTeamSession(sessions);
  await scope.register(async (signedIn) => {
    signedIn.addHook('onRequest', guard);
    await signedIn.register(consoleRoutes, {
      store,
      onRetry: () => options.wakeDeliveries(),
      now,
      report: options.report,
    });
    for (const addRoutes of reportRoutes) addRoutes(signedIn);
  });
  // Unknown API addresses: 401 without a session (nothing is told), the API's 404 with one.
  await scope.register(
    async (unknown) => {
      unknown.addHook('onRequest', guard);
      unknown.setNotFoundHandler(async () => {
        throw new TeamError(404, 'notFound');
      });
    },
    { prefix: `${teamPaths.console}/api` },
  );
};
