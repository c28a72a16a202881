/**
 * Visit counting under a flood, against the real server process on each database: beacons
 * stored per second (visitors written to visit_visitors during the flood, one per beacon, not
 * requests answered), and the signup journey's p99 alone and during the flood. Each beacon comes
 * from its own address (X-Forwarded-For through a trusted loopback proxy), so the per-client
 * limit does not cap it and every stored beacon is a new visitor.
 */
import autocannon from 'autocannon';
import { beaconPath } from '../shared/contracts/visitCounting';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { payAtTestCheckout } from '../test/signupJourney';
import {
  scratchPglite,
  scratchPostgres,
  startServerProcess,
  type ScratchDatabase,
} from '../test/siteServerProcess';

/** Beacons answered and stored (new rows in visit_visitors) over one phase of the run. */
export interface FloodPhase {
  seconds: number;
  beaconsAnswered: number;
  beaconsStored: number;
  storedPerSecond: number;
}

export interface BeaconRow {
  database: string;
  /** The flood alone: what one replica can store. */
  capacity: FloodPhase;
  /** The flood while visitors sign up: counting gives way, so fewer are stored. */
  besideSignups: FloodPhase;
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
  events: [
    {
      type: 'step',
      step: 'visit',
      path: '/pricing',
      locale: 'en',
      device: 'desktop',
      source: 'bench',
    },
  ],
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

/** Beacons sent by every flood of the run, so no address comes back in a later phase. */
let sent = 0;

async function flood(origin: string, seconds: number): Promise<number> {
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
          // A new address for every beacon: 16 million before one comes back.
          const client = ++sent;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': 'Mozilla/5.0 (bench)',
              'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
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
      'SELECT count(*) AS n FROM visit_visitors WHERE first_at BETWEEN $1 AND $2',
      [from.toISOString(), to.toISOString()],
    );
    return Number(row?.n ?? 0);
  } finally {
    await sql.close();
  }
}

interface FloodWindow {
  from: Date;
  to: Date;
  answered: number;
}

async function floodWindow(origin: string, seconds: number): Promise<FloodWindow> {
  const from = new Date();
  const answered = await flood(origin, seconds);
  return { from, to: new Date(), answered };
}

/** Rows are counted once the server has stopped: PGlite has one process at a time. */
async function phaseOf(database: ScratchDatabase, window: FloodWindow): Promise<FloodPhase> {
  const stored = await storedBetween(database, window.from, window.to);
  const seconds = (window.to.getTime() - window.from.getTime()) / 1000;
  return {
    seconds,
    beaconsAnswered: window.answered,
    beaconsStored: stored,
    storedPerSecond: stored / seconds,
  };
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
  let alone: FloodWindow;
  let beside: FloodWindow;
  let signupAlone: number;
  let signupBeside: number;
  try {
    await signupP99(server.origin, 1, `${runTag}-warm`);
    await flood(server.origin, 1);
    alone = await floodWindow(server.origin, seconds);
    signupAlone = await signupP99(server.origin, seconds, `${runTag}-alone`);
    [beside, signupBeside] = await Promise.all([
      floodWindow(server.origin, seconds),
      signupP99(server.origin, seconds, `${runTag}-flood`),
    ]);
  } finally {
    // Stopping writes what is still queued; only rows written during a phase count for it.
    await server.stop();
  }
  return {
    database: database.label,
    capacity: await phaseOf(database, alone),
    besideSignups: await phaseOf(database, beside),
    signupP99AloneMs: signupAlone,
    signupP99FloodMs: signupBeside,
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
        `  ${row.database.padEnd(18)} ${Math.round(row.capacity.storedPerSecond)} beacons/s stored alone (${row.capacity.beaconsStored} of ${row.capacity.beaconsAnswered} answered), ${Math.round(row.besideSignups.storedPerSecond)}/s beside signups  signup p99 ${Math.round(row.signupP99AloneMs)} ms alone, ${Math.round(row.signupP99FloodMs)} ms in the flood (${(row.signupP99FloodMs / row.signupP99AloneMs).toFixed(2)}×)`,
      );
    } finally {
      await database.remove();
    }
  }
  return { floodConnections, signupVisitors, seconds: options.seconds, rows };
}
