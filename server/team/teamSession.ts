import secureSession from '@fastify/secure-session';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { teamPaths, teamSessionHours } from '../../shared/contracts/teamConsole';
import { fromStore, TeamError } from '../http/errors';
import type { TeamSessionStore } from '../store/store';

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The session's random id; the database knows the session by its hash (team_sessions). */
    sid: string;
  }
}

export const TEAM_SESSION_COOKIE = 'adhelm_team';
const SESSION_MS = teamSessionHours * 60 * 60 * 1000;

const hashSessionId = (id: string): string => createHash('sha256').update(id, 'utf8').digest('hex');

/**
 * The console's session cookie: encrypted and signed with `key`, sent only to /team, never to
 * scripts (HttpOnly), never from another site (SameSite=Strict), over HTTPS only in production.
 * It carries a session id only; the session itself lives in the database, so it can end before
 * the cookie does (sign-out, an address leaving TEAM_EMAILS). Both end after teamSessionHours.
 */
export async function registerTeamSession(
  scope: FastifyInstance,
  { key, secure }: { key: Buffer; secure: boolean },
): Promise<void> {
  await scope.register(secureSession, {
    key,
    cookieName: TEAM_SESSION_COOKIE,
    expiry: SESSION_MS / 1000,
    cookie: {
      path: teamPaths.console,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: SESSION_MS / 1000,
    },
  });
}

export interface TeamSessionOptions {
  sessions: TeamSessionStore;
  /** The lower-case addresses of TEAM_EMAILS, as they stand now. */
  teamEmails: ReadonlySet<string>;
  now: () => Date;
}

/** The address each signed-in request was found to be for, by the guard. */
const signedIn = new WeakMap<FastifyRequest, string>();

/** Opens a session for `email` and sets a new cookie, whatever session came with the request. */
export async function openTeamSession(
  request: FastifyRequest,
  email: string,
  { sessions, now }: Pick<TeamSessionOptions, 'sessions' | 'now'>,
): Promise<void> {
  const id = randomBytes(32).toString('base64url');
  const createdAt = now();
  await fromStore(
    sessions.open({
      idHash: hashSessionId(id),
      email,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + SESSION_MS),
    }),
  );
  request.session.regenerate();
  request.session.set('sid', id);
}

/** Ends the request's session on the server (a copy of its cookie opens nothing any more). */
export async function endTeamSession(
  request: FastifyRequest,
  { sessions, now }: Pick<TeamSessionOptions, 'sessions' | 'now'>,
): Promise<void> {
  const id = request.session.get('sid');
  if (typeof id === 'string') await fromStore(sessions.end(hashSessionId(id), now()));
  request.session.delete();
}

/** The signed-in address of a request the guard let through. */
export function sessionEmail(request: FastifyRequest): string | undefined {
  return signedIn.get(request);
}

/**
 * 401 unless the cookie names a session that has neither ended nor expired, of an address still
 * in TEAM_EMAILS; before any route looks at the request.
 */
export function requireTeamSession(options: TeamSessionOptions): onRequestAsyncHookHandler {
  const { sessions, teamEmails, now } = options;
  return async (request) => {
    const id = request.session.get('sid');
    const email =
      typeof id === 'string' ? await fromStore(sessions.find(hashSessionId(id), now())) : undefined;
    if (!email || !teamEmails.has(email)) throw new TeamError(401, 'signInRequired');
    signedIn.set(request, email);
  };
}
