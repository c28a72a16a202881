import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../http/errors';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { stripeTestPayments, TEST_WEBHOOK_SECRET } from '../../test/stripeTestPayments';

const context = setUpApiTests();

/** The app with Stripe payments (no call reaches Stripe here) and its log lines collected. */
async function start() {
  const logLines: string[] = [];
  const store = context.harness.store;
  const payments = stripeTestPayments(store);
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, { LOG_LEVEL: 'warn' }),
    store,
    payments,
    logger: true,
    logStream: { write: (line) => logLines.push(line) },
  });
  return { app: context.app, logLines };
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function signed(payload: string, timestamp = nowInSeconds()) {
  return {
    method: 'POST' as const,
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: TEST_WEBHOOK_SECRET,
        timestamp,
      }),
    },
    payload,
  };
}

const completed = (data: unknown) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data });

describe('a validly signed but malformed Stripe event', () => {
  it.each([
    ['no data at all', JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' })],
    ['data without object', completed({})],
    ['an object without an id', completed({ object: { client_reference_id: 'c1' } })],
    ['a numeric session id', completed({ object: { id: 42 } })],
    ['a numeric customer reference', completed({ object: { id: 'cs_1', client_reference_id: 7 } })],
    ['metadata that is not an object', completed({ object: { id: 'cs_1', metadata: 'x' } })],
    ['an event without a type', JSON.stringify({ id: 'evt_1', data: { object: { id: 'cs_1' } } })],
    ['an event that is not an object', JSON.stringify(['checkout.session.completed'])],
    ['null', 'null'],
  ])('with %s answers 400 and logs why, never 500', async (_case, payload) => {
    const { app, logLines } = await start();
    const response = await app.inject(signed(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: apiMessages('en').webhookMalformed }] });
    expect(logLines.join('')).toContain('Stripe webhook malformed');
  });

  it('still acknowledges another event type that carries no session', async () => {
    const { app } = await start();
    const payload = JSON.stringify({ id: 'evt_2', type: 'customer.created', data: {} });
    expect((await app.inject(signed(payload))).statusCode).toBe(200);
  });
});

describe('the signature time of a Stripe event', () => {
  const payload = completed({ object: { id: 'cs_unknown', client_reference_id: 'nobody' } });

  it.each([
    ['an hour ago', -3600],
    ['six minutes ago', -360],
    ['six minutes ahead', 360],
    ['an hour ahead', 3600],
    ['a year ahead', 365 * 24 * 3600],
  ])('refuses a signature made %s with 400', async (_case, offset) => {
    const { app, logLines } = await start();
    const response = await app.inject(signed(payload, nowInSeconds() + offset));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: apiMessages('en').webhookSignature }] });
    expect(logLines.join('')).toContain('Stripe webhook refused');
  });

  it.each([
    ['now', 0],
    ['four minutes ago', -240],
    ['four minutes ahead (clock drift)', 240],
  ])('accepts a signature made %s', async (_case, offset) => {
    const { app } = await start();
    const response = await app.inject(signed(payload, nowInSeconds() + offset));
    expect(response.statusCode).toBe(200);
  });
});

describe("Stripe's subscription events", () => {
  const event = (id: string, type: string, created: number, object: unknown) =>
    JSON.stringify({ id, object: 'event', type, created, data: { object } });

  async function paidTrial() {
    const store = context.harness.store;
    const customer = await store.findOrCreateCustomer('paid@example.com', {
      attribution: { referrer: 'https://www.bing.com' },
    });
    await store.linkPaymentCustomer(customer.id, 'cus_paid');
    await store.recordCheckoutSession({
      id: 'cs_paid',
      customerId: customer.id,
      provider: 'stripe',
      plan: { level: 'business', billing: 'monthly', currency: 'EUR' },
    });
    await store.completeCheckout({ sessionId: 'cs_paid', provider: 'stripe' });
    return customer;
  }
  const outcomeOf = async () => {
    const [row] = (await context.harness.store.findSignups({ offset: 0 })).signups;
    return { paidAt: row?.paidAt?.toISOString(), state: row?.subscriptionState };
  };

  it('records the first payment after the trial once, whatever the order and repeats', async () => {
    const { app, logLines } = await start();
    const customer = await paidTrial();
    const trialInvoice = event('evt_0', 'invoice.paid', 1_790_000_000, {
      customer: 'cus_paid',
      amount_paid: 0,
      billing_reason: 'subscription_create',
    });
    const firstPayment = event('evt_1', 'invoice.paid', 1_790_000_100, {
      customer: 'cus_paid',
      amount_paid: 4900,
      billing_reason: 'subscription_cycle',
    });
    // The 2025 API keeps our customer id in the invoice's parent; older ones in subscription_details.
    const failedEarlier = event('evt_2', 'invoice.payment_failed', 1_790_000_050, {
      customer: { id: 'cus_other' },
      parent: { subscription_details: { metadata: { customerId: customer.id } } },
    });
    for (const payload of [trialInvoice, firstPayment, failedEarlier, firstPayment]) {
      expect((await app.inject(signed(payload))).statusCode).toBe(200);
    }
    expect(await outcomeOf()).toEqual({
      paidAt: new Date(1_790_000_100_000).toISOString(),
      state: 'paid',
    });
    const cancelled = event('evt_3', 'customer.subscription.deleted', 1_790_000_200, {
      customer: 'cus_paid',
      metadata: { customerId: customer.id },
    });
    expect((await app.inject(signed(cancelled))).statusCode).toBe(200);
    expect((await outcomeOf()).state).toBe('cancelled');
    const unknown = event('evt_4', 'invoice.paid', 1_790_000_300, {
      customer: 'cus_of_another_product',
      amount_paid: 100,
    });
    expect((await app.inject(signed(unknown))).statusCode).toBe(200);
    expect(logLines.join('')).toContain('Subscription event of no known customer');
    const stored = await context.harness.sql.query('SELECT event_id FROM subscription_events');
    expect(stored).toHaveLength(3);
  });

  it.each([
    ['no id', JSON.stringify({ type: 'invoice.paid', created: 1, data: { object: {} } })],
    ['no time', JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } })],
    ['a numeric amount as text', event('evt_1', 'invoice.paid', 1, { amount_paid: '10' })],
    [
      'a customer that is a number',
      event('evt_1', 'customer.subscription.deleted', 1, { customer: 7 }),
    ],
  ])('refuses an event with %s with 400', async (_case, payload) => {
    const { app } = await start();
    expect((await app.inject(signed(payload))).statusCode).toBe(400);
  });
});
