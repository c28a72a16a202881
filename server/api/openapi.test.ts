import { dereference, validate, compileErrors } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import {
  jsonPost,
  setUpApiTests,
  startCheckout,
  startTestApp,
  testConfig,
} from '../../test/apiApp';
import { trialStartedEvent, trialStartedEventSchema } from '../delivery/platformEvent';
import { testCheckoutPath } from '../../shared/contracts/serverPaths';
import { openApiPath, stripeWebhookPath } from '../../shared/contracts/signupApi';
import { openApiDocument } from './openapi';
import { stripeTestPayments, TEST_WEBHOOK_SECRET } from '../../test/stripeTestPayments';

const context = setUpApiTests();

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Described {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
}

/** The document with every $ref resolved, so each schema compiles on its own. */
async function describedApi(): Promise<Described> {
  return (await dereference(structuredClone(openApiDocument()) as never)) as unknown as Described;
}

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

/** Checks a value against a schema of the document; the failures, readable, or []. */
function problems(schema: Schema | undefined, value: unknown): string[] {
  if (!schema) return ['no schema in the document'];
  const check = ajv.compile(schema);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

function responseSchema(api: Described, path: string, method: string, status: number) {
  const response = api.paths[path]?.[method]?.responses[String(status)];
  const [type, media] = Object.entries(response?.content ?? {})[0] ?? [];
  return { type, schema: media?.schema };
}

/** Checks an answer's status, content type and body against what the document says of it. */
async function expectDescribed(
  api: Described,
  path: string,
  method: 'get' | 'post',
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const { type, schema } = responseSchema(api, path, method, answer.statusCode);
  expect(type, `${method} ${path} ${answer.statusCode} is described`).toBeDefined();
  expect(String(answer.headers['content-type'])).toContain(type);
  const body = type === 'application/json' ? JSON.parse(answer.body) : answer.body;
  expect(problems(schema, body), `${method} ${path} ${answer.statusCode}`).toEqual([]);
}

async function startStripeApp(): Promise<FastifyInstance> {
  const payments = stripeTestPayments(context.harness.store);
  context.app = await startTestApp({
    config: testConfig(context.dist.dir),
    store: context.harness.store,
    payments,
  });
  return context.app;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(openApiDocument()) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
    expect(openApiDocument().openapi).toBe('3.1.0');
  });

  it('covers the three calls, the Stripe webhook, the test checkout and trial.started', () => {
    const document = openApiDocument();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        ...Object.values(signupCallPaths),
        stripeWebhookPath,
        `${testCheckoutPath}/{sessionId}`,
      ]),
    );
    expect(Object.keys(document.webhooks)).toEqual(['trial.started']);
  });

  it('describes the requests by the schemas that validate them', async () => {
    const api = await describedApi();
    const body = (path: string) =>
      api.paths[path]?.post?.requestBody?.content['application/json']?.schema;
    expect(problems(body(signupCallPaths.createCustomer), { email: 'ada@example.com' })).toEqual(
      [],
    );
    expect(problems(body(signupCallPaths.createCustomer), {})).not.toEqual([]);
    expect(problems(body(signupCallPaths.createCheckoutSession), { customerId: 'c1' })).toEqual([]);
    expect(
      problems(body(signupCallPaths.createCheckoutSession), {
        customerId: 'c1',
        billing: 'weekly',
      }),
    ).not.toEqual([]);
  });

  it('is served at /api/openapi.json, cached, with the security headers', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: context.harness.store,
    });
    const response = await context.app.inject(openApiPath);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(openApiDocument());
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('real answers match the document', () => {
  it('for the three calls of a signup, their refusals and the test checkout', async () => {
    const api = await describedApi();
    context.app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: context.harness.store,
    });
    const app = context.app;
    const { exists, createCustomer, createCheckoutSession } = signupCallPaths;

    await expectDescribed(api, exists, 'get', await app.inject(`${exists}?email=ada@example.com`));
    await expectDescribed(api, exists, 'get', await app.inject(`${exists}?email=nope`));
    await expectDescribed(
      api,
      createCustomer,
      'post',
      await app.inject(jsonPost(createCustomer, {})),
    );
    const { customerId, checkout } = await startCheckout(app, {
      attribution: { utm_source: 'newsletter' },
    });
    await expectDescribed(
      api,
      createCustomer,
      'post',
      await app.inject(jsonPost(createCustomer, { email: 'ada@example.com' })),
    );
    await expectDescribed(api, createCheckoutSession, 'post', checkout);
    await expectDescribed(
      api,
      createCheckoutSession,
      'post',
      await app.inject(jsonPost(createCheckoutSession, { customerId: 'no-such-customer' })),
    );

    const checkoutPath = new URL(checkout.body).pathname;
    const page = await app.inject(checkoutPath);
    expect([page.statusCode, page.headers['content-type']]).toEqual([
      200,
      expect.stringContaining('text/html'),
    ]);
    const completed = await app.inject({ method: 'POST', url: checkoutPath });
    expect(
      Object.keys(api.paths[`${testCheckoutPath}/{sessionId}`]?.post?.responses ?? {}),
    ).toContain(String(completed.statusCode));

    // The event the platform receives for this trial, as the delivery worker builds it.
    const facts = await context.harness.store.deliveries.handoffOf(customerId);
    if (!facts) throw new Error('The completed checkout left no trial to hand off.');
    const event = trialStartedEvent(facts);
    const eventSchema =
      api.webhooks['trial.started']?.post?.requestBody?.content['application/json']?.schema;
    expect(problems(eventSchema, JSON.parse(JSON.stringify(event)))).toEqual([]);
    expect(trialStartedEventSchema.parse(event)).toEqual(event);
    expect(problems(eventSchema, { ...event, type: 'trial.ended' })).not.toEqual([]);
  });

  it('for the Stripe webhook', async () => {
    const api = await describedApi();
    const app = await startStripeApp();
    const payload = JSON.stringify({ id: 'evt_1', type: 'customer.created', data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_WEBHOOK_SECRET,
    });
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: stripeWebhookPath,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const received = await post({ 'stripe-signature': signature });
    expect(received.statusCode).toBe(200);
    await expectDescribed(api, stripeWebhookPath, 'post', received);
    const refused = await post({ 'stripe-signature': 't=1,v1=bad' });
    expect(refused.statusCode).toBe(400);
    await expectDescribed(api, stripeWebhookPath, 'post', refused);
  });
});
