import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isLocale } from '../../shared/language/locales';
import { loggableError } from '../http/loggableError';
import type { StripePayments } from '../payments/payments';
import type { Store } from '../store/store';

export interface ConfirmationHandoffOptions {
  store: Store;
  payments: StripePayments;
  /** What a completion sets off (the deliveries, the visit's credit), as for the webhook. */
  onCompleted(sessionId: string): void;
  log: FastifyBaseLogger;
}

/** The session id of a GET of the confirmation page (`/confirmation`, `/de/confirmation`…). */
export function confirmationSessionOf(url: string): string | undefined {
  const [path = '', query = ''] = url.split('?');
  const segments = path.split('/').filter(Boolean);
  const isConfirmation =
    segments.at(-1) === 'confirmation' &&
    (segments.length === 1 || (segments.length === 2 && isLocale(segments[0])));
  if (!isConfirmation) return undefined;
  const sessionId = new URLSearchParams(query).get('session_id') ?? '';
  return /^cs_[\w-]{1,250}$/.test(sessionId) ? sessionId : undefined;
}

/**
 * Stripe sends a visitor back to the confirmation page with the session's id the moment the
 * checkout completes, often before its webhook arrives. As Stripe recommends for fulfilment, the
 * page's arrival asks for the hand-off too: a session of ours not yet completed is looked up at
 * Stripe and, when complete, completed here as the webhook would, once (the store completes a
 * session once, whoever asks first). The page never waits for it. (A question still in flight
 * after a second may be asked again; the store's completion keeps that harmless.)
 */
export function registerConfirmationHandoff(
  app: FastifyInstance,
  { store, payments, onCompleted, log }: ConfirmationHandoffOptions,
): void {
  // One question at a time per session, and at most one a second: a reload, or someone who
  // knows the address and repeats it, asks Stripe no more than that.
  const asked = new LRUCache<string, true>({ max: 10_000, ttl: 1_000 });

  async function handOff(sessionId: string): Promise<void> {
    const session = await store.findCheckoutSession(sessionId);
    if (!session || session.provider !== 'stripe' || session.completedAt) return;
    const notice = await payments.completedCheckout(sessionId);
    if (!notice) return;
    const completion = await store.completeCheckout({
      sessionId,
      provider: 'stripe',
      ...(notice.customerId ? { customerId: notice.customerId } : {}),
      plan: notice.plan,
    });
    if (completion.outcome !== 'completed') return;
    onCompleted(sessionId);
    log.info({ sessionId }, 'Signup completed on the confirmation page’s arrival');
  }

  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') return;
    const sessionId = confirmationSessionOf(request.url);
    if (!sessionId || asked.has(sessionId)) return;
    asked.set(sessionId, true);
    void handOff(sessionId).catch((error: unknown) =>
      log.warn({ sessionId, err: loggableError(error) }, 'The confirmation could not ask Stripe'),
    );
  });
}
