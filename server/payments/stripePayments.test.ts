import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../http/errors';
import {
  createTestDist,
  jsonPost,
  startCheckout,
  startTestApp,
  testConfig,
  unreachableStore,
} from '../../test/apiApp';
import { createPgliteHarness, type StoreHarness } from '../../test/storeHarness';
import type { Store } from '../store/store';
import { FakeStripeApi } from '../../test/fakeStripeApi';
import { createStripePayments } from './stripePayments';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { offer } from '../../shared/facts/offer';

const SITE_URL = 'https://www.adhelm.test';
const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeEnv = {
  SITE_URL,
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PRICE_MONTHLY: 'price_trial',
  STRIPE_PRICE_ANNUAL: 'price_annual',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let harness: StoreHarness;
let dist: ReturnType<typeof createTestDist>;
let fakeStripe: FakeStripeApi;
let stripeApiUrl: string;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  dist = createTestDist();
  fakeStripe = new FakeStripeApi();
  stripeApiUrl = await fakeStripe.start();
  harness = await createPgliteHarness();
}, 60_000);
afterEach(async () => {
  await app?.close();
  app = undefined;
  fakeStripe.reset();
  await harness.clear();
});
afterAll(async () => {
  await harness.dispose();
  await fakeStripe.stop();
  dist.remove();
});

async function start(
  options: { store?: Store; collectsCard?: boolean; webhookSecret?: string | undefined } = {},
) {
  const store = options.store ?? harness.store;
  const payments = createStripePayments({
    settings: {
      secretKey: stripeEnv.STRIPE_SECRET_KEY,
      prices: { monthly: stripeEnv.STRIPE_PRICE_MONTHLY, annual: stripeEnv.STRIPE_PRICE_ANNUAL },
      webhookSecret: 'webhookSecret' in options ? options.webhookSecret : WEBHOOK_SECRET,
      apiUrl: stripeApiUrl,
    },
    siteUrl: SITE_URL,
    store,
    collectsCard: options.collectsCard ?? true,
  });
  app = await startTestApp({ config: testConfig(dist.dir, stripeEnv), store, payments });
  return app;
}

const signUp = (server: FastifyInstance, email = 'ada@example.com') =>
  startCheckout(server, { email });

describe('Stripe Checkout', () => {
  it('opens a subscription checkout with a 30-day trial and returns its URL', async () => {
    const { customerId, checkout } = await signUp(await start());
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(checkout.body).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake\d+$/);

    const [customerCall] = fakeStripe.requestsTo('/v1/customers');
    expect(customerCall?.headers.authorization).toBe('Bearer sk_test_123');
    expect(customerCall?.headers['idempotency-key']).toBe(`customer:${customerId}`);
    expect(customerCall?.form.get('email')).toBe('ada@example.com');
    expect(customerCall?.form.get('metadata[customerId]')).toBe(customerId);

    const [sessionCall] = fakeStripe.requestsTo('/v1/checkout/sessions');
    const form = sessionCall?.form;
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      mode: 'subscription',
      customer: 'cus_fake1',
      client_reference_id: customerId,
      'line_items[0][price]': 'price_trial',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': String(offer.trialDays),
      payment_method_collection: 'always',
      success_url: `${SITE_URL}/confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/pricing?billing=monthly&level=3&currency=USD`,
      currency: 'usd',
    });
    expect(sessionCall?.headers['idempotency-key']).toMatch(
      new RegExp(`^checkout:${customerId}:price_trial:standard:USD:\\d+$`),
    );
    // No plan named: the page's default, Standard billed monthly, in both metadata.
    expect(form?.get('metadata[level]')).toBe('standard');
    expect(form?.get('metadata[billing]')).toBe('monthly');
    expect(form?.get('subscription_data[metadata][level]')).toBe('standard');

    const stored = await harness.store.findCustomerById(customerId);
    expect(stored?.paymentCustomerId).toBe('cus_fake1');
    const sessionId = checkout.body.split('/').pop() ?? '';
    expect(await harness.store.findCheckoutSession(sessionId)).toMatchObject({
      customerId,
      provider: 'stripe',
    });
  });

  it('makes one Stripe customer per customer, however often the checkout is opened', async () => {
    const server = await start();
    const { customerId, checkout } = await signUp(server);
    const again = await server.inject(
      jsonPost(signupCallPaths.createCheckoutSession, { customerId }),
    );
    await signUp(server, 'ADA@example.com');
    // Within the reuse window the idempotency key hands back the same open session.
    expect(again.body).toBe(checkout.body);
    expect(fakeStripe.requestsTo('/v1/customers')).toHaveLength(1);
    const sessions = fakeStripe.requestsTo('/v1/checkout/sessions');
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions.map((call) => call.form.get('customer')))).toEqual(
      new Set(['cus_fake1']),
    );
  });

  it('asks for no card only when the site promises none', async () => {
    await signUp(await start({ collectsCard: false }));
    const [sessionCall] = fakeStripe.requestsTo('/v1/checkout/sessions');
    expect(sessionCall?.form.get('payment_method_collection')).toBe('if_required');
  });

  it('answers 503 in the error shape when Stripe refuses, without Stripe’s words', async () => {
    const server = await start();
    fakeStripe.failWith = {
      status: 400,
      type: 'invalid_request_error',
      message: 'No such price: price_trial for ada@example.com',
    };
    const { checkout } = await signUp(server);
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({ errors: [{ message: apiMessages('en').paymentsDown }] });
  });
});

