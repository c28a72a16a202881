import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { normaliseEmail } from '../../shared/emailRule';
import { teamPaths } from '../../shared/contracts/teamConsole';
import type { SignInLinks } from './signInLinks';
import { fromStore, TeamError } from '../http/errors';

export interface SignInRoutesOptions {
  links: SignInLinks;
  limits: { linkMax: number; sessionMax: number; windowMs: number };
}

const BODY_LIMIT = 1024;
const emailBody = z.object({ email: z.string().max(320) });
const tokenBody = z.object({ token: z.string().min(1).max(200) });

/** Asking for a link, spending it for a session, and signing out. */
export const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (app, options) => {
  const { links, limits } = options;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });

  app.post(
    teamPaths.api.requestLink,
    { bodyLimit: BODY_LIMIT, config: limit(limits.linkMax) },
    async (request, reply) => {
      const body = emailBody.safeParse(request.body);
      const email = body.success ? normaliseEmail(body.data.email) : undefined;
      if (!email?.ok) throw new TeamError(400, 'emailInvalid');
      links.request(email.email);
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
      // A new cookie, whatever session came with the request.
      request.session.regenerate();
      request.session.set('email', email);
      request.log.info('Team console session opened');
      return reply.code(204).send();
    },
  );

  app.post(teamPaths.api.signOut, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    request.session.delete();
    return reply.code(204).send();
  });
};
