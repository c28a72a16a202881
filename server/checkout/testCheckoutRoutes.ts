import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { loggableError } from '../api/errors';
import { CONTROL_CHARACTER } from '../api/schemas';
import type { Store } from '../store/store';
import {
  confirmationPath,
  renderCheckoutProblem,
  renderCompletedCheckout,
  renderOpenCheckout,
} from './checkoutPage';

export interface TestCheckoutOptions {
  store: Store;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The local test checkout (registered under /checkout/test when Stripe is not configured): a page
 * with a plain form, no script, whose button completes the signup as a paid checkout would.
 */
export const testCheckoutRoutes: FastifyPluginAsync<TestCheckoutOptions> = async (
  app,
  { store },
) => {
  const stylesheet = await readFile(new URL('./checkout.css', import.meta.url), 'utf8');

  // The page's form posts an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendPage(reply, status, renderCheckoutProblem('not-found'));
    request.log.error({ err: loggableError(error) }, 'The test checkout failed');
    return sendPage(reply, 503, renderCheckoutProblem('unavailable'));
  });

  // No session id can hold a control character, so such an address is simply not found.
  app.addHook('preHandler', async (request, reply) => {
    const { sessionId } = (request.params ?? {}) as { sessionId?: string };
    if (sessionId !== undefined && CONTROL_CHARACTER.test(sessionId)) {
      return sendPage(reply, 404, renderCheckoutProblem('not-found'));
    }
  });

  app.get('/checkout.css', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(stylesheet),
  );

  app.get<{ Params: { sessionId: string } }>('/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const session = await store.findCheckoutSession(sessionId);
    const customer = session && (await store.findCustomerById(session.customerId));
    if (!session || session.provider !== 'test' || !customer) {
      return sendPage(reply, 404, renderCheckoutProblem('not-found'));
    }
    if (session.completedAt) return sendPage(reply, 200, renderCompletedCheckout(sessionId));
    return sendPage(reply, 200, renderOpenCheckout(sessionId, customer.email));
  });

  app.post<{ Params: { sessionId: string } }>('/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const session = await store.findCheckoutSession(sessionId);
    if (!session || session.provider !== 'test') {
      return sendPage(reply, 404, renderCheckoutProblem('not-found'));
    }
    const completion = await store.completeCheckout({ sessionId, provider: 'test' });
    if (completion.outcome === 'unknown')
      return sendPage(reply, 404, renderCheckoutProblem('not-found'));
    request.log.info({ sessionId, outcome: completion.outcome }, 'Test checkout completed');
    // 303: the browser follows with a GET, so reloading the confirmation never re-posts.
    return reply.header('Cache-Control', 'no-store').redirect(confirmationPath(sessionId), 303);
  });
};
