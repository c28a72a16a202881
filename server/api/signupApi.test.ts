import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../http/errors';
import {
  jsonPost,
  startTestApp,
  testConfig,
  unreachableStore,
  setUpApiTests,
} from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';

const context = setUpApiTests();

async function start(env: Record<string, string> = {}) {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, env),
    store: context.harness.store,
  });
  return context.app;
}

const exists = (server: FastifyInstance, email: string) =>
  server.inject(`${signupCallPaths.exists}?email=${encodeURIComponent(email)}`);
const createCustomer = (server: FastifyInstance, email: unknown) =>
  server.inject(jsonPost(signupCallPaths.createCustomer, { email }));
const createCheckout = (server: FastifyInstance, customerId: unknown) =>
  server.inject(jsonPost(signupCallPaths.createCheckoutSession, { customerId }));

/** Every failure has the one error shape, and nothing of a stack trace. */
function expectError(
  response: { statusCode: number; body: string },
  status: number,
  message?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(JSON.parse(response.body)).toEqual({
    errors: [{ message: message ?? expect.any(String) }],
  });
  expect(response.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules/);
}

describe(`GET ${signupCallPaths.exists}`, () => {
  it('answers false for an e-mail never seen', async () => {
    const response = await exists(await start(), 'new@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ exists: false });
  });

  it.each([
    ['', apiMessages('en').emailEmpty],
    ['   ', apiMessages('en').emailEmpty],
    ['plainaddress', apiMessages('en').emailInvalid],
    ['ada@example', apiMessages('en').emailInvalid],
    ['ada@example.c', apiMessages('en').emailInvalid],
    ['ada @example.com', apiMessages('en').emailInvalid],
    [`${'a'.repeat(250)}@example.com`, apiMessages('en').emailInvalid],
  ])('refuses %j with 400', async (email, message) => {
    expectError(await exists(await start(), email), 400, message);
  });

  it('refuses a missing or repeated email parameter with 400', async () => {
    const server = await start();
    expectError(await server.inject(signupCallPaths.exists), 400, apiMessages('en').emailEmpty);
    expectError(
      await server.inject(`${signupCallPaths.exists}?email=a@example.com&email=b@example.com`),
      400,
      apiMessages('en').emailInvalid,
    );
  });

  it('stays false after an abandoned checkout and turns true once the checkout completes', async () => {
    const server = await start();
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    const checkoutUrl = (await createCheckout(server, customerId)).body;
    expect((await exists(server, 'ada@example.com')).json()).toEqual({ exists: false });

    const completed = await server.inject({ method: 'POST', url: new URL(checkoutUrl).pathname });
    expect(completed.statusCode).toBe(303);
    expect((await exists(server, ' ADA@Example.COM ')).json()).toEqual({ exists: true });
    expect((await exists(server, 'bob@example.com')).json()).toEqual({ exists: false });
  });
});

describe(`POST ${signupCallPaths.createCustomer}`, () => {
  it('creates a customer and returns its id', async () => {
    const response = await createCustomer(await start(), 'ada@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('gives the same customer to the same e-mail, whatever its case and spacing', async () => {
    const server = await start();
    const first = (await createCustomer(server, 'Ada@Example.com')).json();
    const again = (await createCustomer(server, '  ada@EXAMPLE.com ')).json();
    expect(again.customerId).toBe(first.customerId);
  });

  it('gives 50 concurrent requests for one e-mail one customer and one row', async () => {
    const server = await start();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createCustomer(server, index % 2 ? 'race@example.com' : 'Race@Example.com'),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.json().customerId)).size).toBe(1);
    const [row] = await context.harness.sql.query<{ n: string }>(
      'SELECT count(*) AS n FROM customers',
    );
    expect(Number(row?.n)).toBe(1);
  });

  it.each([
    [{}, apiMessages('en').emailEmpty],
    [{ email: '' }, apiMessages('en').emailEmpty],
    [{ email: 42 }, apiMessages('en').emailInvalid],
    [{ email: 'not-an-email' }, apiMessages('en').emailInvalid],
  ])('refuses the body %j with 400', async (body, message) => {
    const server = await start();
    expectError(await server.inject(jsonPost(signupCallPaths.createCustomer, body)), 400, message);
  });

  it('refuses a body that is not a JSON object, or not JSON at all, with 400', async () => {
    const server = await start();
    expectError(await server.inject(jsonPost(signupCallPaths.createCustomer, ['a@b.co'])), 400);
    const broken = await server.inject({
      method: 'POST',
      url: signupCallPaths.createCustomer,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectError(broken, 400, apiMessages('en').bodyMalformed);
    const empty = await server.inject({
      method: 'POST',
      url: signupCallPaths.createCustomer,
      headers: { 'content-type': 'application/json' },
    });
    expectError(empty, 400);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415',
    async (contentType) => {
      const response = await (
        await start()
      ).inject({
        method: 'POST',
        url: signupCallPaths.createCustomer,
        headers: { 'content-type': contentType },
        payload: 'email=ada@example.com',
      });
      expectError(response, 415, apiMessages('en').bodyNotJson);
    },
  );

  it('refuses a body over 8 KB with 413', async () => {
    const response = await createCustomer(await start(), `${'a'.repeat(9000)}@example.com`);
    expectError(response, 413, apiMessages('en').bodyTooLarge);
  });
});

describe(`POST ${signupCallPaths.createCheckoutSession}`, () => {
  it('returns the checkout URL as plain text', async () => {
    const server = await start();
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    const response = await createCheckout(server, customerId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^http:\/\/localhost:3000\/checkout\/test\/cs_local_[\w-]+$/);
    const sessionId = response.body.split('/').pop() ?? '';
    expect((await context.harness.store.findCheckoutSession(sessionId))?.customerId).toBe(
      customerId,
    );
  });

  it('builds the checkout address from SITE_URL, never from Host or X-Forwarded-Host', async () => {
    const server = await start({ SITE_URL: 'https://www.adhelm.test/', TRUST_PROXY: '127.0.0.1' });
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    const response = await server.inject({
      ...jsonPost(signupCallPaths.createCheckoutSession, { customerId }),
      headers: {
        'content-type': 'application/json',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^https:\/\/www\.adhelm\.test\/checkout\/test\/cs_local_[\w-]+$/);
  });

  it('lets an abandoned checkout be started again for the same customer', async () => {
    const server = await start();
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    const first = await createCheckout(server, customerId);
    const { customerId: sameCustomer } = (await createCustomer(server, 'ADA@example.com')).json();
    const second = await createCheckout(server, sameCustomer);
    expect(sameCustomer).toBe(customerId);
    expect(second.statusCode).toBe(200);
    expect(second.body).not.toBe(first.body);
  });

  it('refuses a missing or empty customerId with 400', async () => {
    const server = await start();
    expectError(await createCheckout(server, undefined), 400, apiMessages('en').customerIdMissing);
    expectError(await createCheckout(server, ''), 400, apiMessages('en').customerIdMissing);
    expectError(await createCheckout(server, 7), 400, apiMessages('en').customerIdMissing);
  });

  it('answers an unknown customer with 404', async () => {
    const server = await start();
    expectError(
      await createCheckout(server, '00000000-0000-4000-8000-000000000000'),
      404,
      apiMessages('en').customerUnknown,
    );
  });

  it('refuses a new checkout once the signup is complete, with 409', async () => {
    const server = await start();
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    const url = new URL((await createCheckout(server, customerId)).body);
    await server.inject({ method: 'POST', url: url.pathname });
    expectError(await createCheckout(server, customerId), 409, apiMessages('en').emailExists);
  });
});

describe('the plan and the attribution', () => {
  const checkoutWith = (server: FastifyInstance, body: Record<string, unknown>) =>
    server.inject(jsonPost(signupCallPaths.createCheckoutSession, body));

  it('records the chosen plan with the checkout, and the default plan when none is named', async () => {
    const server = await start();
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    const chosen = await checkoutWith(server, { customerId, billing: 'annual', level: 'ultimate' });
    expect(chosen.statusCode).toBe(200);
    const session = await context.harness.store.findCheckoutSession(
      chosen.body.split('/').pop() ?? '',
    );
    expect(session?.plan).toEqual({ level: 'ultimate', billing: 'annual', currency: 'USD' });

    const plain = await createCheckout(server, customerId);
    const plainSession = await context.harness.store.findCheckoutSession(
      plain.body.split('/').pop() ?? '',
    );
    expect(plainSession?.plan).toEqual({ level: 'standard', billing: 'monthly', currency: 'USD' });
  });

  it('records the currency the plan was shown in, else the one its visitor would be shown', async () => {
    const server = await start();
    const sessionOf = async (response: { body: string }) =>
      (await context.harness.store.findCheckoutSession(response.body.split('/').pop() ?? ''))?.plan
        ?.currency;
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    const shown = await checkoutWith(server, { customerId, billing: 'annual', currency: 'GBP' });
    expect(await sessionOf(shown)).toBe('GBP');
    const british = await server.inject({
      ...jsonPost(signupCallPaths.createCheckoutSession, { customerId }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en-AU,en;q=0.8' },
    });
    expect(await sessionOf(british)).toBe('AUD');
    const german = (
      await server.inject(
        jsonPost(signupCallPaths.createCustomer, { email: 'grete@example.com', locale: 'de' }),
      )
    ).json<{ customerId: string }>();
    expect(await sessionOf(await createCheckout(server, german.customerId))).toBe('EUR');
  });

  it.each([
    [{ billing: 'weekly' }, apiMessages('en').billingUnknown],
    [{ billing: 12 }, apiMessages('en').billingUnknown],
    [{ level: 'platinum' }, apiMessages('en').levelUnknown],
    [{ level: 'Ultimate' }, apiMessages('en').levelUnknown],
    [{ level: null }, apiMessages('en').levelUnknown],
    [{ currency: 'JPY' }, apiMessages('en').currencyUnknown],
    [{ currency: 'gbp' }, apiMessages('en').currencyUnknown],
  ])('refuses the plan %j with 400', async (plan, message) => {
    const server = await start();
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    expectError(await checkoutWith(server, { customerId, ...plan }), 400, message);
  });

  it('stores the known attribution fields, trimmed and capped, and drops the rest', async () => {
    const server = await start();
    const response = await server.inject(
      jsonPost(signupCallPaths.createCustomer, {
        email: 'ada@example.com',
        attribution: {
          utm_source: ' news ',
          utm_campaign: 'x'.repeat(500),
          referrer: 'https://search.example',
          landing_path: '/',
          utm_medium: '',
          favourite_colour: 'blue',
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const customer = await context.harness.store.findCustomerById(response.json().customerId);
    expect(customer?.attribution).toEqual({
      utm_source: 'news',
      utm_campaign: 'x'.repeat(200),
      referrer: 'https://search.example',
      landing_path: '/',
    });
  });

  it('keeps the first attribution of a customer who comes back', async () => {
    const server = await start();
    const send = (source: string) =>
      server.inject(
        jsonPost(signupCallPaths.createCustomer, {
          email: 'ada@example.com',
          attribution: { utm_source: source },
        }),
      );
    const first = (await send('news')).json();
    await send('retargeting');
    const customer = await context.harness.store.findCustomerById(first.customerId);
    expect(customer?.attribution).toEqual({ utm_source: 'news' });
  });

  it.each([
    ['not an object', {}],
    [['news'], {}],
    [{ utm_source: 42, utm_medium: 'email' }, { utm_medium: 'email' }],
    [{ utm_source: 'ne\u0000ws', utm_term: 'ppc' }, { utm_term: 'ppc' }],
    [{ utm_content: 'half \ud83d', utm_term: 'ppc' }, { utm_term: 'ppc' }],
  ])(
    'signs up with the attribution %j, leaving out what is malformed, and logs it',
    async (attribution, kept) => {
      const lines: string[] = [];
      context.app = await startTestApp({
        config: testConfig(context.dist.dir, { LOG_LEVEL: 'info' }),
        store: context.harness.store,
        logger: true,
        logStream: { write: (line) => void lines.push(line) },
      });
      const response = await context.app.inject(
        jsonPost(signupCallPaths.createCustomer, { email: 'ada@example.com', attribution }),
      );
      expect(response.statusCode).toBe(200);
      const customer = await context.harness.store.findCustomerById(response.json().customerId);
      expect(customer?.attribution ?? {}).toEqual(kept);
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; dropped?: string[] });
      expect(logged.find((line) => line.dropped)).toMatchObject({
        msg: 'Malformed attribution left out of the signup',
      });
      expect(lines.join('')).not.toMatch(/ne.u0000ws|half/);
    },
  );

  it('keeps a value cut inside an emoji without its broken half (jsonb refuses one)', async () => {
    const server = await start();
    const value = `${'a'.repeat(199)}\u{1F600}`;
    const response = await server.inject(
      jsonPost(signupCallPaths.createCustomer, {
        email: 'ada@example.com',
        attribution: { utm_content: value, utm_term: `${'b'.repeat(198)}\u{1F600}` },
      }),
    );
    expect(response.statusCode).toBe(200);
    const customer = await context.harness.store.findCustomerById(response.json().customerId);
    expect(customer?.attribution).toEqual({
      utm_content: 'a'.repeat(199),
      utm_term: `${'b'.repeat(198)}\u{1F600}`,
    });
  });
});

describe('rate limits', () => {
  it('limits the exists check per address with 429 and a readable message', async () => {
    const server = await start({ RATE_LIMIT_EXISTS_MAX: '2' });
    expect((await exists(server, 'a@example.com')).statusCode).toBe(200);
    expect((await exists(server, 'b@example.com')).statusCode).toBe(200);
    const limited = await exists(server, 'c@example.com');
    expectError(limited, 429);
    expect(limited.json().errors[0].message).toMatch(/^Too many attempts .* Please wait \d+ \w+/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const otherAddress = await server.inject({
      url: `${signupCallPaths.exists}?email=d@example.com`,
      remoteAddress: '203.0.113.9',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('limits both signup calls, each on its own count', async () => {
    const server = await start({ RATE_LIMIT_SIGNUP_MAX: '1' });
    const { customerId } = (await createCustomer(server, 'ada@example.com')).json();
    expectError(await createCustomer(server, 'ada@example.com'), 429);
    expect((await createCheckout(server, customerId)).statusCode).toBe(200);
    expectError(await createCheckout(server, customerId), 429);
  });

  it('counts the address the proxy reports when TRUST_PROXY is set', async () => {
    const server = await start({ RATE_LIMIT_EXISTS_MAX: '1', TRUST_PROXY: 'loopback' });
    const from = (address: string) =>
      server.inject({
        url: `${signupCallPaths.exists}?email=a@example.com`,
        headers: { 'x-forwarded-for': address },
      });
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    expect((await from('198.51.100.2')).statusCode).toBe(200);
    expect((await from('198.51.100.1')).statusCode).toBe(429);
  });
});

describe('when the database is down', () => {
  it('answers every call with 503 and the error shape, never the driver error', async () => {
    const app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: unreachableStore(),
    });
    context.app = app;
    const responses = [
      await exists(app, 'ada@example.com'),
      await createCustomer(app, 'ada@example.com'),
      await createCheckout(app, '00000000-0000-4000-8000-000000000000'),
    ];
    for (const response of responses) {
      expectError(response, 503, apiMessages('en').databaseDown);
      expect(response.body).not.toContain('ECONNREFUSED');
    }
  });

  it('fails the health check with 503', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: unreachableStore(),
    });
    const response = await context.app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
  });
});

describe('health check', () => {
  it('answers 200 when the database answers', async () => {
    const response = await (await start()).inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  const preflight = (server: FastifyInstance, origin: string) =>
    server.inject({
      method: 'OPTIONS',
      url: signupCallPaths.createCustomer,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('answers the preflight of an allowed origin', async () => {
    const server = await start({ ALLOWED_ORIGINS: 'https://www.adhelm.com, https://adhelm.com' });
    const response = await preflight(server, 'https://adhelm.com');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://adhelm.com');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toContain('Content-Type');
  });

  it('allows the site origin by default and no other', async () => {
    const server = await start({ SITE_URL: 'https://www.adhelm.com/' });
    const allowed = await exists(server, 'a@example.com');
    expect(allowed.headers['access-control-allow-origin']).toBeUndefined();
    const fromSite = await server.inject({
      url: `${signupCallPaths.exists}?email=a@example.com`,
      headers: { origin: 'https://www.adhelm.com' },
    });
    expect(fromSite.headers['access-control-allow-origin']).toBe('https://www.adhelm.com');
    const fromElsewhere = await preflight(server, 'https://evil.example');
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin read error answers too, rate limits included', async () => {
    const server = await start({
      ALLOWED_ORIGINS: 'https://www.adhelm.com',
      RATE_LIMIT_EXISTS_MAX: '1',
    });
    const call = (email: string) =>
      server.inject({
        url: `${signupCallPaths.exists}?email=${encodeURIComponent(email)}`,
        headers: { origin: 'https://www.adhelm.com' },
      });
    const invalid = await call('nope');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe('https://www.adhelm.com');
    const limited = await call('a@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-control-allow-origin']).toBe('https://www.adhelm.com');
  });

  it('still serves a same-origin call whose Origin is not in the list', async () => {
    const server = await start({ SITE_URL: 'http://localhost:3000' });
    const response = await server.inject({
      ...jsonPost(signupCallPaths.createCustomer, { email: 'ada@example.com' }),
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4176' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the error shape', async () => {
    const server = await start();
    expectError(await server.inject('/api/customers/delete-everything'), 404);
    expectError(await server.inject(signupCallPaths.createCustomer), 404);
  });
});

describe('input no database can hold', () => {
  it('refuses control characters in an e-mail with 400, not a database error', async () => {
    const app = await start();
    const response = await exists(app, 'a\u0000b@example.com');
    expectError(response, 400, apiMessages('en').emailInvalid);
    const created = await createCustomer(app, '\u0000@example.com');
    expectError(created, 400, apiMessages('en').emailInvalid);
  });

  it('answers a customer id with a control character as an unknown customer', async () => {
    const app = await start();
    expectError(await createCheckout(app, 'abc\u0000'), 400, apiMessages('en').customerUnknown);
  });

  it('answers in the error shape before routing too: a large body to a GET-only address', async () => {
    const app = await start();
    const response = await app.inject({
      method: 'POST',
      url: signupCallPaths.exists,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(40_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ message: expect.any(String) }] });
  });
});

describe('preflight requests', () => {
  it('refuses an OPTIONS request without preflight headers in the error shape', async () => {
    const app = await start();
    const response = await app.inject({ method: 'OPTIONS', url: signupCallPaths.createCustomer });
    expectError(response, 400, apiMessages('en').preflightInvalid);
  });

  it('answers a real preflight from an allowed origin', async () => {
    const app = await start();
    const response = await app.inject({
      method: 'OPTIONS',
      url: signupCallPaths.createCustomer,
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});
