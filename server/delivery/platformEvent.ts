import { Webhook } from 'standardwebhooks';
import type { z } from 'zod';
import type { trialStartedEventSchema } from '../api/openapiSchemas';
import type { HandoffFacts } from './outbox';

/** The body of the event the platform receives when a trial starts, as the API document describes it. */
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
