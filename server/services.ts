import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Payments } from './payments/payments';
import { createStripePayments } from './payments/stripePayments';
import { createTestPayments } from './payments/testPayments';
import { openStore } from './store/openStore';
import type { Store } from './store/store';

export interface Services {
  store: Store;
  payments: Payments;
  /** Closes what was opened here; injected services stay their owner's to close. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  store?: Store | undefined;
  payments?: Payments | undefined;
}

/** Picks the store and the payments from the configuration (PostgreSQL or PGlite; Stripe or test). */
export async function createServices(
  config: ServerConfig,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  let store = overrides.store;
  let ownsStore = false;
  if (!store) {
    const opened = await openStore({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeoutMs: config.database.timeoutMs,
    });
    store = opened.store;
    ownsStore = true;
    log.info(`Signups are stored in ${opened.location}.`);
  }

  const payments = overrides.payments ?? choosePayments(config, store, log);
  const ownedStore = store;
  return {
    store,
    payments,
    close: async () => {
      if (ownsStore) await ownedStore.close();
    },
  };
}

function choosePayments(config: ServerConfig, store: Store, log: FastifyBaseLogger): Payments {
  if (!config.stripe) {
    log.warn(
      'Stripe is not configured (STRIPE_SECRET_KEY, STRIPE_PRICE_ID): signups use the local test checkout, which takes no payment.',
    );
    return createTestPayments({ siteUrl: config.siteUrl });
  }
  if (!config.stripe.webhookSecret) {
    log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: Stripe checkouts cannot complete signups until it is.',
    );
  }
  log.info('Payments: Stripe Checkout.');
  return createStripePayments({
    settings: config.stripe,
    siteUrl: config.siteUrl,
    store,
    collectsCard: config.checkoutCollectsCard,
  });
}
