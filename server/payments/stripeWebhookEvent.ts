import { z } from 'zod';
import { currencyNamed } from '../../shared/facts/currencies';
import { defaultPlan, isBillingPeriod, type PlanChoice } from '../../shared/facts/plan';
import { isLevelId } from '../../shared/facts/pricing';
import {
  WebhookPayloadError,
  type CompletedCheckoutNotice,
  type SubscriptionNotice,
  type SubscriptionOutcome,
  type WebhookNotice,
} from './payments';

/** How far a webhook's signature time may be from ours, either way (Stripe's default is 300 s). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signature time (`t=`) of a Stripe-Signature header, in seconds; NaN when absent. */
export function signedAt(signatureHeader: string): number {
  const stamp = signatureHeader
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='));
  return stamp ? Number(stamp.slice(2)) : Number.NaN;
}

export const event = z.object({
  id: z.string().max(255).optional(),
  type: z.string(),
  /** Seconds since 1970. */
  created: z.number().int().optional(),
  data: z.unknown(),
});

export const completedSession = z.object({
  object: z.object({
    id: z.string().min(1).max(255),
    client_reference_id: z.string().max(255).nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
  }),
});

/**
 * What a verified event says about a completed checkout or a subscription's outcome, or null for
 * any other event type. A signature proves who sent the event, not that it has the fields its type
 * promises, so those are checked too: an event without them is refused rather than failing further
 * on.
 */
export function webhookNoticeIn(payload: unknown): WebhookNotice | null {
  const parsed = event.safeParse(payload);
  if (!parsed.success) throw new WebhookPayloadError('The event has no type or data.');
  if (parsed.data.type === 'checkout.session.completed') return completedCheckoutIn(parsed.data);
  return subscriptionNoticeIn(parsed.data);
}

function completedCheckoutIn(parsed: z.infer<typeof event>): CompletedCheckoutNotice {
  const data = completedSession.safeParse(parsed.data);
  if (!data.success) {
    const field = data.error.issues[0]?.path.join('.') ?? 'object';
    throw new WebhookPayloadError(`checkout.session.completed without a valid data.${field}.`);
  }
  const session = data.data.object;
  return {
    kind: 'checkout-completed',
    sessionId: session.id,
    customerId: session.client_reference_id ?? session.metadata?.customerId ?? undefined,
    plan: planFromMetadata(session.metadata),
  };
}

/** The plan the session was opened for, as its metadata records it; undefined when unreadable. */
function planFromMetadata(
  metadata: Record<string, string> | null | undefined,
): PlanChoice | undefined {
  const level = metadata?.level;
  const billing = metadata?.billing;
  const currency = currencyNamed(metadata?.currency) ?? defaultPlan.currency;
  return level && isLevelId(level) && isBillingPeriod(billing)
    ? { level, billing, currency }
    : undefined;
}

const stripeId = z.string().min(1).max(255);
/** A subscription's or an invoice's customer: its id, or the whole object when expanded. */
const customerField = z.union([stripeId, z.object({ id: stripeId })]).nullish();
const metadataField = z.record(z.string(), z.string()).nullish();

const invoiceObject = z.object({
  object: z.object({
    customer: customerField,
    amount_paid: z.number().int().min(0).optional(),
    billing_reason: z.string().nullish(),
    /** Where the API version of 2025 keeps the subscription's metadata… */
    parent: z
      .object({ subscription_details: z.object({ metadata: metadataField }).nullish() })
      .nullish(),
    /** …and where older versions kept it. */
    subscription_details: z.object({ metadata: metadataField }).nullish(),
  }),
});
const subscriptionObject = z.object({
  object: z.object({ customer: customerField, metadata: metadataField }),
});

const customerIdOf = (customer: z.infer<typeof customerField>) =>
  typeof customer === 'string' ? customer : (customer?.id ?? undefined);

const outcomeOfEvent: Readonly<Record<string, SubscriptionOutcome>> = {
  'invoice.paid': 'paid',
  'invoice.payment_failed': 'payment_failed',
  'customer.subscription.deleted': 'cancelled',
};

/**
 * Stripe's events that tell what became of a trial:
 * - `invoice.paid` for an amount above zero: a payment after the trial (the trial's own invoice is
 *   of zero and tells nothing);
 * - `invoice.payment_failed`: a payment that failed;
 * - `customer.subscription.deleted`: the subscription ended (during the trial, or after).
 */
function subscriptionNoticeIn(parsed: z.infer<typeof event>): SubscriptionNotice | null {
  const outcome = Object.hasOwn(outcomeOfEvent, parsed.type)
    ? outcomeOfEvent[parsed.type]
    : undefined;
  if (!outcome) return null;
  if (!parsed.id || parsed.created === undefined) {
    throw new WebhookPayloadError(`${parsed.type} without an id or a time.`);
  }
  const base = { kind: 'subscription' as const, eventId: parsed.id, outcome };
  const occurredAt = new Date(parsed.created * 1000);
  if (outcome === 'cancelled') {
    const data = subscriptionObject.safeParse(parsed.data);
    if (!data.success)
      throw new WebhookPayloadError(`${parsed.type} without a valid subscription.`);
    const { customer, metadata } = data.data.object;
    return {
      ...base,
      occurredAt,
      paymentCustomerId: customerIdOf(customer),
      customerId: metadata?.customerId,
    };
  }
  const data = invoiceObject.safeParse(parsed.data);
  if (!data.success) throw new WebhookPayloadError(`${parsed.type} without a valid invoice.`);
  const invoice = data.data.object;
  if (outcome === 'paid' && !invoice.amount_paid) return null;
  const metadata =
    invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata;
  return {
    ...base,
    occurredAt,
    paymentCustomerId: customerIdOf(invoice.customer),
    customerId: metadata?.customerId,
  };
}
