/** Who pays for a checkout: Stripe, or the local test checkout served by this server. */
export type PaymentProvider = 'stripe' | 'test';
