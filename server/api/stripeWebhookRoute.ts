import type { FastifyPluginAsync } from 'fastify';
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type WebhookNotice,
  type StripePayments,
} from '../payments/payments';
import { ApiError, fromStore } from '../http/errors';
import type { Store } from '../store/store';

export interface StripeWebhookOptions {
  store: Store;
  payments: StripePayments;
  /**
   * Called after a completion is committed: the deliveries go out, the visit is credited.
   * Subscription events (a trial paid for, cancelled, or a failed payment) go to the store.
   */
  onCompleted(sessionId: string): void;
}

/** Stripe's events carry whole objects; this leaves room without accepting anything large. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/stripe/webhook. Its own plugin so the JSON parser here keeps the raw bytes: the
 * signature is computed over them. A 2xx is sent only after the completion is committed, so
 * Stripe retries anything lost in a crash.
 */
export const stripeWebhookRoute: FastifyPluginAsync<StripeWebhookOptions> = async (
  app,
  { store, payments, onCompleted },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Body: Buffer }>(
    '/stripe/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT },
    async (request) => {
      if (!payments.acceptsWebhooks) throw new ApiError(503, 'webhookNotConfigured');
      const signature = request.headers['stripe-signature'];
      let notice: WebhookNotice | null;
      try {
        notice = payments.readWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'Stripe webhook refused');
          throw new ApiError(400, 'webhookSignature');
        }
        if (error instanceof WebhookPayloadError) {
          request.log.warn({ reason: error.message }, 'Stripe webhook malformed');
          throw new ApiError(400, 'webhookMalformed');
        }
        throw error;
      }
      if (!notice) return { received: true };
      if (notice.kind === 'subscription') {
        const result = await fromStore(store.recordSubscriptionEvent(notice));
        const details = { eventId: notice.eventId, outcome: notice.outcome, result };
        // Another product on the same Stripe account: acknowledged, nothing to retry.
        if (result === 'unknown')
          request.log.warn(details, 'Subscription event of no known customer');
        else request.log.info(details, 'Subscription event from Stripe');
        return { received: true };
      }

      const { sessionId, customerId, plan } = notice;
      const completion = await fromStore(
        store.completeCheckout({
          sessionId,
          provider: 'stripe',
          ...(customerId ? { customerId } : {}),
          plan,
        }),
      );
      if (completion.outcome === 'completed') onCompleted(sessionId);
      if (completion.outcome === 'unknown') {
        // Not one of our signups (another product on the same Stripe account): nothing to retry.
        request.log.warn({ sessionId }, 'Completed checkout of no known customer');
      } else {
        request.log.info({ sessionId, ...completion }, 'Signup completed by Stripe');
      }
      return { received: true };
    },
  );
};
