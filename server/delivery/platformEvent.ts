import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { attributionFields } from '../../shared/contracts/attribution';
import { locales, type Locale } from '../../shared/language/locales';
import { currencies } from '../../shared/facts/currencies';
import { billingPeriods, displayedPrice, type BillingPeriod } from '../../shared/facts/pricing';
import type { HandoffFacts } from '../store/store';

const billing = z.enum(billingPeriods as readonly [BillingPeriod, ...BillingPeriod[]]);
const isoTime = z.iso.datetime();

/** The body of `trial.started`, as the API document (server/api/openapi.ts) describes it. */
export const trialStartedEventSchema = z.strictObject({
  type: z.literal('trial.started'),
  timestamp: isoTime.describe('When the checkout completed; the same on every attempt.'),
  data: z.strictObject({
    customerId: z.string(),
    email: z.string(),
    level: z.string(),
    billing,
    currency: z
      .enum(currencies)
      .describe('The currency the plan is charged in after the trial (ISO 4217).'),
    amount: z
      .number()
      .describe('What is charged each billing period after the trial, in that currency: 470, 39.'),
    trialEndsAt: isoTime,
    paymentProvider: z.enum(['stripe', 'test']),
    paymentCustomerId: z.string().nullable(),
    attribution: z.partialRecord(z.enum(attributionFields), z.string()),
    locale: z
      .enum(locales as readonly [Locale, ...Locale[]])
      .describe('The language the customer signed up in; greet them in it.'),
  }),
});

/** The body of the event the platform receives when a trial starts. */
export type TrialStartedEvent = z.output<typeof trialStartedEventSchema>;

export function trialStartedEvent(facts: HandoffFacts): TrialStartedEvent {
  return {
    type: 'trial.started',
    timestamp: facts.completedAt.toISOString(),
    data: {
      customerId: facts.customerId,
      email: facts.email,
      level: facts.plan.level,
      billing: facts.plan.billing,
      currency: facts.plan.currency,
      amount: displayedPrice(facts.plan.currency)[facts.plan.billing],
      trialEndsAt: facts.trialEndsAt.toISOString(),
      paymentProvider: facts.paymentProvider,
      paymentCustomerId: facts.paymentCustomerId,
      attribution: facts.attribution,
      locale: facts.locale,
    },
  };
}

export interface PlatformNotifier {
  /** Resolves on a 2xx answer; anything else (another status, no answer in time) throws. */
  send(eventId: string, event: TrialStartedEvent): Promise<void>;
}

/** How long the platform has to answer an attempt. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs events signed per the Standard Webhooks specification: `webhook-id` (the delivery id,
 * the same on every retry, so the platform can drop duplicates), `webhook-timestamp` (seconds)
 * and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`). The secret is
 * Standard Webhooks', `whsec_` + base64.
 */
export function createPlatformNotifier({
  url,
  secret,
}: {
  url: string;
  secret: string;
}): PlatformNotifier {
  const webhook = new Webhook(secret);
  return {
    async send(eventId, event) {
      const body = JSON.stringify(event);
      const sentAt = new Date();
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': eventId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': webhook.sign(eventId, sentAt, body),
        },
        body,
        // A redirect is an answer we do not follow: the event goes only to the configured URL.
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`The platform answered HTTP ${response.status}.`);
      }
    },
  };
}
