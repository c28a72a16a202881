import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { normaliseEmail } from '../../shared/emailRule';
import { teamPaths } from '../../shared/contracts/teamConsole';
import type { SignInLinks } from './signInLinks';
import { fromStore, TeamError } from '../http/errors';
import { endTeamSession, openTeamSession, type TeamSessionOptions } from './teamSession';

export interface SignInRoutesOptions {
  links: SignInLinks;
  sessions: Pick<TeamSessionOptions, 'sessions' | 'now'>;
  limits: { linkMax: number; sessionMax: number; windowMs: number };
}

const BODY_LIMIT = 1024;
const emailBody = z.object({ email: z.string().max(320) });
const tokenBody = z.object({ token: z.string().min(1).max(200) });

/** Asking for a link, spending it for a session, and signing out. */
export const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (app, options) => {
  const { links, sessions, limits } = options;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });

  app.post(
    teamPaths.api.requestLink,
    { bodyLimit: BODY_LIMIT, config: limit(limits.linkMax) },
    async (request, reply) => {
      const body = emailBody.safeParse(request.body);
      const email = body.success ? normaliseEmail(body.data.email) : undefined;
      if (!email?.ok) throw new TeamError(400, 'emailInvalid');
      // The same work for any address (docs/team-console.md#signing-in).
      await fromStore(links.request(email.email));
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    teamPaths.api.session,
    { bodyLimit: BODY_LIMIT, config: limit(limits.sessionMax) },
    async (request, reply) => {
      const body = tokenBody.safeParse(request.body);
      if (!body.success) throw new TeamError(400, 'tokenMissing');
      const email = await fromStore(links.redeem(body.data.token));
      if (!email) throw new TeamError(401, 'linkInvalid');
      await openTeamSession(request, email, sessions);
      request.log.info('Team console session opened');
      return reply.code(204).send();
    },
  );

  app.post(teamPaths.api.signOut, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    await endTeamSession(request, sessions);
    return reply.code(204).send();
  });
};
