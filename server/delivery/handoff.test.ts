import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trialEndDate } from '../../shared/facts/plan';
import { displayedPrice } from '../../shared/facts/pricing';
import { formatDay } from '../../shared/language/localeFormat';
import { pricingText } from '../../shared/copy/pricingText';
import { readCopy } from '../../shared/copy/readCopy';
import { welcomeEmailCopy } from './welcomeMessage';
import { localeFacts, locales } from '../../shared/language/locales';
import { site } from '../../shared/facts/brand';
import {
  createTestDist,
  jsonPost,
  startCheckout,
  startTestApp,
  testConfig,
} from '../../test/apiApp';
import { FakeStripeApi } from '../../test/fakeStripeApi';
import { createStripePayments } from '../payments/stripePayments';
import { createPgliteHarness, type StoreHarness } from '../../test/storeHarness';
import { PlatformReceiver, SmtpSink, waitFor } from '../../test/handoffReceivers';
import { verifyWelcomeLinkToken } from './welcomeLink';
import { signupCallPaths } from '../../shared/contracts/signupApi';

const SIGNING_SECRET = 'test-signing-secret-of-the-platform';
const APP_URL = 'https://app.adhelm.test';

let harness: StoreHarness;
let dist: ReturnType<typeof createTestDist>;
let smtp: SmtpSink;
let platform: PlatformReceiver;
let app: FastifyInstance | undefined;
let logLines: string[] = [];

beforeAll(async () => {
  dist = createTestDist();
  harness = await createPgliteHarness();
  smtp = await new SmtpSink().start();
  platform = await new PlatformReceiver().start();
}, 60_000);
afterEach(async () => {
  await app?.close();
  app = undefined;
  await harness.clear();
  smtp.messages.length = 0;
  platform.events.length = 0;
  platform.answer = () => 204;
  smtp.refuseNext = 0;
  logLines = [];
  rmSync(join(dist.dir, 'unused-data'), { recursive: true, force: true });
});
afterAll(async () => {
  await harness.dispose();
  await smtp.stop();
  await platform.stop();
  dist.remove();
});

function deliveryEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    LOG_LEVEL: 'info',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'AdHelm <hello@adhelm.test>',
    APP_URL,
    PLATFORM_SIGNING_SECRET: SIGNING_SECRET,
    PLATFORM_WEBHOOK_URL: platform.url,
    PLATFORM_WEBHOOK_SECRET: platform.secret,
    DELIVERY_POLL_MS: '50',
    DELIVERY_RETRY_BASE_MS: '50',
    ...env,
  };
}

async function start(
  env: Record<string, string> = {},
  payments?: Parameters<typeof startTestApp>[0]['payments'],
) {
  app = await startTestApp({
    config: testConfig(dist.dir, deliveryEnv(env)),
    store: harness.store,
    deliveryWorker: true,
    logger: true,
    logStream: { write: (line: string) => void logLines.push(line) },
    ...(payments ? { payments } : {}),
  });
  return app;
}

async function completeSignup(server: FastifyInstance, email = 'ada@example.com') {
  const { customerId, checkout } = await startCheckout(server, {
    email,
    attribution: { utm_source: 'news', utm_campaign: 'spring' },
    plan: { billing: 'annual', level: 'ultimate', currency: 'USD' },
  });
  const completed = await server.inject({ method: 'POST', url: new URL(checkout.body).pathname });
  expect(completed.statusCode).toBe(303);
  return customerId;
}

interface DeliveryRow {
  id: string;
  kind: string;
  state: string;
  attempts: number;
}

const deliveries = () =>
  harness.sql.query<DeliveryRow>('SELECT id, kind, state, attempts FROM deliveries ORDER BY kind');

const statesAre = async (expected: Record<string, string>) => {
  const rows = await deliveries();
  return rows.length === Object.keys(expected).length &&
    rows.every((row) => expected[row.kind] === row.state)
    ? rows
    : undefined;
};

