import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgliteHarness, type StoreHarness } from '../../test/storeHarness';
import type { Store } from '../store/store';
import { createTestDist, jsonPost, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { apiMessages } from '../http/errors';
import { parseAnswer } from '../../test/rawHttp';
import {
  scratchPglite,
  serverMainArgs,
  startServerProcess,
  type ScratchDatabase,
} from '../../test/siteServerProcess';

let dist: ReturnType<typeof createTestDist>;
beforeAll(() => {
  dist = createTestDist();
});
afterAll(() => dist.remove());

describe('on a fresh machine', () => {
  it('creates the embedded database in DATA_DIR, keeps signups across restarts and closes it on shutdown', async () => {
    const dataDir = join(dist.dir, 'fresh', 'data');
    const config = testConfig(dist.dir, { DATA_DIR: dataDir });
    try {
      const first = await startTestApp({ config });
      expect(existsSync(dataDir)).toBe(true);
      expect((await first.inject('/healthz')).statusCode).toBe(200);
      const created = await first.inject(
        jsonPost(signupCallPaths.createCustomer, { email: 'ada@example.com' }),
      );
      await first.close();

      // Reopening the folder works only if the first server closed the database.
      const second = await startTestApp({ config });
      const again = await second.inject(
        jsonPost(signupCallPaths.createCustomer, { email: 'ADA@example.com' }),
      );
      expect(again.json().customerId).toBe(created.json().customerId);
      await second.close();
    } finally {
      rmSync(join(dist.dir, 'fresh'), { recursive: true, force: true });
    }
  }, 120_000);
});

describe('graceful shutdown', () => {
  let harness: StoreHarness;
  beforeAll(async () => {
    harness = await createPgliteHarness();
  }, 60_000);
  afterAll(() => harness.dispose());

  it('finishes a request in flight before stopping', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const store = harness.store;
    const slowStore: Store = {
      findOrCreateCustomer: (email) => store.findOrCreateCustomer(email),
      findCustomerById: (id) => store.findCustomerById(id),
      hasCompletedSignup: async (email) => {
        arrived();
        await gate;
        return store.hasCompletedSignup(email);
      },
      linkPaymentCustomer: (id, paymentId) => store.linkPaymentCustomer(id, paymentId),
      recordCheckoutSession: (session) => store.recordCheckoutSession(session),
      findCheckoutSession: (id) => store.findCheckoutSession(id),
      completeCheckout: (request) => store.completeCheckout(request),
      findSignups: (query) => store.findSignups(query),
      recordSubscriptionEvent: (event) => store.recordSubscriptionEvent(event),
      customerOutcomes: (query) => store.customerOutcomes(query),
      signInLinks: store.signInLinks,
      teamSessions: store.teamSessions,
      deliveries: store.deliveries,
      ping: () => store.ping(),
      close: () => store.close(),
    };
    const app = await startTestApp({ config: testConfig(dist.dir), store: slowStore });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}${signupCallPaths.exists}?email=ada%40example.com`);
    await requestArrived;
    const closing = app.close();
    // Shutting down: the server takes no new connection, and answers ask to close theirs.
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ exists: false });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});

describe('answers at shutdown', () => {
  let harness: StoreHarness;
  beforeAll(async () => {
    harness = await createPgliteHarness();
  }, 60_000);
  afterAll(() => harness.dispose());

  it('answers a request still being handled 503 with Connection: close when the grace runs out', async () => {
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const stuck = <T>() => {
      arrived();
      return new Promise<T>(() => undefined);
    };
    const store: Store = {
      ...harness.store,
      hasCompletedSignup: () => stuck<boolean>(),
      findOrCreateCustomer: () => stuck<Awaited<ReturnType<Store['findOrCreateCustomer']>>>(),
    };
    const app = await startTestApp({ config: testConfig(dist.dir), store });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // A POST: its body has been read, so only the answer tells that it is still open.
    const signup = fetch(`${address}${signupCallPaths.createCustomer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    await requestArrived;
    const closing = app.close();
    expect(app.answerOpenRequests()).toBe(1);

    const response = await signup;
    expect(response.status).toBe(503);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.text()).toBe(apiMessages('en').restarting);
    await closing;
  });
  it('answers a request that arrives while closing 503, with the security headers', async () => {
    const app = await startTestApp({ config: testConfig(dist.dir), store: harness.store });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const late = connect({ host: '127.0.0.1', port });
    await once(late, 'connect');
    let received = '';
    late.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    late.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const closing = app.close();
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    late.write('\r\n');
    await once(late, 'close');
    await closing;

    const answer = parseAnswer(received);
    expect(answer.status).toBe(503);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.body).toBe(apiMessages('en').restarting);
  });
});

describe('the server process', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await scratchPglite();
  });
  afterAll(() => database.remove());

  it('on SIGTERM answers a slow upload 503 with Connection: close and exits 0 within the grace', async () => {
    const graceMs = 4_000;
    const server = await startServerProcess({
      ...database.serverEnv,
      DIST_DIR: dist.dir,
      REQUEST_TIMEOUT_MS: '3000',
      SHUTDOWN_GRACE_MS: String(graceMs),
    });
    const exited = once(server.child, 'exit');
    const upload = connect({ host: '127.0.0.1', port: Number(new URL(server.origin).port) });
    await once(upload, 'connect');
    let received = '';
    upload.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    upload.on('error', () => undefined);
    const uploadClosed = once(upload, 'close');
    upload.write(
      `POST ${signupCallPaths.createCustomer} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/json\r\nContent-Length: 64\r\n\r\n{"email":',
    );
    // The request has reached the server once a second connection has been answered after it.
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await uploadClosed;
    const answeredAfterMs = performance.now() - signalled;
    const [code] = await exited;
    const exitedAfterMs = performance.now() - signalled;

    const answer = parseAnswer(received);
    expect(answer.status).toBe(503);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answeredAfterMs).toBeLessThan(graceMs);
    expect(code).toBe(0);
    expect(exitedAfterMs).toBeLessThan(graceMs);
  }, 150_000);
});

// Each refusal is checked in-process (server/config.test.ts); this proves the process says it.
describe('a refused start-up', () => {
  it('prints one line and exits with code 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'adhelm-startup-'));
    try {
      const child = spawn(process.execPath, serverMainArgs(), {
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: '0',
          DIST_DIR: dist.dir,
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          PLATFORM_SIGNING_SECRET: randomBytes(32).toString('base64'),
          CHECKOUT: '',
          STRIPE_SECRET_KEY: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        expect.stringMatching(/^Refusing to start: NODE_ENV=production without Stripe/),
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
