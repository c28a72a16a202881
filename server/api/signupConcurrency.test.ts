import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../src/signup/api';
import { callsTo, mapConcurrently, signUp } from '../../test/signupJourney';
import { readSignupTables } from '../../test/signupTables';
import { freePort } from '../../test/siteServerProcess';
import { createTestDist, startTestApp, testConfig } from '../../test/apiApp';
import {
  createPgliteHarness,
  createPostgresHarness,
  type StoreHarness,
} from '../../test/storeHarness';

const postgresUrl = process.env.TEST_DATABASE_URL;
const sameEmailCalls = 60;
const distinctSignups = 120;

function concurrencySuite(openHarness: () => Promise<StoreHarness>) {
  let harness: StoreHarness;
  let dist: ReturnType<typeof createTestDist>;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    dist = createTestDist();
    harness = await openHarness();
    // Known before the app is built: the test checkout's address comes from SITE_URL.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = await startTestApp({
      config: testConfig(dist.dir, { SITE_URL: origin }),
      store: harness.store,
    });
    await app.listen({ host: '127.0.0.1', port });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await harness?.dispose();
    dist?.remove();
  });

  it(`makes one customer of ${sameEmailCalls} simultaneous create-customer calls for one e-mail in several spellings`, async () => {
    await harness.clear();
    const spellings = [
      'race@example.com',
      'RACE@example.com',
      '  race@example.com ',
      'Race@Example.Com',
    ];
    const options = callsTo(origin);
    const ids = await Promise.all(
      Array.from({ length: sameEmailCalls }, (_, index) =>
        createCustomer(spellings[index % spellings.length] ?? '', options()),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await readSignupTables(harness.sql)).toMatchObject({ customers: 1, duplicateEmails: 0 });
  }, 60_000);

  it(`completes ${distinctSignups} distinct signups made 30 at a time, each stored once`, async () => {
    await harness.clear();
    const emails = Array.from(
      { length: distinctSignups },
      (_, index) => `many-${index}@example.com`,
    );
    const journeys = await mapConcurrently(emails, 30, (email) => signUp(origin, email));
    expect(journeys.filter((journey) => journey.reached !== 'completed')).toEqual([]);
    expect(await readSignupTables(harness.sql)).toEqual({
      customers: distinctSignups,
      completedCustomers: distinctSignups,
      duplicateEmails: 0,
      completedWithoutSession: 0,
      sessionWithoutCompletedCustomer: 0,
    });
  }, 60_000);
}

describe('Concurrent signups over HTTP on embedded PGlite', () => {
  concurrencySuite(createPgliteHarness);
});

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Concurrent signups over HTTP on PostgreSQL (TEST_DATABASE_URL)'
    : 'Concurrent signups over HTTP on PostgreSQL (skipped: set TEST_DATABASE_URL=postgres://… to run)',
  () => {
    concurrencySuite(() => createPostgresHarness(postgresUrl ?? ''));
  },
);