describe('the hand-off after a completed checkout', () => {
  it('e-mails the customer the plan and a sign-in token that verifies, and sends a signed trial.started event', async () => {
    const customerId = await completeSignup(await start());
    const rows = await waitFor(
      () => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'delivered' }),
      { what: 'both deliveries' },
    );
    const [event] = platform.events;
    expect(platform.events).toHaveLength(1);
    expect(platform.rejected).toBe(0);
    expect(event?.id).toBe(rows.find((row) => row.kind === 'trial-started')?.id);
    const body = event?.body as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(body.type).toBe('trial.started');
    expect(body.data).toEqual({
      customerId,
      email: 'ada@example.com',
      level: 'ultimate',
      billing: 'annual',
      currency: 'USD',
      amount: 470,
      trialEndsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      paymentProvider: 'test',
      paymentCustomerId: null,
      attribution: { utm_source: 'news', utm_campaign: 'spring' },
      locale: 'en',
    });
    const trialDays =
      (Date.parse(String(body.data.trialEndsAt)) - Date.parse(body.timestamp)) / 864e5;
    expect(trialDays).toBeCloseTo(30, 3);

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail?.messageId).toBe(
      `<${rows.find((row) => row.kind === 'welcome-email')?.id}@localhost>`,
    );
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.com');
    expect(mail?.from?.text).toBe('"AdHelm" <hello@adhelm.test>');
    const text = mail?.text ?? '';
    for (const part of [
      'Ultimate ($100,000+ ad spend), billed annually',
      `Your trial ends on ${formatDay(trialEndDate(new Date()))}. Then $470/year is charged`,
      '30-day money-back guarantee',
      'Cancel anytime',
      site.supportEmail,
      `sign in at ${APP_URL} with ada@example.com`,
    ]) {
      expect(text).toContain(part);
    }
    expect(mail?.html).toContain('Ultimate ($100,000+ ad spend)');
    const token = new URL(
      /https:\/\/app\.adhelm\.test\/welcome\?token=\S+/.exec(text)?.[0] ?? '',
    ).searchParams.get('token');
    const check = verifyWelcomeLinkToken(token ?? '', SIGNING_SECRET);
    expect(check).toMatchObject({ valid: true, claims: { customerId } });
    // The link names the customer by id only: neither the token nor its decoded claims hold the
    // address (a search for "ada" alone would match a random id or signature now and then).
    const claims = Buffer.from(token?.split('.')[0] ?? '', 'base64url').toString();
    for (const text of [token ?? '', claims]) expect(text).not.toMatch(/ada@|example\.com/);
    expect(claims).toContain(customerId);
    if (check.valid) {
      const days = (check.claims.expiresAt.getTime() - Date.now()) / 864e5;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    }
    expect(verifyWelcomeLinkToken(token ?? '', 'another-secret')).toEqual({
      valid: false,
      reason: 'signature',
    });
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    'writes the e-mail in %s and tells the platform so, when the visitor signed up in it',
    async (locale) => {
      const server = await start();
      // Each language in a currency other than its own: the e-mail and the event follow the plan.
      const plan = { billing: 'annual', level: 'ultimate', currency: 'GBP' } as const;
      const { checkout } = await startCheckout(server, { locale, plan });
      await server.inject({ method: 'POST', url: new URL(checkout.body).pathname });
      await waitFor(
        () => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'delivered' }),
        { what: 'both deliveries' },
      );
      const body = platform.events[0]?.body as { data: Record<string, unknown> };
      expect(body.data.locale).toBe(locale);
      expect(body.data.currency).toBe('GBP');
      expect(body.data.amount).toBe(displayedPrice('GBP').annual);

      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0];
      const pricing = pricingText(readCopy('pricingCalculator', locale), locale, plan.currency);
      const level = pricing.levelOf(plan);
      const text = mail?.text ?? '';
      for (const part of [
        level.name,
        level.maxAdSpend,
        pricing.priceWithPeriod('annual'),
        formatDay(trialEndDate(new Date()), localeFacts[locale].intl),
      ]) {
        expect(text).toContain(part);
      }
      expect(mail?.subject).toBe(
        welcomeEmailCopy(
          {
            email: 'ada@example.com',
            levelName: level.name,
            maxAdSpend: level.maxAdSpend,
            billing: plan.billing,
            trialEndsOn: '',
            chargeAfterTrial: '',
            appUrl: APP_URL,
            welcomeLink: '',
            linkValidDays: 7,
          },
          locale,
        ).subject,
      );
      expect(mail?.html).toContain(`<html lang="${locale}">`);
    },
  );

  it('loses nothing while SMTP is down and the platform answers 500, and delivers each once after recovery', async () => {
    const port = smtp.port;
    await smtp.stop();
    platform.answer = () => 500;
    await completeSignup(await start());
    await waitFor(
      async () => {
        const rows = await deliveries();
        return (
          rows.length === 2 && rows.every((row) => row.attempts >= 3 && row.state !== 'delivered')
        );
      },
      { what: 'three failed attempts of each delivery' },
    );
    expect(logLines.join('')).toContain('Delivery attempt failed; it will be retried');

    await smtp.start(port);
    platform.answer = () => 204;
    await waitFor(() => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'delivered' }), {
      what: 'both deliveries after recovery',
    });
    expect(smtp.messages).toHaveLength(1);
    expect(platform.events).toHaveLength(1);
  });

  it('keeps one Message-ID and one webhook-id across every attempt of a delivery', async () => {
    smtp.refuseNext = 2;
    let answers = 0;
    platform.answer = () => (++answers <= 2 ? 503 : 204);
    const offeredBefore = smtp.offeredIds.length;
    const attemptsBefore = platform.attemptIds.length;
    await completeSignup(await start());
    await waitFor(() => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'delivered' }), {
      what: 'both deliveries after two refusals each',
    });
    const messageIds = smtp.offeredIds.slice(offeredBefore);
    const eventIds = platform.attemptIds.slice(attemptsBefore);
    expect(messageIds).toHaveLength(3);
    expect(new Set(messageIds).size).toBe(1);
    expect(eventIds).toHaveLength(3);
    expect(new Set(eventIds).size).toBe(1);
    const rows = await deliveries();
    const welcome = rows.find((row) => row.kind === 'welcome-email');
    expect(messageIds[0]).toBe(`<${welcome?.id}@localhost>`);
  });

  it('fails a delivery after its last attempt, logs and lists it, and delivers it once queued again', async () => {
    platform.answer = () => 503;
    await completeSignup(await start({ DELIVERY_MAX_ATTEMPTS: '3' }));
    await waitFor(() => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'failed' }), {
      what: 'the event to fail',
    });
    expect(logLines.join('')).toContain('Delivery failed after 3 attempts');
    const failed = await harness.store.deliveries.listFailed();
    expect(failed).toMatchObject([
      {
        kind: 'trial-started',
        email: 'ada@example.com',
        attempts: 3,
        lastError: 'The platform answered HTTP 503.',
      },
    ]);

    platform.answer = () => 200;
    expect(await harness.store.deliveries.retryFailed()).toBe(1);
    await waitFor(() => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'delivered' }), {
      what: 'the event queued again',
    });
    expect(platform.events).toHaveLength(1);
  });

  it('writes the e-mail to the local mailbox without SMTP, and records the event as skipped without a platform URL', async () => {
    await completeSignup(
      await start({ SMTP_URL: '', PLATFORM_WEBHOOK_URL: '', PLATFORM_WEBHOOK_SECRET: '' }),
    );
    await waitFor(() => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'skipped' }), {
      what: 'the mailbox and the skip',
    });
    const mailbox = join(dist.dir, 'unused-data', 'mailbox');
    const files = readdirSync(mailbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const message = readFileSync(join(mailbox, files[0] ?? ''), 'utf8');
    expect(message).toContain('To: ada@example.com');
    expect(message).toContain('Subject: Welcome to AdHelm');
    const named = logLines.filter((line) => line.includes(join(mailbox, files[0] ?? '')));
    expect(named).toHaveLength(1);
    expect(platform.events).toHaveLength(0);
  });
});

