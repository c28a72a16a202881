import type { FastifyInstance } from 'fastify';
import { isTeamPath, TEAM_HEADERS } from '../http/staticRules';

/**
 * Every answer under /team (its pages, its API, the CSV, refusals and 404s) is kept out of caches
 * and search engines. Registered on the root, before the routes, so nothing under /team escapes.
 */
export function registerTeamHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isTeamPath(request.url)) reply.headers(TEAM_HEADERS);
    return payload;
  });
}