describe('the chosen plan at Stripe', () => {
  it('bills an annual plan at the annual price and carries level, billing and attribution', async () => {
    const server = await start();
    const { customerId, checkout } = await startCheckout(server, {
      attribution: { utm_source: 'news', utm_campaign: 'spring', gclid: 'abc', other: 'x' },
      plan: { billing: 'annual', level: 'ultimate' },
    });
    expect(checkout.statusCode).toBe(200);
    const form = fakeStripe.requestsTo('/v1/checkout/sessions')[0]?.form;
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      'line_items[0][price]': 'price_annual',
      'subscription_data[trial_period_days]': String(offer.trialDays),
      'metadata[customerId]': customerId,
      'metadata[level]': 'ultimate',
      'metadata[billing]': 'annual',
      'metadata[utm_source]': 'news',
      'metadata[utm_campaign]': 'spring',
      'metadata[gclid]': 'abc',
      'subscription_data[metadata][level]': 'ultimate',
      'subscription_data[metadata][billing]': 'annual',
      'subscription_data[metadata][utm_source]': 'news',
    });
    expect(form?.has('metadata[other]')).toBe(false);
    const sessionId = checkout.body.split('/').pop() ?? '';
    expect((await harness.store.findCheckoutSession(sessionId))?.plan).toEqual({
      level: 'ultimate',
      billing: 'annual',
      currency: 'USD',
    });
  });

  it('charges the currency the page showed, from the Price’s fixed amount in it', async () => {
    const server = await start();
    await startCheckout(server, {
      email: 'flo@example.com',
      plan: { billing: 'annual', level: 'basic', currency: 'GBP' },
    });
    const form = fakeStripe.requestsTo('/v1/checkout/sessions')[0]?.form;
    expect(form?.get('currency')).toBe('gbp');
    expect(form?.get('line_items[0][price]')).toBe('price_annual');
    expect(form?.get('metadata[currency]')).toBe('GBP');
    expect(form?.get('cancel_url')).toBe(`${SITE_URL}/pricing?billing=annual&level=2&currency=GBP`);
  });

  it('bills a monthly plan at the monthly price', async () => {
    const server = await start();
    await startCheckout(server, {
      email: 'bo@example.com',
      plan: { billing: 'monthly', level: 'basic' },
    });
    const form = fakeStripe.requestsTo('/v1/checkout/sessions')[0]?.form;
    expect(form?.get('line_items[0][price]')).toBe('price_trial');
    expect(form?.get('metadata[level]')).toBe('basic');
  });
});

