import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultPlan } from '../../shared/facts/plan';
import { CONTROL_CHARACTER } from '../http/controlCharacter';
import { requestLocale } from '../http/requestLocale';
import { loggableError } from '../http/loggableError';
import type { Store } from '../store/store';
import {
  confirmationPath,
  renderCheckoutProblem,
  renderCompletedCheckout,
  renderOpenCheckout,
  testTrialEnds,
} from './checkoutPage';
import { testCheckoutPath } from '../../shared/contracts/serverPaths';

export interface TestCheckoutOptions {
  store: Store;
  /** The built site, whose Inter font file the page uses when the build emitted one. */
  distDir: string;
  /** Called after a completion is committed: the deliveries go out, the visit is credited. */
  onCompleted(sessionId: string): void;
}

/** The site's own Inter file (hashed by the build), as an @font-face rule, or nothing. */
async function siteFontFace(distDir: string): Promise<string> {
  const assets = await readdir(join(distDir, 'assets')).catch(() => [] as string[]);
  const font = assets.find((name) => /^inter-latin-wght-normal[.-][\w-]+\.woff2$/.test(name));
  if (!font) return '';
  return `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('/assets/${font}') format('woff2-variations');
}

`;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A 4xx (the checkout is not found) or a 503, in the language the caller asks in. */
const sendProblem = (request: FastifyRequest, reply: FastifyReply, status = 404) =>
  sendPage(
    reply,
    status,
    renderCheckoutProblem(status < 500 ? 'not-found' : 'unavailable', requestLocale(request)),
  );

/**
 * The local test checkout (registered under /checkout/test when Stripe is not configured): a page
 * with a plain form, no script, whose button completes the signup as a paid checkout would. Its
 * address holds the only key: the session id, 144 random bits (server/payments/testPayments.ts),
 * which completes one signup once. Neither the e-mail nor the customer id opens it.
 */
export const testCheckoutRoutes: FastifyPluginAsync<TestCheckoutOptions> = async (
  app,
  { store, distDir, onCompleted },
) => {
  const stylesheet =
    (await siteFontFace(distDir)) +
    (await readFile(new URL('./checkout.css', import.meta.url), 'utf8'));

  // The page's form posts an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(request, reply, status);
    request.log.error({ err: loggableError(error) }, 'The test checkout failed');
    return sendProblem(request, reply, 503);
  });

  // No session id can hold a control character, so such an address is simply not found.
  app.addHook('preHandler', async (request, reply) => {
    const { sessionId } = (request.params ?? {}) as { sessionId?: string };
    if (sessionId !== undefined && CONTROL_CHARACTER.test(sessionId)) {
      return sendProblem(request, reply);
    }
  });

  app.get('/checkout.css', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(stylesheet),
  );

  app.get<{ Params: { sessionId: string } }>('/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const session = await store.findCheckoutSession(sessionId);
    const customer = session && (await store.findCustomerById(session.customerId));
    if (!session || session.provider !== 'test' || !customer) return sendProblem(request, reply);
    if (session.completedAt) {
      const recorded = (request.query as { recorded?: unknown }).recorded === '1';
      return sendPage(reply, 200, renderCompletedCheckout(sessionId, customer.locale, recorded));
    }
    return sendPage(
      reply,
      200,
      renderOpenCheckout({
        sessionId,
        email: customer.email,
        plan: session.plan ?? defaultPlan,
        locale: customer.locale,
        now: new Date(),
      }),
    );
  });

  // The trial of a completed test checkout ends now, as Stripe's test clocks end one: the same
  // subscription event Stripe would send, applied once (a second press is a repeat).
  app.post<{ Params: { sessionId: string }; Querystring: { outcome?: string } }>(
    '/:sessionId/trial-end',
    async (request, reply) => {
      const { sessionId } = request.params;
      const outcome = testTrialEnds.find((known) => known === request.query.outcome);
      const session = await store.findCheckoutSession(sessionId);
      if (!outcome || !session || session.provider !== 'test' || !session.completedAt) {
        return sendProblem(request, reply);
      }
      const result = await store.recordSubscriptionEvent({
        eventId: `test:${sessionId}:${outcome}`,
        customerId: session.customerId,
        outcome,
        occurredAt: new Date(),
      });
      request.log.info({ sessionId, outcome, result }, 'Test trial ended');
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`${testCheckoutPath}/${encodeURIComponent(sessionId)}?recorded=1`, 303);
    },
  );

  app.post<{ Params: { sessionId: string } }>('/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const session = await store.findCheckoutSession(sessionId);
    if (!session || session.provider !== 'test') return sendProblem(request, reply);
    const completion = await store.completeCheckout({ sessionId, provider: 'test' });
    if (completion.outcome === 'unknown') return sendProblem(request, reply);
    request.log.info({ sessionId, outcome: completion.outcome }, 'Test checkout completed');
    const customer = await store.findCustomerById(completion.customerId);
    const locale = customer?.locale ?? requestLocale(request);
    // The address is a single-use token: used again, it completes nothing and only says so.
    if (completion.outcome === 'already-completed') {
      return sendPage(reply, 200, renderCompletedCheckout(sessionId, locale));
    }
    onCompleted(sessionId);
    // 303: the browser follows with a GET, so reloading the confirmation never re-posts.
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(confirmationPath(sessionId, locale), 303);
  });
};
