/**
 * The shapes of what the API answers and of the event it sends, as zod schemas: the OpenAPI
 * document (server/api/openapi.ts) is generated from them, and the tests check real answers and a
 * real event against them.
 */
import { z } from 'zod';
import { attributionFields } from '../../shared/contracts/attribution';
import { locales, type Locale } from '../../shared/language/locales';
import { billingPeriods, type BillingPeriod } from '../../shared/facts/pricing';

/** Every refusal of the API: 4xx, or 503 when a dependency is down. */
export const errorResponse = z.object({
  errors: z.array(z.object({ message: z.string().min(1) })).min(1),
});

export const existsResponse = z.object({ exists: z.boolean() });

export const createCustomerResponse = z.object({ customerId: z.string().min(1) });

/** The checkout's address, as text: the page sends the visitor there. */
export const checkoutUrlResponse = z.url();

export const webhookReceivedResponse = z.object({ received: z.literal(true) });

const billing = z.enum(billingPeriods as readonly [BillingPeriod, ...BillingPeriod[]]);
const isoTime = z.iso.datetime();

/** The body of `trial.started` (server/delivery/platformEvent.ts builds it). */
export const trialStartedEventSchema = z.strictObject({
  type: z.literal('trial.started'),
  timestamp: isoTime.describe('When the checkout completed; the same on every attempt.'),
  data: z.strictObject({
    customerId: z.string(),
    email: z.string(),
    level: z.string(),
    billing,
    trialEndsAt: isoTime,
    paymentProvider: z.enum(['stripe', 'test']),
    paymentCustomerId: z.string().nullable(),
    attribution: z.partialRecord(z.enum(attributionFields), z.string()),
    locale: z
      .enum(locales as readonly [Locale, ...Locale[]])
      .describe('The language the customer signed up in; greet them in it.'),
  }),
});