describe('POST /api/stripe/webhook', () => {
  function completedEvent(
    sessionId: string,
    customerId: string,
    type = 'checkout.session.completed',
  ) {
    return JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: customerId,
          metadata: { customerId },
        },
      },
    });
  }

  const deliver = (server: FastifyInstance, payload: string, signature?: string) =>
    server.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  const exists = async (server: FastifyInstance, email: string) =>
    (await server.inject(`${signupCallPaths.exists}?email=${encodeURIComponent(email)}`)).json()
      .exists as boolean;

  it('completes the signup on a signed checkout.session.completed, once', async () => {
    const server = await start();
    const { customerId, checkout } = await signUp(server);
    const sessionId = checkout.body.split('/').pop() ?? '';
    expect(await exists(server, 'ada@example.com')).toBe(false);

    const payload = completedEvent(sessionId, customerId);
    const first = await deliver(server, payload, sign(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await exists(server, 'Ada@Example.com')).toBe(true);
    const completedAt = (await harness.store.findCustomerById(customerId))?.signupCompletedAt;

    const retried = await deliver(server, payload, sign(payload));
    expect(retried.statusCode).toBe(200);
    expect((await harness.store.findCustomerById(customerId))?.signupCompletedAt).toEqual(
      completedAt,
    );
  });

  it('refuses a bad, tampered or missing signature with 400 and changes nothing', async () => {
    const server = await start();
    const { customerId, checkout } = await signUp(server);
    const payload = completedEvent(checkout.body.split('/').pop() ?? '', customerId);

    const wrongSecret = await deliver(server, payload, sign(payload, 'whsec_other'));
    const tampered = await deliver(
      server,
      payload.replace('subscription', 'payment'),
      sign(payload),
    );
    const missing = await deliver(server, payload);
    for (const response of [wrongSecret, tampered, missing]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ message: apiMessages('en').webhookSignature }],
      });
    }
    expect(await exists(server, 'ada@example.com')).toBe(false);
  });

  it('acknowledges other events and unknown customers without completing anything', async () => {
    const server = await start();
    const { customerId, checkout } = await signUp(server);
    const sessionId = checkout.body.split('/').pop() ?? '';
    const expired = completedEvent(sessionId, customerId, 'checkout.session.expired');
    expect((await deliver(server, expired, sign(expired))).statusCode).toBe(200);
    const stranger = completedEvent('cs_test_elsewhere', 'someone-else');
    expect((await deliver(server, stranger, sign(stranger))).statusCode).toBe(200);
    expect(await exists(server, 'ada@example.com')).toBe(false);
  });

  it('completes a session the server never recorded through its client_reference_id', async () => {
    const server = await start();
    const { customerId } = (
      await server.inject(jsonPost(signupCallPaths.createCustomer, { email: 'ada@example.com' }))
    ).json();
    const payload = completedEvent('cs_test_lost_in_a_crash', customerId);
    expect((await deliver(server, payload, sign(payload))).statusCode).toBe(200);
    expect(await exists(server, 'ada@example.com')).toBe(true);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const server = await start();
    const response = await server.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=x' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errors: [{ message: apiMessages('en').bodyNotJson }] });
  });

  it('answers 503 so Stripe retries when the database is down', async () => {
    const server = await start({ store: unreachableStore() });
    const payload = completedEvent('cs_test_1', 'customer-1');
    const response = await deliver(server, payload, sign(payload));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: [{ message: apiMessages('en').databaseDown }] });
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const server = await start({ webhookSecret: undefined });
    const payload = completedEvent('cs_test_1', 'customer-1');
    const response = await deliver(server, payload, sign(payload));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      errors: [{ message: apiMessages('en').webhookNotConfigured }],
    });
  });
});
