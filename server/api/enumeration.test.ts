import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../http/errors';
import { processSignup } from '../../src/signup/processSignup';
import { jsonPost, setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { signupLanguage } from '../../test/signupLanguage';

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
  return new Promise<string>((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path: existsUrl(email), localAddress, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(`${response.statusCode ?? 0} ${body}`));
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

/** The limits a production server starts with (server/config.ts's defaults). */
const productionLimits = {
  RATE_LIMIT_WINDOW_MS: '60000',
  RATE_LIMIT_EXISTS_MAX: '10',
  RATE_LIMIT_SIGNUP_MAX: '20',
  RATE_LIMIT_EMAIL_MAX: '10',
};

/**
 * The trial dialog's own flow (src/signup/processSignup.ts: exists, create-customer, checkout
 * session) from one client address, its calls answered by the app.
 */
async function dialogFrom(app: FastifyInstance, remoteAddress: string, email: string) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search,
      headers: { 'content-type': 'application/json' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  });
  try {
    return await processSignup(email, { language: signupLanguage(), redirect: () => undefined });
  } finally {
    vi.unstubAllGlobals();
  }
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
  it('tells about one e-mail only RATE_LIMIT_EMAIL_MAX times, from however many addresses', async () => {
    const app = await start({ RATE_LIMIT_EMAIL_MAX: '4' });
    await completedSignup(app, 'ada@example.com');
    const port = await listen(app);
    const answers: string[] = [];
    for (let host = 2; host <= 11; host += 1) {
      answers.push(await existsFrom(port, `127.0.0.${host}`, 'ada@example.com'));
    }
    // Past the budget the answer stops telling: "not known", never a refusal that locks out.
    expect(answers).toEqual([
      ...Array<string>(4).fill('200 {"exists":true}'),
      ...Array<string>(6).fill('200 {"exists":false}'),
    ]);
    // Another e-mail, and the same client addresses, are not held back by it.
    expect(await existsFrom(port, '127.0.0.2', 'ada@example.org')).toBe('200 {"exists":false}');
  });

  it('counts the address in any case or spacing as one', async () => {
    const app = await start({ RATE_LIMIT_EMAIL_MAX: '2' });
    await completedSignup(app, 'Ada@example.com');
    const ask = async (email: string, address: string) =>
      (await app.inject({ url: existsUrl(email), ...fromAddress(address) })).json();
    expect(await ask('Ada@Example.com', '127.0.0.2')).toEqual({ exists: true });
    expect(await ask(' ada@example.COM ', '127.0.0.3')).toEqual({ exists: true });
    expect(await ask('ADA@EXAMPLE.COM', '127.0.0.4')).toEqual({ exists: false });
  });
});

describe('no lockout: whatever others did with an address, its owner can start a trial', () => {
  it('reaches the checkout after 60 exists checks of the address from 60 other clients', async () => {
    const app = await start(productionLimits);
    const port = await listen(app);
    for (let host = 2; host <= 61; host += 1) {
      await existsFrom(port, `127.0.0.${host}`, 'owner@example.com');
    }
    const outcome = await dialogFrom(app, '10.0.0.1', 'Owner@Example.com');
    expect(outcome).toMatchObject({ status: 'redirecting' });
    expect(outcome.status === 'redirecting' && outcome.checkoutUrl).toContain('/checkout/test/');
  });

  it("still tells a completed account's owner, at the checkout call and from their own budget", async () => {
    const app = await start(productionLimits);
    const customerId = await completedSignup(app, 'owner@example.com');
    for (let host = 2; host <= 61; host += 1) {
      await app.inject({ url: existsUrl('owner@example.com'), remoteAddress: `127.0.1.${host}` });
    }
    expect(await dialogFrom(app, '10.0.0.1', 'owner@example.com')).toMatchObject({
      status: 'stopped',
    });
    const checkout = await checkoutFrom(app, '10.0.0.2', customerId);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({ errors: [{ message: apiMessages('en').emailExists }] });
  });

  it('lets an office behind one address sign 20 people up in an hour, without a 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00Z') });
    try {
      const app = await start(productionLimits);
      const outcomes = [];
      // Four at a time, every twelve minutes: a burst each time a meeting ends.
      for (let person = 0; person < 20; person += 1) {
        vi.setSystemTime(new Date(Date.UTC(2026, 2, 2, 9, 12 * Math.floor(person / 4))));
        outcomes.push(await dialogFrom(app, '192.0.2.10', `colleague${person}@office.example`));
      }
      expect(outcomes.map((outcome) => outcome.status)).toEqual(
        Array<string>(20).fill('redirecting'),
      );
    } finally {
      vi.useRealTimers();
    }
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
