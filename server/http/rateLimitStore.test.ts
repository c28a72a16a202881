import { toolPath } from '../../test/neededTools';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import Redis from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { openRateLimitStore, REDIS_TIMEOUTS } from './rateLimitStore';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { freePort } from '../../test/siteServerProcess';
import { signupCallPaths } from '../../shared/contracts/signupApi';

const context = setUpApiTests();

const silentLog = { error: () => undefined, info: () => undefined } as never;
const keySecret = 'a-secret-the-replicas-share';

/** The app on a Redis at `port`, its log lines kept for the test to read. */
async function appOnRedis(port: number, existsMax: number) {
  const lines: string[] = [];
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_EXISTS_MAX: String(existsMax),
      LOG_LEVEL: 'info',
    }),
    store: context.harness.store,
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });
  const app = context.app;
  let call = 0;
  return {
    /** An exists check of a new e-mail each time, so only the per-client count is under test. */
    check: async () =>
      (await app.inject(`${signupCallPaths.exists}?email=probe${call++}%40example.com`)).statusCode,
    logged: (words: string) => lines.filter((line) => line.includes(words)).length,
  };
}

let redis: ChildProcess | undefined;
async function startRedis(port: number): Promise<void> {
  redis = spawn(toolPath('Redis'), ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  redis.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 10_000 }).toMatch(/Ready to accept connections/);
}
async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null || redis.signalCode) return;
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  await once(redis, 'exit');
}
afterEach(stopRedis);

const unreachable = 'unreachable or not answering';
const back = 'answering again';

describe('rate-limit store', () => {
  it('counts in memory without REDIS_URL', async () => {
    const store = await openRateLimitStore(undefined, silentLog, keySecret);
    expect(store.location).toContain('memory');
    const counter = store.counter('sign-in-mail', 60_000);
    expect([await counter.hit('a'), await counter.hit('a'), await counter.hit('b')]).toEqual([
      1, 2, 1,
    ]);
    await store.close();
  });

  it('counts per process, fast, when Redis is down from the start, and says so once', async () => {
    const started = performance.now();
    const app = await appOnRedis(await freePort(), 2);
    const statuses = [await app.check(), await app.check(), await app.check(), await app.check()];
    expect(statuses).toEqual([200, 200, 429, 429]);
    // Start-up (one refused connection) and four requests, none waiting on Redis.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(app.logged(unreachable)).toBe(1);
  });
});

describe('with a real Redis', () => {
  it("shares a counter of its own between replicas, apart from the routes' counts", async () => {
    const port = await freePort();
    await startRedis(port);
    const replicas = await Promise.all(
      [1, 2].map(() => openRateLimitStore(`redis://127.0.0.1:${port}`, silentLog, keySecret)),
    );
    try {
      const [first, second] = replicas.map((store) => store.counter('sign-in-mail', 60_000));
      const counts = [];
      for (let hit = 0; hit < 6; hit += 1) {
        counts.push(await (hit % 2 ? first : second)?.hit('ada@example.com'));
      }
      expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await first?.hit('grace@example.com')).toBe(1);
      const other = replicas[0]?.counter('another-limit', 60_000);
      expect(await other?.hit('ada@example.com')).toBe(1);
    } finally {
      await Promise.all(replicas.map((store) => store.close()));
    }
  });

  it('keeps no e-mail address and no client address in Redis, only keyed hashes', async () => {
    const port = await freePort();
    await startRedis(port);
    context.app = await startTestApp({
      config: testConfig(context.dist.dir, { REDIS_URL: `redis://127.0.0.1:${port}` }),
      store: context.harness.store,
    });
    const answer = await context.app.inject({
      url: `${signupCallPaths.exists}?email=${encodeURIComponent('Ada.Probe@Example.com')}`,
      remoteAddress: '203.0.113.9',
    });
    expect(answer.statusCode).toBe(200);
    const store = await openRateLimitStore(`redis://127.0.0.1:${port}`, silentLog, keySecret);
    await store.counter('team-sign-in-mail', 60_000).hit('grace@example.com');
    const redisClient = new Redis(`redis://127.0.0.1:${port}`);
    try {
      const keys = await redisClient.keys('*');
      expect(keys.length).toBeGreaterThanOrEqual(3);
      for (const key of keys) expect(key).toMatch(/^adhelm-rate-limit:[\w-]{43}$/);
    } finally {
      redisClient.disconnect();
      await store.close();
    }
  });

  it('falls back to per-process limits while Redis is frozen, logging once each way', async () => {
    const port = await freePort();
    await startRedis(port);
    const app = await appOnRedis(port, 2);
    expect(await app.check()).toBe(200);

    redis?.kill('SIGSTOP');
    const frozenAt = performance.now();
    // Counted afresh in this process: two more pass, the third is refused; none waits long.
    expect([await app.check(), await app.check(), await app.check()]).toEqual([200, 200, 429]);
    expect(performance.now() - frozenAt).toBeLessThan(REDIS_TIMEOUTS.commandMs + 1_000);
    expect(app.logged(unreachable)).toBe(1);

    redis?.kill('SIGCONT');
    // Redis is tried again a few seconds after the failure; its count (one) resumes.
    await expect
      .poll(async () => (await app.check(), app.logged(back)), { timeout: 15_000, interval: 500 })
      .toBe(1);
    expect(app.logged(unreachable)).toBe(1);
    expect(await app.check()).toBe(429);
  }, 30_000);

  it('logs a lost Redis once and its return once', async () => {
    const port = await freePort();
    await startRedis(port);
    const app = await appOnRedis(port, 1_000);
    expect(await app.check()).toBe(200);

    await stopRedis();
    for (let call = 0; call < 5; call += 1) expect(await app.check()).toBe(200);
    await expect.poll(() => app.logged(unreachable), { timeout: 5_000 }).toBe(1);

    await startRedis(port);
    await expect
      .poll(async () => (await app.check(), app.logged(back)), { timeout: 15_000, interval: 500 })
      .toBe(1);
    expect(app.logged(unreachable)).toBe(1);
  }, 40_000);
});
