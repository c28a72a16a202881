import type { FastifyBaseLogger } from 'fastify';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { ServerConfig } from './config';
import { startDeliveryWorker, type DeliveryWorker } from './delivery/deliveryWorker';
import { deliveryWorkerId } from './delivery/workerId';
import { createHandoffSender } from './delivery/handoffSender';
import { configuredMailer, mailboxFolder } from './delivery/mailer';
import { createPlatformNotifier } from './delivery/platformEvent';
import { DEVELOPMENT_SECRET_FILE, resolveSigningSecret } from './delivery/signingSecret';
import type { Payments } from './payments/payments';
import { createStripePayments } from './payments/stripePayments';
import { createTestPayments } from './payments/testPayments';
import { serveOperations } from './operations/controlSocket';
import { storeOperations } from './operations/operations';
import { listSiteFiles, pagesOf } from './http/staticRules';
import { openStore } from './store/openStore';
import { makeDataDirPrivate } from './store/privateDataDir';
import type { Store } from './store/store';
import { createVisitCounter, type VisitCounter } from './visits/visitCounter';
import { teamPaths } from '../shared/contracts/teamConsole';
import type { VisitStore } from './store/visitStore';
import { startWeeklyReports } from './visits/weeklyReport';

export interface Services {
  store: Store;
  payments: Payments;
  /** The cookieless visit counter, over the store's database; none for an injected store. */
  visits: VisitCounter | undefined;
  /** Tells the delivery worker a checkout just completed, so it looks at the queue now. */
  wakeDeliveries(): void;
  /**
   * TEAM_EMAILS (lower case) as it stands now: the console's sign-in, its sessions and the weekly
   * report read it when they act, and replaceTeamEmails (server/app.ts) changes it in place.
   */
  teamEmails: Set<string>;
  /** Keys the hashes the rate limits' keys are kept as: derived from the signing secret. */
  rateLimitKeySecret: string;
  /** Closes what was opened here; injected services stay their owner's to close. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  store?: Store | undefined;
  payments?: Payments | undefined;
  /** A visit counter to use with an injected store. */
  visits?: VisitCounter | undefined;
  /** Whether this process delivers the outbox (default true; API tests that do not look at deliveries turn it off). */
  deliveryWorker?: boolean | undefined;
}

/**
 * Opens what the server runs on, from the configuration: the store (PostgreSQL or PGlite) with its
 * visit counter and control socket, the payments (Stripe or the test checkout) and the delivery
 * worker.
 */
export async function createServices(
  config: ServerConfig,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  let store = overrides.store;
  let ownsStore = false;
  let visits = overrides.visits;
  let stopOperations: (() => Promise<void>) | undefined;
  // Customers' addresses live there (the embedded database, the mailbox): the owner's alone.
  const madePrivate = await makeDataDirPrivate(config.dataDir);
  if (madePrivate) log.warn(madePrivate);
  const { secret, source } = await resolveSigningSecret(
    config.delivery.signingSecret,
    config.dataDir,
  );
  if (source !== 'setting') {
    log.warn(
      `PLATFORM_SIGNING_SECRET is not set: welcome links are signed with a development secret kept in ${join(config.dataDir, DEVELOPMENT_SECRET_FILE)}.`,
    );
  }
  let visitStore: VisitStore | undefined;
  const teamEmails = new Set(config.team.emails);
  // The site's own pages: always counted under their names, and shown as they are to the team.
  const sitePaths: ReadonlySet<string> = new Set(
    pagesOf(await listSiteFiles(config.distDir).catch(() => [])).keys(),
  );
  if (!store) {
    const opened = await openStore({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeoutMs: config.database.timeoutMs,
    });
    store = opened.store;
    ownsStore = true;
    visits = createVisitCounter({
      store: opened.visits,
      site: config.siteOrigin,
      retentionDays: config.visitEventsRetentionDays,
      sitePaths,
      rateLimit: { max: config.rateLimit.beaconMax, windowMs: config.rateLimit.windowMs },
      maxHeldAnswers: Math.floor(config.connections.maxConnections / 4),
      log,
    });
    visitStore = opened.visits;
    log.info(`Signups are stored in ${opened.location}.`);
    if (!config.databaseUrl) {
      // The embedded database is this process's alone; the team's scripts ask through here.
      stopOperations = await serveOperations(storeOperations(store), config.dataDir).catch(
        (error: unknown) => {
          log.warn(
            `npm run signups and npm run deliveries cannot reach this server (${error instanceof Error ? error.message : String(error)}); stop it before running them.`,
          );
          return undefined;
        },
      );
    }
  }
  const payments = overrides.payments ?? choosePayments(config, store, log);
  const worker =
    overrides.deliveryWorker === false
      ? undefined
      : await startDeliveries(config, store, { secret, teamEmails, sitePaths }, log);
  const weeklyReports =
    visitStore &&
    startWeeklyReports({
      visits: visitStore,
      outbox: store.deliveries,
      recipients: teamEmails,
      weekday: config.weeklyReportDay,
      onScheduled: () => worker?.wake(),
      log,
    });
  const ownedStore = store;
  const ownedVisits = ownsStore ? visits : undefined;
  return {
    store,
    payments,
    visits,
    wakeDeliveries: () => worker?.wake(),
    teamEmails,
    rateLimitKeySecret: createHmac('sha256', secret).update('rate-limit keys').digest('base64url'),
    close: async () => {
      weeklyReports?.stop();
      await stopOperations?.();
      await worker?.stop();
      // The visits still queued are written before the database closes.
      await ownedVisits?.close();
      if (ownsStore) await ownedStore.close();
    },
  };
}

function choosePayments(config: ServerConfig, store: Store, log: FastifyBaseLogger): Payments {
  if (config.checkout === 'test' || !config.stripe) {
    log.warn(
      config.checkoutChosen
        ? 'CHECKOUT=test: signups use the local test checkout, which takes no payment.'
        : 'Stripe is not configured (STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL): signups use the local test checkout, which takes no payment.',
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

/** The welcome e-mail and the platform event, delivered from the outbox by this process. */
async function startDeliveries(
  config: ServerConfig,
  store: Store,
  {
    secret,
    teamEmails,
    sitePaths,
  }: { secret: string; teamEmails: ReadonlySet<string>; sitePaths: ReadonlySet<string> },
  log: FastifyBaseLogger,
): Promise<DeliveryWorker> {
  const settings = config.delivery;
  const mailer = configuredMailer(settings, config.dataDir);
  if (!settings.smtpUrl) {
    log.info(`SMTP_URL is not set: e-mails are written to ${mailboxFolder(config.dataDir)}.`);
  }
  if (!settings.platformWebhook) {
    log.info('PLATFORM_WEBHOOK_URL is not set: trial.started events are recorded as skipped.');
  }
  const worker = startDeliveryWorker({
    outbox: store.deliveries,
    send: createHandoffSender({
      outbox: store.deliveries,
      mailer,
      platform: settings.platformWebhook && createPlatformNotifier(settings.platformWebhook),
      appUrl: settings.appUrl,
      signingSecret: secret,
      messageIdDomain: new URL(config.siteUrl).hostname,
      consoleUrl: new URL(teamPaths.console, config.siteUrl).href,
      teamEmails,
      sitePaths,
    }),
    policy: settings.retry,
    pollMs: settings.pollMs,
    leaseMs: settings.leaseMs,
    workerId: deliveryWorkerId({
      configured: settings.workerId,
      dataDir: config.dataDir,
      port: config.port,
    }),
    log,
  });
  return {
    wake: worker.wake,
    stop: async () => {
      await worker.stop();
      mailer.close();
    },
  };
}
