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
import { createWeeklyReportSender } from './delivery/weeklyReportMail';
import { openRateLimitStore, type RateLimitStore } from './http/rateLimitStore';
import { listSiteFiles, pagesOf } from './http/staticRules';
import type { Payments } from './payments/payments';
import { createStripePayments } from './payments/stripePayments';
import { createTestPayments } from './payments/testPayments';
import { serveOperations } from './operations/controlSocket';
import { storeOperations } from './operations/operations';
import { openStore } from './store/openStore';
import { makeDataDirPrivate } from './store/privateDataDir';
import type { DeliveryKind, Store } from './store/store';
import { createSignInMailSender } from './team/signInMailSender';
import { TEAM_RATE_LIMITS } from './team/teamConsole';
import { createVisitCounter, type VisitCounter } from './visits/visitCounter';
import { loadCountryOf } from './visits/countryOf';
import { startWeeklyReports } from './visits/weeklyReport';
import { teamPaths } from '../shared/contracts/teamConsole';

export interface Services {
  store: Store;
  payments: Payments;
  /** The cookieless visit counter, over the store's database; none for an injected store. */
  visits: VisitCounter | undefined;
  /** Where every rate limit counts: in memory, or in Redis shared by the replicas. */
  rateLimitStore: RateLimitStore;
  /** Has the outbox's worker look at the queue now, or in `delayMs`. */
  wakeDeliveries(delayMs?: number): void;
  /**
   * TEAM_EMAILS (lower case) as it stands now: the console's sign-in, its sessions and the weekly
   * report read it when they act, and replaceTeamEmails (server/app.ts) changes it in place.
   */
  teamEmails: Set<string>;
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
  /** The clock of the console's sign-in links and sessions (tests move it). */
  now?: (() => Date) | undefined;
}

/**
 * Opens what the server runs on, from the configuration: the store (PostgreSQL or PGlite) with its
 * visit counter and control socket, the rate limits' store, the payments (Stripe or the test
 * checkout), and the one outbox worker with its one mailer, which sends every mail and event.
 */
export async function createServices(
  config: ServerConfig,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
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
  const rateLimitStore = await openRateLimitStore(
    config.redisUrl,
    log,
    createHmac('sha256', secret).update('rate-limit keys').digest('base64url'),
  );
  log.info(`Rate limits are counted in ${rateLimitStore.location}.`);
  const teamEmails = new Set(config.team.emails);
  // The site's own pages: always counted under their names, and shown as they are to the team.
  const sitePaths: ReadonlySet<string> = new Set(
    pagesOf(await listSiteFiles(config.distDir).catch(() => [])).keys(),
  );

  let { store, visits } = overrides;
  let owned:
    { store: Store; visits: VisitCounter; stopOperations?: () => Promise<void> } | undefined;
  let weeklyReports: ReturnType<typeof startWeeklyReports> | undefined;
  if (!store) {
    const opened = await openStore({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeoutMs: config.database.timeoutMs,
    });
    store = opened.store;
    visits = createVisitCounter({
      store: opened.visits,
      site: config.siteOrigin,
      retentionDays: config.visitEventsRetentionDays,
      sitePaths,
      countryOf: await loadCountryOf(),
      newNamesPerClient: config.rateLimit.newNamesMax,
      rateLimit: { max: config.rateLimit.beaconMax, windowMs: config.rateLimit.windowMs },
      maxHeldAnswers: Math.floor(config.connections.maxConnections / 4),
      log,
    });
    owned = { store, visits };
    log.info(`Signups are stored in ${opened.location}.`);
    weeklyReports = startWeeklyReports({
      visits: opened.visits,
      customers: store,
      outbox: store.deliveries,
      recipients: teamEmails,
      weekday: config.weeklyReportDay,
      onScheduled: () => worker?.wake(),
      log,
    });
    if (!config.databaseUrl) {
      // The embedded database is this process's alone; the team's scripts ask through here.
      owned.stopOperations = await serveOperations(storeOperations(store), config.dataDir).catch(
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
      : startDeliveries(
          config,
          { store, secret, teamEmails, sitePaths, rateLimitStore, now: overrides.now },
          log,
        );
  return {
    store,
    payments,
    visits,
    rateLimitStore,
    wakeDeliveries: (delayMs) => worker?.wake(delayMs),
    teamEmails,
    close: async () => {
      weeklyReports?.stop();
      await owned?.stopOperations?.();
      await worker?.stop();
      // The visits still queued are written before the database closes.
      await owned?.visits.close();
      await owned?.store.close();
      await rateLimitStore.close();
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

interface DeliveryContext {
  store: Store;
  secret: string;
  teamEmails: ReadonlySet<string>;
  sitePaths: ReadonlySet<string>;
  rateLimitStore: RateLimitStore;
  now: (() => Date) | undefined;
}

/**
 * The outbox's worker, with the one mailer: the welcome e-mail and the platform event of a
 * completed signup, the weekly report and the console's sign-in mails, each sent by its kind's
 * sender.
 */
function startDeliveries(
  config: ServerConfig,
  { store, secret, teamEmails, sitePaths, rateLimitStore, now }: DeliveryContext,
  log: FastifyBaseLogger,
): DeliveryWorker {
  const settings = config.delivery;
  const mailer = configuredMailer(settings, config.dataDir);
  if (!settings.smtpUrl) {
    log.info(`SMTP_URL is not set: e-mails are written to ${mailboxFolder(config.dataDir)}.`);
  }
  if (!settings.platformWebhook) {
    log.info('PLATFORM_WEBHOOK_URL is not set: trial.started events are recorded as skipped.');
  }
  const outbox = store.deliveries;
  const messageIdDomain = new URL(config.siteUrl).hostname;
  const handoff = createHandoffSender({
    outbox,
    mailer,
    platform: settings.platformWebhook && createPlatformNotifier(settings.platformWebhook),
    appUrl: settings.appUrl,
    signingSecret: secret,
    messageIdDomain,
  });
  const senders: Record<DeliveryKind, typeof handoff> = {
    'welcome-email': handoff,
    'trial-started': handoff,
    'weekly-report': createWeeklyReportSender({
      outbox,
      mailer,
      consoleUrl: new URL(teamPaths.console, config.siteUrl).href,
      teamEmails,
      sitePaths,
      messageIdDomain,
    }),
    'team-sign-in': createSignInMailSender({
      outbox,
      links: store.signInLinks,
      mailer,
      teamEmails,
      siteUrl: config.siteUrl,
      perRecipient: rateLimitStore.counter('team-sign-in-mail', TEAM_RATE_LIMITS.windowMs),
      maxPerRecipient: TEAM_RATE_LIMITS.mailsPerRecipient,
      messageIdDomain,
      now: now ?? (() => new Date()),
    }),
  };
  const worker = startDeliveryWorker({
    outbox,
    send: (delivery) => senders[delivery.kind](delivery),
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