describe('a Stripe webhook delivered twice', () => {
  it('sends one welcome e-mail and one event', async () => {
    const fakeStripe = new FakeStripeApi();
    const stripeApiUrl = await fakeStripe.start();
    try {
      const webhookSecret = 'whsec_stripe_test';
      const env = {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_ANNUAL: 'price_y',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      };
      const payments = createStripePayments({
        settings: {
          secretKey: 'sk_test_1',
          prices: { monthly: 'price_m', annual: 'price_y' },
          webhookSecret,
          apiUrl: stripeApiUrl,
        },
        siteUrl: 'http://localhost:3000',
        store: harness.store,
        collectsCard: true,
      });
      const server = await start(env, payments);
      const { customerId } = (
        await server.inject(jsonPost(signupCallPaths.createCustomer, { email: 'ada@example.com' }))
      ).json();
      const checkout = await server.inject(
        jsonPost(signupCallPaths.createCheckoutSession, {
          customerId,
          billing: 'annual',
          level: 'elite',
        }),
      );
      const sessionId = checkout.body.split('/').pop() ?? '';
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'checkout.session.completed',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            client_reference_id: customerId,
            metadata: { customerId, level: 'elite', billing: 'annual' },
          },
        },
      });
      const deliver = () =>
        server.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: webhookSecret,
            }),
          },
          payload,
        });
      const answers = await Promise.all([deliver(), deliver()]);
      answers.push(await deliver());
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      await waitFor(
        () => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'delivered' }),
        {
          what: 'both deliveries',
        },
      );
      expect(smtp.messages).toHaveLength(1);
      expect(platform.events).toHaveLength(1);
      expect((platform.events[0]?.body as { data: Record<string, unknown> }).data).toMatchObject({
        level: 'elite',
        billing: 'annual',
        paymentProvider: 'stripe',
        paymentCustomerId: 'cus_fake1',
      });
    } finally {
      await fakeStripe.stop();
    }
  });
});

