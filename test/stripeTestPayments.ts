import { createStripePayments } from '../server/payments/stripePayments';
import type { Store } from '../server/store/store';

/** The webhook signing secret the tests' Stripe payments check against. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

/** Stripe payments over a test store; no call reaches Stripe unless a test stubs its API. */
export function stripeTestPayments(store: Store) {
  return createStripePayments({
    settings: {
      secretKey: 'sk_test_1',
      prices: { monthly: 'price_m', annual: 'price_y' },
      webhookSecret: TEST_WEBHOOK_SECRET,
    },
    siteUrl: 'https://www.adhelm.test',
    store,
    collectsCard: true,
  });
}
