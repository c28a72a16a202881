/** @vitest-environment node */
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { jsonPost, setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../src/facts/signupApi';

const context = setUpApiTests();

async function start(env: Record<string, string>) {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, env),
    store: context.harness.store,
  });
  return context.app;
}

const existsUrl = (email: string) => `${signupCallPaths.exists}?email=${encodeURIComponent(email)}`;

/** An exists check from one loopback address (127.0.0.x), over a real connection. */
function existsFrom(port: number, localAddress: string, email: string) {
  return new Promise<number>((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path: existsUrl(email), localAddress, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const fromAddress = (remoteAddress: string, extra: object = {}) => ({ remoteAddress, ...extra });

/** A customer whose checkout completed, so the e-mail "exists". */
async function completedSignup(app: FastifyInstance, email: string): Promise<string> {
  const { customerId } = (
    await app.inject(jsonPost(signupCallPaths.createCustomer, { email }))
  ).json();
  const checkout = await app.inject(
    jsonPost(signupCallPaths.createCheckoutSession, { customerId }),
  );
  await app.inject({ method: 'POST', url: new URL(checkout.body).pathname });
  return customerId as string;
}

const checkoutFrom = (app: FastifyInstance, remoteAddress: string, customerId: string) =>
  app.inject({
    ...jsonPost(signupCallPaths.createCheckoutSession, { customerId }),
    remoteAddress,
  });

describe('HEAD on the exists check', () => {
  it('is refused with 405 and the same length whether the e-mail has an account or not', async () => {
    const app = await start({});
    await completedSignup(app, 'ada@example.com');
    const known = await app.inject({ method: 'HEAD', url: existsUrl('ada@example.com') });
    const unknown = await app.inject({ method: 'HEAD', url: existsUrl('nobody@example.com') });
    expect(known.statusCode).toBe(405);
    expect(unknown.statusCode).toBe(405);
    expect(known.headers.allow).toBe('GET');
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(known.body).toBe('');
  });
});

describe('the per-e-mail limit on the exists check', () => {
  it('answers one e-mail only RATE_LIMIT_EMAIL_MAX times, from however many addresses', async () => {
    const app = await start({ RATE_LIMIT_EMAIL_MAX: '4' });
    const port = await listen(app);
    const statuses: number[] = [];
    for (let host = 2; host <= 11; host += 1) {
      statuses.push(await existsFrom(port, `127.0.0.${host}`, 'ada@example.com'));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    // Another e-mail, and the same client addresses, are not held back by it.
    expect(await existsFrom(port, '127.0.0.2', 'bob@example.com')).toBe(200);
  });

  it('counts the address in any case or spacing as one', async () => {
    const app = await start({ RATE_LIMIT_EMAIL_MAX: '2' });
    const ask = (email: string, address: string) =>
      app.inject({ url: existsUrl(email), ...fromAddress(address) });
    expect((await ask('Ada@Example.com', '127.0.0.2')).statusCode).toBe(200);
    expect((await ask(' ada@example.COM ', '127.0.0.3')).statusCode).toBe(200);
    const limited = await ask('ADA@EXAMPLE.COM', '127.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].message).toMatch(/^Too many attempts with this e-mail address/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the checkout call shares the exists budget', () => {
  it('costs from the client budget of the exists check, whatever it answers', async () => {
    const app = await start({ RATE_LIMIT_EXISTS_MAX: '3' });
    const customerId = await completedSignup(app, 'ada@example.com');
    const client = '127.0.0.7';
    expect((await checkoutFrom(app, client, customerId)).statusCode).toBe(409);
    const ask = () => app.inject({ url: existsUrl('bob@example.com'), ...fromAddress(client) });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });

  it('answers a spent budget with 429 for a completed and an open signup alike', async () => {
    const app = await start({ RATE_LIMIT_EXISTS_MAX: '1' });
    const completed = await completedSignup(app, 'ada@example.com');
    const { customerId: open } = (
      await app.inject(jsonPost(signupCallPaths.createCustomer, { email: 'bob@example.com' }))
    ).json();
    const client = '127.0.0.8';
    expect(
      (await app.inject({ url: existsUrl('x@example.com'), remoteAddress: client })).statusCode,
    ).toBe(200);
    const afterCompleted = await checkoutFrom(app, client, completed);
    const afterOpen = await checkoutFrom(app, client, open);
    expect([afterCompleted.statusCode, afterOpen.statusCode]).toEqual([429, 429]);
    expect(afterCompleted.json()).toEqual(afterOpen.json());
  });

  it('costs from the e-mail budget too, across client addresses', async () => {
    const app = await start({ RATE_LIMIT_EMAIL_MAX: '3' });
    const customerId = await completedSignup(app, 'ada@example.com');
    expect(
      (await app.inject({ url: existsUrl('ada@example.com'), remoteAddress: '127.0.0.2' }))
        .statusCode,
    ).toBe(200);
    const statuses = [];
    for (const client of ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      statuses.push((await checkoutFrom(app, client, customerId)).statusCode);
    }
    // The completed signup's own checkout counted once as well.
    expect(statuses).toEqual([409, 429, 429, 429]);
    const limited = await checkoutFrom(app, '127.0.0.9', customerId);
    expect(limited.json().errors[0].message).toMatch(/^Too many attempts with this e-mail address/);
  });
});

describe('client addresses', () => {
  it('counts IPv6 clients per /64', async () => {
    const app = await start({ RATE_LIMIT_EXISTS_MAX: '2' });
    const ask = (remoteAddress: string, email: string) =>
      app.inject({ url: existsUrl(email), remoteAddress });
    expect((await ask('2001:db8:1:2::1', 'a@example.com')).statusCode).toBe(200);
    expect((await ask('2001:db8:1:2:ffff:ffff:ffff:fffe', 'b@example.com')).statusCode).toBe(200);
    expect((await ask('2001:db8:1:2::3', 'c@example.com')).statusCode).toBe(429);
    expect((await ask('2001:db8:1:3::1', 'd@example.com')).statusCode).toBe(200);
  });

  it.each(['127.0.0.1', '1'])(
    'counts the address the proxy saw, not what the client wrote, with TRUST_PROXY=%s',
    async (trustProxy) => {
      const app = await start({ RATE_LIMIT_EXISTS_MAX: '3', TRUST_PROXY: trustProxy });
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await app.inject({
          url: existsUrl(`user${attempt}@example.com`),
          remoteAddress: '127.0.0.1',
          // The client wrote the first address itself; the proxy appended the one it saw.
          headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    },
  );
});