describe('the confirmation page’s arrival with a Stripe session', () => {
  it('hands off a completed checkout before its webhook, once, and nothing for an open one', async () => {
    const fakeStripe = new FakeStripeApi();
    const stripeApiUrl = await fakeStripe.start();
    try {
      const webhookSecret = 'whsec_stripe_test';
      const payments = createStripePayments({
        settings: {
          secretKey: 'sk_test_1',
          prices: { monthly: 'price_m', annual: 'price_y' },
          webhookSecret,
          apiUrl: stripeApiUrl,
        },
        siteUrl: 'http://localhost:3000',
        store: harness.store,
        collectsCard: true,
      });
      const server = await start(
        {
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PRICE_MONTHLY: 'price_m',
          STRIPE_PRICE_ANNUAL: 'price_y',
          STRIPE_WEBHOOK_SECRET: webhookSecret,
        },
        payments,
      );
      const { customerId } = (
        await server.inject(jsonPost(signupCallPaths.createCustomer, { email: 'eve@example.com' }))
      ).json();
      const checkout = await server.inject(
        jsonPost(signupCallPaths.createCheckoutSession, { customerId, level: 'basic' }),
      );
      const sessionId = checkout.body.split('/').pop() ?? '';
      const arrive = () => server.inject(`/de/confirmation?session_id=${sessionId}`);

      // Still open at Stripe (the visitor came back without paying): nothing is handed off.
      await arrive();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await harness.store.findCheckoutSession(sessionId))?.completedAt).toBeNull();

      fakeStripe.completeSession(sessionId);
      await Promise.all([
        arrive(),
        arrive(),
        server.inject(`/confirmation?session_id=${sessionId}`),
      ]);
      await waitFor(
        () => statesAre({ 'welcome-email': 'delivered', 'trial-started': 'delivered' }),
        { what: 'both deliveries without a webhook' },
      );
      await arrive();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages).toHaveLength(1);
      expect(platform.events).toHaveLength(1);
      const asked = fakeStripe.requests.filter(
        (request) => request.method === 'GET' && request.path.startsWith('/v1/checkout/sessions/'),
      );
      // Asked while open, then once complete (the arrivals within a second ask once); never
      // again once completed here.
      expect(asked).toHaveLength(2);
    } finally {
      await fakeStripe.stop();
    }
  });
});
