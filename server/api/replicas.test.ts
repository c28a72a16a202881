/**
 * Two server processes behind one PostgreSQL and one Redis, as replicas behind a load balancer:
 * the e-mail-check limit counts across both, a signup started on one is the same signup on the
 * other, and a stalled Redis does not hold requests.
 */
import { toolPath } from '../../test/neededTools';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import Redis from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDist } from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { freePort, serverMainArgs } from '../../test/siteServerProcess';

const postgresUrl = process.env.TEST_DATABASE_URL;
const EXISTS_MAX = 10;

interface Running {
  process: ChildProcess;
  origin: string;
  output: () => string;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise<Running & { match: RegExpMatchArray }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not ready in 30 s:\n${output}`)), 30_000);
    const check = () => {
      const match = output.match(ready);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      resolve({ process: child, origin: '', output: () => output, match });
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
}

async function stop(running: Running | undefined): Promise<void> {
  if (!running || running.process.exitCode !== null || running.process.signalCode) return;
  running.process.kill('SIGCONT');
  running.process.kill('SIGTERM');
  await once(running.process, 'exit');
}

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Two replicas on one PostgreSQL (TEST_DATABASE_URL) and one Redis'
    : 'Two replicas on one PostgreSQL and one Redis (skipped: set TEST_DATABASE_URL=postgres://… to run)',
  () => {
    const schema = `replicas_${process.pid}_${Date.now()}`;
    let dist: ReturnType<typeof createTestDist> | undefined;
    let admin: pg.Client | undefined;
    let redis: Running | undefined;
    let redisUrl = '';
    const replicas: Running[] = [];

    beforeAll(async () => {
      const redisBinary = toolPath('Redis');
      dist = createTestDist();
      // Own tables in their own schema: other suites clear the shared database's tables.
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const databaseUrl = new URL(postgresUrl ?? '');
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);

      const redisPort = await freePort();
      redisUrl = `redis://127.0.0.1:${redisPort}`;
      redis = await start(
        redisBinary,
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        process.env,
        /Ready to accept connections/,
      );

      const serverEnv = (): NodeJS.ProcessEnv => ({
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DIST_DIR: dist?.dir,
        DATABASE_URL: databaseUrl.href,
        REDIS_URL: redisUrl,
        RATE_LIMIT_EXISTS_MAX: String(EXISTS_MAX),
        RATE_LIMIT_SIGNUP_MAX: '1000',
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: '',
      });
      // Started together, as replicas are: the migrations' lock lets one migrate, the other wait.
      const started = await Promise.all(
        [0, 1].map(() =>
          start(process.execPath, serverMainArgs(), serverEnv(), /ready at (http:\/\/\S+?)\/?\s/),
        ),
      );
      for (const server of started) replicas.push({ ...server, origin: server.match[1] ?? '' });
    }, 90_000);

    afterAll(async () => {
      await Promise.all(replicas.map(stop));
      await stop(redis);
      await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await admin?.end();
      dist?.remove();
    });

    const replica = (index: number): Running => {
      const running = replicas[index];
      if (!running) throw new Error('The replicas did not start.');
      return running;
    };
    const [first, second] = [() => replica(0), () => replica(1)];
    const exists = (replica: Running, email: string) =>
      fetch(`${replica.origin}${signupCallPaths.exists}?email=${encodeURIComponent(email)}`);
    const post = (replica: Running, path: string, body: unknown) =>
      fetch(`${replica.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    /** Every test starts with no request counted: the limits live in Redis only. */
    beforeEach(async () => {
      const client = new Redis(redisUrl, { lazyConnect: true });
      await client.connect();
      await client.flushall();
      client.disconnect();
    });

    it('counts the e-mail-check limit across both replicas', async () => {
      const statuses: number[] = [];
      // Distinct e-mails: only the per-address count is under test.
      for (let call = 0; call < 12; call += 1) {
        const replica = call < 6 ? first() : second();
        statuses.push((await exists(replica, `probe${call}@example.com`)).status);
      }
      expect(statuses).toEqual([...Array<number>(EXISTS_MAX).fill(200), 429, 429]);
    });

    it('makes one customer for one e-mail, whichever replica is asked', async () => {
      const email = `shared-${Date.now()}@example.com`;
      const answers = await Promise.all(
        [first(), second(), first(), second()].map(async (replica) =>
          (await post(replica, signupCallPaths.createCustomer, { email })).json(),
        ),
      );
      const ids = new Set(answers.map((answer) => (answer as { customerId: string }).customerId));
      expect(ids.size).toBe(1);
      const [customerId] = [...ids];
      const rows = await admin?.query(
        `SELECT count(*)::int AS n FROM ${schema}.customers WHERE lower(email) = lower($1)`,
        [email],
      );
      expect(rows?.rows[0]).toEqual({ n: 1 });

      // The checkout is opened on the other replica with the id the first one gave.
      const checkout = await post(second(), signupCallPaths.createCheckoutSession, {
        customerId,
      });
      expect(checkout.status).toBe(200);
      expect(await checkout.text()).toMatch(/\/checkout\/test\//);
    });

    it('counts per replica at once when Redis stalls, and in Redis again when it is back', async () => {
      for (let call = 0; call < EXISTS_MAX; call += 1) {
        expect(
          (await exists(call % 2 ? first() : second(), `spent${call}@example.com`)).status,
        ).toBe(200);
      }
      redis?.process.kill('SIGSTOP');
      try {
        const started = performance.now();
        // Over the shared limit already, yet answered: this replica counts on its own meanwhile.
        const response = await exists(first(), 'stalled@example.com');
        expect(response.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(2_000);
      } finally {
        redis?.process.kill('SIGCONT');
      }
      await expect
        .poll(async () => (await exists(second(), 'back@example.com')).status, { timeout: 10_000 })
        .toBe(429);
    });
  },
);
