import { z } from 'zod';
import { currencyNamed } from '../../shared/facts/currencies';
import { defaultPlan, isBillingPeriod, type PlanChoice } from '../../shared/facts/plan';
import { isLevelId } from '../../shared/facts/pricing';
import { WebhookPayloadError, type CompletedCheckoutNotice } from './payments';

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

export const event = z.object({ type: z.string(), data: z.unknown() });

export const completedSession = z.object({
  object: z.object({
    id: z.string().min(1).max(255),
    client_reference_id: z.string().max(255).nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
  }),
});

/**
 * What a verified event says about a completed checkout, or null for any other event type. A
 * signature proves who sent the event, not that it has the fields its type promises, so those are
 * checked too: an event without them is refused rather than failing further on.
 */
export function completedCheckoutIn(payload: unknown): CompletedCheckoutNotice | null {
  const parsed = event.safeParse(payload);
  if (!parsed.success) throw new WebhookPayloadError('The event has no type or data.');
  if (parsed.data.type !== 'checkout.session.completed') return null;

  const data = completedSession.safeParse(parsed.data.data);
  if (!data.success) {
    const field = data.error.issues[0]?.path.join('.') ?? 'object';
    throw new WebhookPayloadError(`checkout.session.completed without a valid data.${field}.`);
  }
  const session = data.data.object;
  return {
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
