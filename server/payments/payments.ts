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
  kind: 'checkout-completed';
  sessionId: string;
  /** Our customer id, sent to Stripe as the session's client_reference_id. */
  customerId: string | undefined;
  /** The plan in the session's metadata (used when the session was never recorded here). */
  plan: PlanChoice | undefined;
}

/**
 * What became of a trial's subscription: its first payment after the trial (or a later one), a
 * payment that failed, or its end. Stripe's event id makes a repeat recognisable; its time orders
 * events that arrive out of order.
 */
export const subscriptionOutcomes = ['paid', 'payment_failed', 'cancelled'] as const;
export type SubscriptionOutcome = (typeof subscriptionOutcomes)[number];

export interface SubscriptionNotice {
  kind: 'subscription';
  eventId: string;
  outcome: SubscriptionOutcome;
  occurredAt: Date;
  /** Stripe's customer (`cus_…`). */
  paymentCustomerId: string | undefined;
  /** Ours, from the subscription's metadata when the event carries it. */
  customerId: string | undefined;
}

export type WebhookNotice = CompletedCheckoutNotice | SubscriptionNotice;

export interface StripePayments extends PaymentsBase {
  readonly provider: 'stripe';
  /** Whether webhooks can be verified (STRIPE_WEBHOOK_SECRET is set). */
  readonly acceptsWebhooks: boolean;
  /**
   * Verifies a webhook's signature over its raw body and returns the completed checkout or the
   * subscription outcome it reports, or null for any other event. Throws WebhookSignatureError when not authentic (or
   * signed too far in the past or the future) and WebhookPayloadError when signed but malformed.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): WebhookNotice | null;
  /**
   * Asks Stripe for a checkout session: its completion notice when it is complete (the visitor
   * paid or started the trial), else null.
   */
  completedCheckout(sessionId: string): Promise<CompletedCheckoutNotice | null>;
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
