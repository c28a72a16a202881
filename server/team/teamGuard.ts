import type { onRequestAsyncHookHandler } from 'fastify';
import { TeamError } from './teamErrors';
import { sessionEmail } from './teamSession';

/** 401 without a session of a listed address, before any route looks at the request. */
export function requireTeamSession(teamEmails: ReadonlySet<string>): onRequestAsyncHookHandler {
  return async (request) => {
    if (!sessionEmail(request, teamEmails)) throw new TeamError(401, 'signInRequired');
  };
}
