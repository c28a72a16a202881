import Stripe from 'stripe';
import type { Store } from '../store/store';
import { WebhookSignatureError, type StripePayments } from './payments';
import { completedCheckoutIn, signedAt, WEBHOOK_TOLERANCE_SECONDS } from './stripeWebhookEvent';

export const TRIAL_DAYS = 30;

export interface StripeSettings {
  secretKey: string;
  priceId: string;
  webhookSecret?: string | undefined;
}

export interface StripePaymentsOptions {
  settings: StripeSettings;
  /** The public site address: Stripe sends visitors back to its /confirmation and /pricing. */
  siteUrl: string;
  store: Store;
  /** False only when the site promises "No credit card required" (PRODUCT.md decision 2). */
  collectsCard: boolean;
  /** Where Stripe's API is; tests point it at a local server. */
  connection?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Checkout sessions stay open 24 h; within one hour a repeated request gets the same session. */
const SESSION_REUSE_WINDOW_MS = 60 * 60 * 1000;

export function createStripePayments(options: StripePaymentsOptions): StripePayments {
  const { settings, siteUrl, store, collectsCard } = options;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'adhelm-website' },
    ...options.connection,
  });

  /** Our customer's Stripe customer, made once: the idempotency key covers retries and races. */
  async function stripeCustomerFor(customer: {
    id: string;
    email: string;
    paymentCustomerId: string | null;
  }): Promise<string> {
    if (customer.paymentCustomerId) return customer.paymentCustomerId;
    const created = await stripe.customers.create(
      { email: customer.email, metadata: { customerId: customer.id } },
      { idempotencyKey: `customer:${customer.id}` },
    );
    return store.linkPaymentCustomer(customer.id, created.id);
  }

  return {
    provider: 'stripe',
    acceptsWebhooks: Boolean(settings.webhookSecret),

    async createCheckoutSession({ customer }) {
      const stripeCustomer = await stripeCustomerFor(customer);
      const window = Math.floor(Date.now() / SESSION_REUSE_WINDOW_MS);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: stripeCustomer,
          client_reference_id: customer.id,
          line_items: [{ price: settings.priceId, quantity: 1 }],
          subscription_data: {
            trial_period_days: TRIAL_DAYS,
            metadata: { customerId: customer.id },
          },
          payment_method_collection: collectsCard ? 'always' : 'if_required',
          metadata: { customerId: customer.id },
          success_url: `${siteUrl}/confirmation?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${siteUrl}/pricing`,
        },
        { idempotencyKey: `checkout:${customer.id}:${settings.priceId}:${window}` },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL.`);
      return { sessionId: session.id, url: session.url };
    },

    readWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new WebhookSignatureError('No webhook secret configured.');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'Invalid signature.',
        );
      }
      // Stripe's check refuses old signatures only; one dated in the future is refused here.
      if (signedAt(signature) > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError('The signature is dated in the future.');
      }
      return completedCheckoutIn(event);
    },
  };
}
