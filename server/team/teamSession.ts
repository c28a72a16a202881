import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { teamPaths, teamSessionHours } from '../../shared/contracts/teamConsole';
import { TeamError } from '../http/errors';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The listed address the session was opened for. */
    email: string;
  }
}

export const TEAM_SESSION_COOKIE = 'adhelm_team';
const SESSION_SECONDS = teamSessionHours * 60 * 60;

/**
 * The console's session: a cookie encrypted and signed with `key`, sent only to /team, never to
 * scripts (HttpOnly), never from another site (SameSite=Strict), over HTTPS only in production.
 * Both the cookie and the session inside it end after teamSessionHours.
 */
export async function registerTeamSession(
  scope: FastifyInstance,
  { key, secure }: { key: Buffer; secure: boolean },
): Promise<void> {
  await scope.register(secureSession, {
    key,
    cookieName: TEAM_SESSION_COOKIE,
    expiry: SESSION_SECONDS,
    cookie: {
      path: teamPaths.console,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: SESSION_SECONDS,
    },
  });
}

/** The signed-in address, if the session names one still listed in TEAM_EMAILS. */
export function sessionEmail(
  request: FastifyRequest,
  teamEmails: ReadonlySet<string>,
): string | undefined {
  const email = request.session.get('email');
  return typeof email === 'string' && teamEmails.has(email) ? email : undefined;
}

/** 401 without a session of a listed address, before any route looks at the request. */
export function requireTeamSession(teamEmails: ReadonlySet<string>): onRequestAsyncHookHandler {
  return async (request) => {
    if (!sessionEmail(request, teamEmails)) throw new TeamError(401, 'signInRequired');
  };
}
