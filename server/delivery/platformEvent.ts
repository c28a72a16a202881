import { Webhook } from 'standardwebhooks';
import type { Attribution } from '../../src/facts/attribution';
import type { Locale } from '../../src/facts/locales';
import type { BillingPeriod } from '../../src/facts/pricing';
import type { PaymentProvider } from '../payments/paymentProvider';
import type { HandoffFacts } from './outbox';

/** The body of the event the platform receives when a trial starts. */
export interface TrialStartedEvent {
  type: 'trial.started';
  /** When the checkout completed (ISO 8601), the same on every attempt. */
  timestamp: string;
  data: {
    customerId: string;
    email: string;
    level: string;
    billing: BillingPeriod;
    trialEndsAt: string;
    paymentProvider: PaymentProvider;
    paymentCustomerId: string | null;
    attribution: Attribution;
    /** The language the customer signed up in, to greet them in it. */
    locale: Locale;
  };
}

export function trialStartedEvent(facts: HandoffFacts): TrialStartedEvent {
  return {
    type: 'trial.started',
    timestamp: facts.completedAt.toISOString(),
    data: {
      customerId: facts.customerId,
      email: facts.email,
      level: facts.plan.level,
      billing: facts.plan.billing,
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

export interface PlatformNotifierOptions {
  url: string;
  /** Standard Webhooks secret, `whsec_` + base64. */
  secret: string;
  timeoutMs?: number;
}

/**
 * POSTs events signed per the Standard Webhooks specification: `webhook-id` (the delivery id,
 * the same on every retry, so the platform can drop duplicates), `webhook-timestamp` (seconds)
 * and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body`).
 */
export function createPlatformNotifier({
  url,
  secret,
  timeoutMs = 10_000,
}: PlatformNotifierOptions): PlatformNotifier {
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
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`The platform answered HTTP ${response.status}.`);
      }
    },
  };
}
