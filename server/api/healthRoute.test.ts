import { describe, expect, it } from 'vitest';
import type { Store } from '../store/store';
import { setUpApiTests, startTestApp, testConfig, unreachableStore } from '../../test/apiApp';
import { healthPaths } from '../../shared/contracts/serverPaths';
import { healthRoute } from './healthRoute';
import Fastify from 'fastify';

const context = setUpApiTests();

const never = () => new Promise<never>(() => undefined);

describe('liveness', () => {
  it('answers 200 without asking the database', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: { ...unreachableStore(), ping: never },
    });
    const response = await context.app.inject(healthPaths.liveness);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('readiness', () => {
  it('answers 200 on /readyz and its alias /healthz when the database answers', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: context.harness.store,
    });
    for (const path of [healthPaths.readiness, healthPaths.health]) {
      const response = await context.app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('writes nothing: a read-only database is still ready', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: context.harness.store,
    });
    await context.harness.sql.execute('SET default_transaction_read_only = on');
    try {
      expect((await context.app.inject(healthPaths.readiness)).statusCode).toBe(200);
    } finally {
      await context.harness.sql.execute('SET default_transaction_read_only = off');
    }
  });

  it('answers 503 when the database refuses the read', async () => {
    const harnessStore = context.harness.store;
    const closed: Store = {
      ...harnessStore,
      ping: () => Promise.reject(new Error('PGlite is closed')),
    };
    context.app = await startTestApp({ config: testConfig(context.dist.dir), store: closed });
    const response = await context.app.inject(healthPaths.readiness);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it('answers 503 within its timeout when the database is frozen', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir, { HEALTH_TIMEOUT_MS: '200' }),
      store: { ...unreachableStore(), ping: never },
    });
    const started = performance.now();
    const response = await context.app.inject(healthPaths.readiness);
    expect(response.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe('readiness with Redis', () => {
  async function withRedis(pingRedis: () => Promise<unknown>) {
    const app = Fastify();
    await app.register(healthRoute, { store: context.harness.store, pingRedis, timeoutMs: 200 });
    return app;
  }

  it('answers 200 when Redis answers', async () => {
    const app = await withRedis(async () => 'PONG');
    const response = await app.inject(healthPaths.readiness);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    await app.close();
  });

  it('answers 503 when Redis fails or does not answer in time', async () => {
    for (const pingRedis of [() => Promise.reject(new Error('ECONNREFUSED')), never]) {
      const app = await withRedis(pingRedis);
      const response = await app.inject(healthPaths.readiness);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', redis: 'down' });
      await app.close();
    }
  });
});
