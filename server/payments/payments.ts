import type { PlanChoice } from '../../shared/facts/plan';
import type { Customer } from '../store/store';

interface PaymentsBase {
  /**
   * Opens a hosted checkout for a trial subscription of the plan; `url` is where the browser goes
   * to pay (create-checkout-session returns it as text).
   */
  createCheckoutSession(request: {
    customer: Customer;
    plan: PlanChoice;
  }): Promise<{ sessionId: string; url: string }>;
}

/** A checkout.session.completed notice from Stripe, verified. */
export interface CompletedCheckoutNotice {
  sessionId: string;
  /** Our customer id, sent to Stripe as the session's client_reference_id. */
  customerId: string | undefined;
  /** The plan in the session's metadata (used when the session was never recorded here). */
  plan: PlanChoice | undefined;
}

export interface StripePayments extends PaymentsBase {
  readonly provider: 'stripe';
  /** Whether webhooks can be verified (STRIPE_WEBHOOK_SECRET is set). */
  readonly acceptsWebhooks: boolean;
  /**
   * Verifies a webhook's signature over its raw body and returns the completed checkout it
   * reports, or null for any other event. Throws WebhookSignatureError when not authentic (or
   * signed too far in the past or the future) and WebhookPayloadError when signed but malformed.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): CompletedCheckoutNotice | null;
}

/** The local test checkout: served by this server, takes no card (see server/checkout). */
export interface TestPayments extends PaymentsBase {
  readonly provider: 'test';
}

export type Payments = StripePayments | TestPayments;

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** A validly signed event whose content is not what its type promises. */
export class WebhookPayloadError extends Error {
  override readonly name = 'WebhookPayloadError';
}
