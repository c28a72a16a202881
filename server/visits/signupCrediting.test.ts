import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { beaconPath } from '../../shared/contracts/visitCounting';
import { createTestDist, startCheckout, startTestApp, testConfig } from '../../test/apiApp';
import { countRows, testCounter, useVisitDatabase, visitDatabases } from '../../test/visitCounting';
import type { SqlDriver } from '../store/sqlDriver';
import type { VisitCounter } from './visitCounter';

const beacon = JSON.stringify({
  events: [{ type: 'step', step: 'visit', path: '/', locale: 'en', device: 'desktop' }],
});

describe.each(visitDatabases)('signup steps credited to the visit on %s', (_name, open) => {
  const harness = useVisitDatabase(open);
  let dist: ReturnType<typeof createTestDist>;
  let app: FastifyInstance | undefined;
  let counter: VisitCounter | undefined;
  beforeAll(() => {
    dist = createTestDist();
  });
  afterAll(() => dist.remove());
  afterEach(async () => {
    await app?.close();
    await counter?.close();
  });

  async function start(db: SqlDriver) {
    counter = testCounter(db, new Date().toISOString()).counter;
    app = await startTestApp({
      config: testConfig(dist.dir),
      store: harness().store,
      visits: counter,
    });
    return { app, counter };
  }

  /** The signup's calls and the page's beacon come from the same address and browser. */
  async function signUpAfterVisit(app: FastifyInstance) {
    const visited = await app.inject({
      method: 'POST',
      url: beaconPath,
      headers: { 'content-type': 'text/plain' },
      payload: beacon,
    });
    expect(visited.statusCode).toBe(204);
    const { checkout } = await startCheckout(app);
    expect(checkout.statusCode).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: new URL(checkout.body).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
  }

  it('credits checkout and completed to the same daily hash as the beacon', async () => {
    const { app, counter } = await start(harness().sql);
    await signUpAfterVisit(app);
    await counter.flush();
    // One visitor of the day, who landed and reached the checkout and its completion.
    const rows = await harness().sql.query<{ landed: boolean; steps: number }>(
      'SELECT landed, steps FROM visit_visitors',
    );
    expect(rows).toEqual([{ landed: true, steps: 1 | 8 | 16 }]);
    const { funnel } = await counter.report({});
    expect(funnel.steps.map((entry) => entry.visitors)).toEqual([1, 0, 0, 1, 1]);
  });

  it('makes counting give way to each signup call and checkout page, not to beacons', async () => {
    const { app, counter } = await start(harness().sql);
    const givenWay = vi.spyOn(counter, 'giveWayTo');
    await signUpAfterVisit(app);
    // create-customer, create-checkout-session and the test checkout's payment.
    expect(givenWay).toHaveBeenCalledTimes(3);
    await app.inject({ method: 'GET', url: `${signupCallPaths.exists}?email=a@example.com` });
    expect(givenWay).toHaveBeenCalledTimes(4);
  });

  it('credits nothing to a signup that asks not to be counted', async () => {
    const { app, counter } = await start(harness().sql);
    const headers = { 'content-type': 'application/json', 'sec-gpc': '1' };
    const created = await app.inject({
      method: 'POST',
      url: signupCallPaths.createCustomer,
      headers,
      payload: JSON.stringify({ email: 'gpc@example.com' }),
    });
    const { customerId } = created.json<{ customerId: string }>();
    const checkout = await app.inject({
      method: 'POST',
      url: signupCallPaths.createCheckoutSession,
      headers,
      payload: JSON.stringify({ customerId }),
    });
    expect(checkout.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: new URL(checkout.body).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    await counter.flush();
    expect(await countRows(harness().sql, 'visit_visitors')).toBe(0);
    expect(await countRows(harness().sql, 'visit_checkouts')).toBe(0);
  });

  it('still signs up when counting cannot write', async () => {
    const failing: SqlDriver = {
      ...harness().sql,
      query: async () => {
        throw new Error('could not extend file: No space left on device');
      },
    };
    const { app, counter } = await start(failing);
    await signUpAfterVisit(app);
    await counter.flush();
    expect(counter.dropped().reasons['write failed']).toBeGreaterThan(0);
    expect(await harness().store.hasCompletedSignup('ada@example.com')).toBe(true);
  });
});
