/** @vitest-environment node */
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openRateLimitStore } from './rateLimitStore';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../src/facts/signupApi';

const context = setUpApiTests();

/** A loopback port nobody listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

const silentLog = { error: () => undefined, info: () => undefined } as never;

describe('rate-limit store', () => {
  it('counts in memory without REDIS_URL', async () => {
    const store = await openRateLimitStore(undefined, silentLog);
    expect(store.pluginOptions.redis).toBeUndefined();
    expect(store.location).toContain('memory');
    await store.close();
  });

  it('fails open and fast when Redis is down: requests pass, none waits', async () => {
    const port = await closedPort();
    const started = performance.now();
    context.app = await startTestApp({
      config: testConfig(context.dist.dir, {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        RATE_LIMIT_EXISTS_MAX: '1',
      }),
      store: context.harness.store,
    });
    const statuses: number[] = [];
    for (let request = 0; request < 3; request += 1) {
      const response = await context.app.inject(
        `${signupCallPaths.exists}?email=ada%40example.com`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    // Start-up (one refused connection) and three requests, well under one command timeout each.
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
