import { localisedPath } from '../../shared/language/locales';
import { pricingPathFor, type PlanChoice } from '../../shared/facts/plan';
import { offer } from '../../shared/facts/offer';
import type { BillingPeriod } from '../../shared/facts/pricing';
import type { Customer, Store } from '../store/store';
import { WebhookSignatureError, type StripePayments } from './payments';
import { stripeClient, type StripeAccess } from './stripePrices';
import { signedAt, webhookNoticeIn, WEBHOOK_TOLERANCE_SECONDS } from './stripeWebhookEvent';

/** STRIPE_SECRET_KEY, the price of each billing period, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL. */
export interface StripeSettings extends StripeAccess {
  prices: Record<BillingPeriod, string>;
  webhookSecret: string | undefined;
}

export interface StripePaymentsOptions {
  settings: StripeSettings;
  /** The public site address: Stripe sends visitors back to its /confirmation and /pricing. */
  siteUrl: string;
  store: Store;
  /** False only when the site promises "No credit card required" (docs/decisions.md#trial-claim-and-the-card-checkout). */
  collectsCard: boolean;
}

/** Checkout sessions stay open 24 h; within one hour a repeated request gets the same session. */
const SESSION_REUSE_WINDOW_MS = 60 * 60 * 1000;

/** What the session and the subscription carry: our customer, the plan and the attribution. */
function checkoutMetadata(customer: Customer, plan: PlanChoice): Record<string, string> {
  return {
    ...customer.attribution,
    customerId: customer.id,
    level: plan.level,
    billing: plan.billing,
    currency: plan.currency,
    locale: customer.locale,
  };
}

export function createStripePayments(options: StripePaymentsOptions): StripePayments {
  const { settings, siteUrl, store, collectsCard } = options;
  const stripe = stripeClient(settings);

  /** Our customer's Stripe customer, made once: the idempotency key covers retries and races. */
  async function stripeCustomerFor(customer: Customer): Promise<string> {
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

    async createCheckoutSession({ customer, plan }) {
      const stripeCustomer = await stripeCustomerFor(customer);
      const window = Math.floor(Date.now() / SESSION_REUSE_WINDOW_MS);
      const price = settings.prices[plan.billing];
      const metadata = checkoutMetadata(customer, plan);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: stripeCustomer,
          client_reference_id: customer.id,
          line_items: [{ price, quantity: 1 }],
          // The Price carries a fixed amount in every currency of the facts (its
          // currency_options, checked at start): the session charges the one the page showed.
          currency: plan.currency.toLowerCase(),
          subscription_data: { trial_period_days: offer.trialDays, metadata },
          payment_method_collection: collectsCard ? 'always' : 'if_required',
          metadata,
          // Stripe's own pages speak the visitor's language, and send them back to its pages.
          locale: customer.locale,
          success_url: `${siteUrl}${localisedPath(customer.locale, '/confirmation')}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${siteUrl}${localisedPath(customer.locale, pricingPathFor(plan))}`,
        },
        {
          idempotencyKey: `checkout:${customer.id}:${price}:${plan.level}:${plan.currency}:${window}`,
        },
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
      return webhookNoticeIn(event);
    },

    async completedCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== 'complete') return null;
      const notice = webhookNoticeIn({
        type: 'checkout.session.completed',
        data: { object: session },
      });
      return notice?.kind === 'checkout-completed' ? notice : null;
    },
  };
}
