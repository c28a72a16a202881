import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/siteServerProcess';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../test/throwawayPostgres';
import type { Store } from '../store/store';
import { apiMessages } from '../http/errors';
import {
  jsonPost,
  setUpApiTests,
  startTestApp,
  testConfig,
  unreachableStore,
} from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';

const context = setUpApiTests();

const existsCall = `${signupCallPaths.exists}?email=ada%40example.com`;
const createCall = () => jsonPost(signupCallPaths.createCustomer, { email: 'ada@example.com' });

/** The answer and how long it took. */
async function timed(app: FastifyInstance, request: string | InjectOptions) {
  const started = performance.now();
  const response = await app.inject(request);
  return { response, ms: performance.now() - started };
}

function expectDatabaseDown(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(503);
  expect(JSON.parse(response.body)).toMatchObject({
    errors: [{ message: apiMessages('en').databaseDown }],
  });
}

describe('the health check', () => {
  it('answers 503 within its own timeout when the database does not answer', async () => {
    const hanging: Store = { ...unreachableStore(), ping: () => new Promise(() => undefined) };
    context.app = await startTestApp({
      config: testConfig(context.dist.dir, { HEALTH_TIMEOUT_MS: '300' }),
      store: hanging,
    });
    const { response, ms } = await timed(context.app, '/healthz');
    expectDatabaseDown(response);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(2_000);
  });
});

const postgresBin = postgresBinaries();

describe.skipIf(!postgresBin)(
  'a frozen PostgreSQL (a throwaway server, stopped with SIGSTOP)',
  () => {
    let postgres: ThrowawayPostgres;
    beforeAll(async () => {
      postgres = await startThrowawayPostgres(postgresBin ?? '', await freePort());
    }, 60_000);
    afterAll(() => postgres?.stop());

    it('answers 503 within the timeouts while frozen, and recovers by itself', async () => {
      const app = await startTestApp({
        config: testConfig(context.dist.dir, {
          DATABASE_URL: postgres.url,
          DATABASE_TIMEOUT_MS: '1000',
          HEALTH_TIMEOUT_MS: '500',
        }),
      });
      context.app = app;
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect((await app.inject(existsCall)).statusCode).toBe(200);

      postgres.freeze();
      try {
        const health = await timed(app, '/healthz');
        expectDatabaseDown(health.response);
        expect(health.ms).toBeLessThan(1_500);

        for (const request of [existsCall, createCall(), existsCall]) {
          const call = await timed(app, request);
          expectDatabaseDown(call.response);
          expect(call.ms).toBeLessThan(2_500);
        }
      } finally {
        postgres.thaw();
      }

      await expect
        .poll(async () => (await app.inject('/healthz')).statusCode, { timeout: 10_000 })
        .toBe(200);
      expect((await app.inject(existsCall)).statusCode).toBe(200);
      expect((await app.inject(createCall())).statusCode).toBe(200);
    }, 60_000);
  },
);
