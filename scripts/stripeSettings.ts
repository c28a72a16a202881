/**
 * The Stripe settings the two stripe: commands read: the server's own (STRIPE_SECRET_KEY,
 * STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL, STRIPE_API_URL), from the environment or `.env`.
 */
import { loadEnvironment } from '../config/environment';
import type { StripeAccess } from '../server/payments/stripePrices';

export function stripeSettings(): StripeAccess & {
  prices: { monthly: string | undefined; annual: string | undefined };
} {
  const env = loadEnvironment();
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is not set (in the environment or .env).');
  return {
    secretKey,
    apiUrl: env.STRIPE_API_URL?.trim() || undefined,
    prices: {
      monthly: env.STRIPE_PRICE_MONTHLY?.trim() || undefined,
      annual: env.STRIPE_PRICE_ANNUAL?.trim() || undefined,
    },
  };
}
