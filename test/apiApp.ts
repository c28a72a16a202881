import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOptions } from '../server/app';
import { parseConfig, type ServerConfig } from '../server/config';
import type { Store } from '../server/store/store';
import { createPgliteHarness, type StoreHarness } from './storeHarness';
import type { Locale } from '../shared/language/locales';
import type { PlanChoice } from '../shared/facts/plan';
import { signupCallPaths } from '../shared/contracts/signupApi';

/** A minimal built site, enough for the static serving the app always registers. */
export function createTestDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'signup-api-dist-'));
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'confirmation.html'), '<h1>Payment Successful!</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>Page Not Found</h1>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function testConfig(distDir: string, env: Record<string, string> = {}): ServerConfig {
  return parseConfig({
    DIST_DIR: distDir,
    DATA_DIR: join(distDir, 'unused-data'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_EXISTS_MAX: '1000',
    RATE_LIMIT_SIGNUP_MAX: '1000',
    RATE_LIMIT_EMAIL_MAX: '1000',
    ...env,
  });
}

export async function startTestApp(
  options: Omit<AppOptions, 'logger'> & { logger?: boolean },
): Promise<FastifyInstance> {
  // The delivery worker runs only where a test asks for it (server/delivery tests do).
  const app = await buildApp({ logger: false, deliveryWorker: false, ...options });
  await app.ready();
  return app;
}

/** A store whose every call fails, as when the database is unreachable. */
export function unreachableStore(reason = 'connect ECONNREFUSED 127.0.0.1:5432'): Store {
  const fail = async (): Promise<never> => {
    throw new Error(reason);
  };
  return {
    findOrCreateCustomer: fail,
    findCustomerById: fail,
    hasCompletedSignup: fail,
    linkPaymentCustomer: fail,
    recordCheckoutSession: fail,
    findCheckoutSession: fail,
    completeCheckout: fail,
    findSignups: fail,
    recordSubscriptionEvent: fail,
    customerOutcomes: fail,
    signInLinks: { record: fail, redeem: fail },
    teamSessions: { open: fail, find: fail, end: fail, endAllBut: fail },
    deliveries: {
      claim: fail,
      markDelivered: fail,
      markSkipped: fail,
      recordFailure: fail,
      handoffOf: fail,
      listFailed: fail,
      retryFailed: fail,
      reclaimLeasesOf: fail,
      renewLeases: fail,
      scheduleWeeklyReport: fail,
      queueSignInMail: fail,
      teamMailOf: fail,
    },
    ping: fail,
    close: async () => undefined,
  };
}

export const jsonPost = (url: string, body: unknown) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/**
 * The browser's two calls up to the checkout: create-customer (with the visit's attribution),
 * then create-checkout-session for the plan. Returns the customer and the checkout's answer.
 */
export async function startCheckout(
  app: FastifyInstance,
  {
    email = 'ada@example.com',
    attribution,
    plan,
    locale,
  }: {
    email?: string;
    attribution?: Record<string, string>;
    plan?: Partial<PlanChoice>;
    /** The page's language; left out, as an older page would, the server takes English. */
    locale?: Locale;
  } = {},
) {
  const created = await app.inject(
    jsonPost(signupCallPaths.createCustomer, {
      email,
      ...(locale ? { locale } : {}),
      ...(attribution ? { attribution } : {}),
    }),
  );
  const { customerId } = created.json<{ customerId: string }>();
  const checkout = await app.inject(
    jsonPost(signupCallPaths.createCheckoutSession, { customerId, ...plan }),
  );
  return { customerId, checkout };
}

export interface ApiTestContext {
  harness: StoreHarness;
  dist: ReturnType<typeof createTestDist>;
  /** The app under test; closed and cleared after each test. */
  app: FastifyInstance | undefined;
}

/**
 * Registers the hooks every API test file needs: a PGlite store and a built-site fixture for the
 * file, the app closed and the tables cleared after each test.
 */
export function setUpApiTests(): ApiTestContext {
  const context = {} as ApiTestContext;
  beforeAll(async () => {
    context.dist = createTestDist();
    context.harness = await createPgliteHarness();
  }, 60_000);
  afterEach(async () => {
    await context.app?.close();
    context.app = undefined;
    await context.harness.clear();
  });
  afterAll(async () => {
    await context.harness.dispose();
    context.dist.remove();
  });
  return context;
}
