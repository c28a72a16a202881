/**
 * The signup API under load, against the real server process on each database: `exists`
 * requests per second with autocannon (a fresh e-mail each request), and complete signups per
 * second made by the site's own signup client, checkout paid at the local test checkout. A bare
 * Fastify route on the same machine is the ceiling. Rate limits are raised through the server's
 * own settings, so the figures measure the API, not the limiter.
 */
import autocannon from 'autocannon';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { signUp } from '../test/signupJourney';
import {
  scratchPglite,
  scratchPostgres,
  startServerProcess,
  type ScratchDatabase,
} from '../test/siteServerProcess';
import { median } from './lighthouse';

export interface LoadRow {
  scenario: string;
  database: string;
  connections: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  errors: number;
}

export interface LoadOptions {
  distDir: string;
  seconds: number;
  connections: number;
  postgresUrl?: string;
  runTag: string;
}

export const scenarios = {
  bare: 'bare Fastify route: requests per second',
  exists: 'exists: requests per second',
  signup:
    'complete signups per second (4 calls each: exists, create-customer, create-checkout-session, test checkout paid)',
} as const;

const raisedLimits = {
  RATE_LIMIT_EXISTS_MAX: '100000000',
  RATE_LIMIT_SIGNUP_MAX: '100000000',
  RATE_LIMIT_EMAIL_MAX: '100000000',
};

async function requestsPerSecond(url: string, connections: number, seconds: number, tag: string) {
  let counter = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    // Each connection is renewed after 500 requests, as a real client does when the server
    // closes it: the server answers at most MAX_REQUESTS_PER_SOCKET (1,000) on one connection,
    // and autocannon would go on writing into one the server has closed, counting 503s.
    reconnectRate: 500,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) =>
          new URL(url).pathname === signupCallPaths.exists
            ? {
                ...request,
                path: `${new URL(url).pathname}?email=bench-${tag}-${++counter}@example.com`,
              }
            : request,
      },
    ],
  });
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** `connections` visitors signing up one after another until the time is up. */
async function signupsPerSecond(origin: string, connections: number, seconds: number, tag: string) {
  const durations: number[] = [];
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const visitor = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      const journey = await signUp(origin, `bench-${tag}-${++counter}@example.com`);
      if (journey.reached === 'completed') durations.push(performance.now() - begun);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: durations.length / elapsed,
    p50Ms: median(durations),
    p99Ms: percentile(durations, 0.99),
    completed: durations.length,
    errors,
  };
}

async function databaseLabel(database: ScratchDatabase): Promise<string> {
  if (database.label !== 'PostgreSQL') return database.label;
  const sql = await database.open();
  try {
    const [row] = await sql.query<{ server_version: string }>('SHOW server_version');
    return `PostgreSQL ${row?.server_version.split(' ')[0] ?? ''}`.trim();
  } finally {
    await sql.close();
  }
}

export async function runApiLoad(options: LoadOptions, log: (line: string) => void) {
  const { seconds, connections, runTag } = options;
  const rows: LoadRow[] = [];
  const record = (
    scenario: string,
    database: string,
    figures: Omit<LoadRow, 'scenario' | 'database' | 'connections'>,
  ) => {
    rows.push({ scenario, database, connections, ...figures });
    log(
      `  ${database.padEnd(18)} ${scenario.slice(0, 40).padEnd(40)} ${Math.round(figures.perSecond)}/s  p99 ${Math.round(figures.p99Ms)} ms  errors ${figures.errors}`,
    );
  };

  const bare = await startServerProcess({}, { script: 'bench/bareFastify.ts' });
  try {
    await requestsPerSecond(`${bare.origin}/healthz`, connections, 1, runTag); // warm-up
    record(
      scenarios.bare,
      'none',
      await requestsPerSecond(`${bare.origin}/healthz`, connections, seconds, runTag),
    );
  } finally {
    await bare.stop();
  }

  const openers: (() => Promise<ScratchDatabase>)[] = [async () => scratchPglite()];
  const postgresUrl = options.postgresUrl;
  if (postgresUrl) openers.push(() => scratchPostgres(postgresUrl));
  const unavailable: string[] = [];
  for (const open of openers) {
    const database = await open().catch((error: unknown) => {
      unavailable.push(error instanceof Error ? error.message : String(error));
      return undefined;
    });
    if (!database) continue;
    const label = await databaseLabel(database);
    const server = await startServerProcess({
      ...database.serverEnv,
      DIST_DIR: options.distDir,
      ...raisedLimits,
    });
    try {
      const existsUrl = new URL(signupCallPaths.exists, server.origin).href;
      await signupsPerSecond(server.origin, connections, 1, `${runTag}-warm`);
      record(
        scenarios.exists,
        label,
        await requestsPerSecond(existsUrl, connections, seconds, runTag),
      );
      record(
        scenarios.signup,
        label,
        await signupsPerSecond(server.origin, connections, seconds, runTag),
      );
    } finally {
      await server.stop();
      await database.remove();
    }
  }
  return {
    seconds,
    connections,
    rows,
    postgresUnavailable: postgresUrl
      ? unavailable
      : ['no BENCH_DATABASE_URL or TEST_DATABASE_URL set'],
  };
}
