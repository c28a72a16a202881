/**
 * Visit counting under a flood, against the real server process on each database: beacons
 * stored per second (rows written to visit_events during the flood, not requests answered), and
 * the signup journey's p99 alone and during the flood. Each beacon comes from its own address
 * (X-Forwarded-For through a trusted loopback proxy), so the per-client limit does not cap it.
 */
import autocannon from 'autocannon';
import { beaconPath } from '../src/facts/visitCounting';
import { signupCallPaths } from '../src/facts/signupApi';
import { payAtTestCheckout } from '../test/signupJourney';
import {
  scratchPglite,
  scratchPostgres,
  startServerProcess,
  type ScratchDatabase,
} from '../test/siteServerProcess';

export interface BeaconRow {
  database: string;
  seconds: number;
  beaconsAnswered: number;
  beaconsStored: number;
  storedPerSecond: number;
  signupP99AloneMs: number;
  signupP99FloodMs: number;
}

export interface BeaconOptions {
  distDir: string;
  seconds: number;
  postgresUrl?: string | undefined;
  runTag: string;
}

/** Beacon senders at once, and visitors signing up one after another beside them. */
const floodConnections = 64;
const signupVisitors = 2;
const beacon = JSON.stringify({
  events: [{ type: 'step', step: 'visit', path: '/pricing', locale: 'en', source: 'bench' }],
});

function p99(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN;
}

async function call(origin: string, path: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(new URL(path, origin), {
    ...init,
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (bench)' },
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return body;
}

/** One visitor's signup, call by call as the page makes them, the test checkout paid. */
async function signUp(origin: string, email: string): Promise<void> {
  await call(origin, `${signupCallPaths.exists}?email=${encodeURIComponent(email)}`);
  const created = await call(origin, signupCallPaths.createCustomer, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  const { customerId } = JSON.parse(created) as { customerId: string };
  const checkoutUrl = await call(origin, signupCallPaths.createCheckoutSession, {
    method: 'POST',
    body: JSON.stringify({ customerId }),
  });
  await payAtTestCheckout(checkoutUrl);
}

async function signupP99(origin: string, seconds: number, tag: string): Promise<number> {
  const durations: number[] = [];
  let counter = 0;
  const deadline = performance.now() + seconds * 1000;
  const visitor = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      await signUp(origin, `beacons-${tag}-${++counter}@example.com`);
      durations.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: signupVisitors }, visitor));
  return p99(durations);
}

async function flood(origin: string, seconds: number): Promise<number> {
  let sent = 0;
  const result = await autocannon({
    url: new URL(beaconPath, origin).href,
    connections: floodConnections,
    duration: seconds,
    reconnectRate: 500,
    requests: [
      {
        method: 'POST',
        body: beacon,
        setupRequest: (request) => {
          const client = ++sent % 60_000;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': 'Mozilla/5.0 (bench)',
              'x-forwarded-for': `10.9.${client >> 8}.${client & 255}`,
            },
          };
        },
      },
    ],
  });
  return result['2xx'];
}

async function storedBetween(database: ScratchDatabase, from: Date, to: Date): Promise<number> {
  const sql = await database.open();
  try {
    const [row] = await sql.query<{ n: string }>(
      'SELECT count(*) AS n FROM visit_events WHERE at BETWEEN $1 AND $2',
      [from.toISOString(), to.toISOString()],
    );
    return Number(row?.n ?? 0);
  } finally {
    await sql.close();
  }
}

async function measure(database: ScratchDatabase, options: BeaconOptions): Promise<BeaconRow> {
  const { seconds, runTag } = options;
  const server = await startServerProcess(
    {
      ...database.serverEnv,
      DIST_DIR: options.distDir,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_EXISTS_MAX: '100000000',
      RATE_LIMIT_SIGNUP_MAX: '100000000',
      RATE_LIMIT_EMAIL_MAX: '100000000',
    },
    { timeoutMs: 120_000 },
  );
  let answered = 0;
  let alone = Number.NaN;
  let during = Number.NaN;
  const window = { from: new Date(), to: new Date() };
  try {
    await signupP99(server.origin, 1, `${runTag}-warm`);
    await flood(server.origin, 1);
    alone = await signupP99(server.origin, seconds, `${runTag}-alone`);
    window.from = new Date();
    [answered, during] = await Promise.all([
      flood(server.origin, seconds),
      signupP99(server.origin, seconds, `${runTag}-flood`),
    ]);
    window.to = new Date();
  } finally {
    // Stopping writes what is still queued; only rows written during the flood are counted.
    await server.stop();
  }
  const stored = await storedBetween(database, window.from, window.to);
  const elapsed = (window.to.getTime() - window.from.getTime()) / 1000;
  return {
    database: database.label,
    seconds: elapsed,
    beaconsAnswered: answered,
    beaconsStored: stored,
    storedPerSecond: stored / elapsed,
    signupP99AloneMs: alone,
    signupP99FloodMs: during,
  };
}

export async function runBeaconLoad(options: BeaconOptions, log: (line: string) => void) {
  const openers: (() => Promise<ScratchDatabase>)[] = [async () => scratchPglite()];
  if (options.postgresUrl) {
    const url = options.postgresUrl;
    openers.push(() => scratchPostgres(url));
  }
  const rows: BeaconRow[] = [];
  for (const open of openers) {
    const database = await open();
    try {
      const row = await measure(database, options);
      rows.push(row);
      log(
        `  ${row.database.padEnd(18)} ${Math.round(row.storedPerSecond)} beacons/s stored (${row.beaconsStored} of ${row.beaconsAnswered} answered)  signup p99 ${Math.round(row.signupP99AloneMs)} ms alone, ${Math.round(row.signupP99FloodMs)} ms in the flood (${(row.signupP99FloodMs / row.signupP99AloneMs).toFixed(2)}×)`,
      );
    } finally {
      await database.remove();
    }
  }
  return { floodConnections, signupVisitors, rows };
}
