/** @vitest-environment node */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgliteHarness, type StoreHarness } from '../../test/storeHarness';
import type { Store } from '../store/store';
import { createTestDist, jsonPost, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../src/facts/signupApi';

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
      listSignups: (since) => store.listSignups(since),
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
