/** @vitest-environment node */
import type { FastifyInstance } from 'fastify';
import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconPath } from '../../shared/contracts/visitCounting';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signUp } from '../../test/signupJourney';
import { freePort } from '../../test/siteServerProcess';
import { testCounter } from '../../test/visitCounting';
import type { VisitCounter } from './visitCounter';

const context = setUpApiTests();
let counter: VisitCounter | undefined;
afterEach(async () => {
  await counter?.close();
  counter = undefined;
});

const maxConnections = 80;
/** Flood senders: this many addresses (127.0.0.2, 127.0.0.3…), each with this many connections. */
const floodAddresses = 12;
const connectionsPerAddress = 6;

const beacon = JSON.stringify({
  events: [{ type: 'step', step: 'visit', path: '/', locale: 'en', device: 'phone' }],
});

/** One beacon from `localAddress`, through `agent` (kept alive) or on a connection of its own. */
function postBeacon(port: number, localAddress: string, agent?: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: beaconPath,
        method: 'POST',
        ...(agent ? { agent } : { agent: false, localAddress }),
        headers: {
          'content-type': 'text/plain',
          'user-agent': `flood ${localAddress}`,
          ...(agent ? {} : { connection: 'close' }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(beacon);
  });
}

/** Posts beacons on one kept-alive connection from `localAddress`, each after the last answer. */
async function keepSending(port: number, localAddress: string, stopped: () => boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  let answered = 0;
  try {
    while (!stopped()) if ((await postBeacon(port, localAddress, agent)) === 204) answered += 1;
  } catch {
    // The server closed at the end of a failed test: what was answered still counts.
  } finally {
    agent.destroy();
  }
  return answered;
}

async function timedSignUp(origin: string, email: string) {
  const begun = performance.now();
  const journey = await signUp(origin, email);
  return { reached: journey.reached, failure: journey.failure, ms: performance.now() - begun };
}

async function listeningApp(options: Parameters<typeof testCounter>[2] = {}) {
  // As the server sets it: a quarter of MAX_CONNECTIONS may be held answering dropped beacons.
  counter = testCounter(context.harness.sql, new Date().toISOString(), {
    maxHeldAnswers: maxConnections / 4,
    ...options,
  }).counter;
  const port = await freePort();
  // The test checkout's address is built from SITE_URL: the signup must come back here.
  const origin = `http://127.0.0.1:${port}`;
  const app = await startTestApp({
    config: testConfig(context.dist.dir, {
      SITE_URL: origin,
      MAX_CONNECTIONS: String(maxConnections),
      MAX_CONNECTIONS_PER_CLIENT: String(connectionsPerAddress),
    }),
    store: context.harness.store,
    visits: counter,
  });
  context.app = app;
  await app.listen({ host: '127.0.0.1', port });
  // The signup's normal time on this machine, measured first (the second one, warmed up).
  await timedSignUp(origin, 'warm@example.com');
  const alone = await timedSignUp(origin, 'alone@example.com');
  expect(alone.reached).toBe('completed');
  return { app, port, origin, alone };
}

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** Three visitors sign up one after another; each must complete within its normal time. */
async function expectSignupsUnharmed(origin: string, alone: { ms: number }, tag: string) {
  for (let visitor = 0; visitor < 3; visitor++) {
    const journey = await timedSignUp(origin, `${tag}-${visitor}@example.com`);
    expect(journey.failure).toBeUndefined();
    expect(journey.reached).toBe('completed');
    // Room for a busy machine, but not for a refused connection or a held answer on each call.
    expect(journey.ms).toBeLessThan(Math.max(2_000, 4 * alone.ms));
  }
}

describe('a beacon flood from many addresses', () => {
  it('holding connections up to near MAX_CONNECTIONS neither refuses nor delays a signup', async () => {
    const { app, port, origin, alone } = await listeningApp();
    let stopped = false;
    const senders = Array.from({ length: floodAddresses * connectionsPerAddress }, (_, index) =>
      keepSending(port, `127.0.0.${2 + (index % floodAddresses)}`, () => stopped),
    );
    await vi.waitFor(
      async () => expect(await openConnections(app)).toBeGreaterThanOrEqual(senders.length),
      { timeout: 20_000, interval: 50 },
    );
    await expectSignupsUnharmed(origin, alone, 'kept');
    stopped = true;
    const answered = (await Promise.all(senders)).reduce((sum, count) => sum + count, 0);
    // The flood was answered all along, so it kept its connections busy.
    expect(answered).toBeGreaterThan(senders.length);
  }, 60_000);

  it('sending without waiting, each beacon on its own connection, holds at most a quarter of the sockets', async () => {
    // Counting takes few beacons while a signup is under way, so most of this flood is dropped:
    // a dropped beacon answered late keeps its socket open meanwhile, up to the cap.
    const { app, port, origin, alone } = await listeningApp({ beaconsPerSecondDuringSignups: 10 });
    let mostOpen = 0;
    let sent = 0;
    const inFlight = new Set<Promise<unknown>>();
    const flood = setInterval(() => {
      for (let burst = 0; burst < 4; burst++) {
        const sending = postBeacon(port, `127.0.0.${2 + (sent++ % floodAddresses)}`).catch(() => 0);
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      }
    }, 10);
    const watch = setInterval(() => {
      void openConnections(app).then((open) => (mostOpen = Math.max(mostOpen, open)));
    }, 20);
    try {
      const floodsFor = new Promise((resolve) => setTimeout(resolve, 2_000));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expectSignupsUnharmed(origin, alone, 'one-shot');
      await floodsFor;
    } finally {
      clearInterval(flood);
      clearInterval(watch);
      await Promise.all(inFlight);
    }
    expect(sent).toBeGreaterThan(100);
    expect(counter?.dropped().reasons['signup under way']).toBeGreaterThan(20);
    // The held quarter, and the few answered at once that are in flight: far from the cap.
    expect(mostOpen).toBeLessThan(maxConnections / 2);
  }, 60_000);
});
