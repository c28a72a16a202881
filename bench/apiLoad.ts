/**
 * Load on the signup API with autocannon, against the real server (`server/main.ts`) on each
 * database, next to a bare Fastify route on the same machine as the ceiling. Rate limits are
 * raised through the server's own configuration, so the figures measure the API, not the limiter.
 */
import autocannon from 'autocannon';
import { join } from 'node:path';
import { freshDataDir, type DatabaseTarget } from './databases';
import { benchOut, builds, ports } from './paths';
import { startProcess, stopProcess, waitForUrl } from './processes';
import { loadTestRateLimits, startSiteServer } from './siteServer';
import { ratio } from './stats';

export interface LoadFigures {
  requestsPerSecond: number;
  /** For the signup scenario: complete three-call signups per second. */
  iterationsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts, plus responses that were not 2xx. */
  errors: number;
  non2xx: number;
  /** This scenario's requests per second over the bare Fastify route's, same connections. */
  ratioToBare: number | null;
}

export interface ScenarioResult {
  scenario: string;
  database: string;
  connections: number;
  figures: LoadFigures;
}

export interface ApiLoadResults {
  durationSeconds: number;
  connections: number[];
  results: ScenarioResult[];
  seconds: number;
}

interface Scenario {
  name: string;
  /** HTTP calls per iteration: 3 for the full signup. */
  callsPerIteration: number;
  requests: (nextEmail: () => string) => autocannon.Request[];
}

interface SignupContext {
  email?: string;
  customerId?: string;
}

const jsonHeaders = { 'content-type': 'application/json' };

function existsRequest(nextEmail: () => string): autocannon.Request {
  return {
    method: 'GET',
    setupRequest: (request, context) => {
      const email = nextEmail();
      (context as SignupContext).email = email;
      return { ...request, path: `/api/accounting/exists?email=${encodeURIComponent(email)}` };
    },
  };
}

function createCustomerRequest(nextEmail?: () => string): autocannon.Request {
  return {
    method: 'POST',
    setupRequest: (request, context) => {
      const signup = context as SignupContext;
      const email = signup.email ?? nextEmail?.() ?? '';
      return {
        ...request,
        path: '/api/customers/create-customer',
        headers: jsonHeaders,
        body: JSON.stringify({ email }),
      };
    },
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const id = (JSON.parse(body) as { customerId?: unknown }).customerId;
      if (typeof id === 'string') (context as SignupContext).customerId = id;
    },
  };
}

const checkoutSessionRequest: autocannon.Request = {
  method: 'POST',
  setupRequest: (request, context) => ({
    ...request,
    path: '/api/customers/create-checkout-session',
    headers: jsonHeaders,
    body: JSON.stringify({ customerId: (context as SignupContext).customerId ?? '' }),
  }),
};

const signupScenario: Scenario = {
  name: 'signup (3 calls)',
  callsPerIteration: 3,
  requests: (next) => [existsRequest(next), createCustomerRequest(), checkoutSessionRequest],
};

const apiScenarios: Scenario[] = [
  { name: 'exists', callsPerIteration: 1, requests: (next) => [existsRequest(next)] },
  {
    name: 'create-customer',
    callsPerIteration: 1,
    requests: (next) => [createCustomerRequest(next)],
  },
  signupScenario,
];

const bareScenario: Scenario = {
  name: 'bare Fastify route',
  callsPerIteration: 1,
  requests: () => [{ method: 'GET', path: '/ping' }],
};

let emailCounter = 0;
function emailSource(tag: string): () => string {
  return () => `bench-load-${tag}-${++emailCounter}@example.com`;
}

async function measure(
  origin: string,
  scenario: Scenario,
  connections: number,
  durationSeconds: number,
  tag: string,
): Promise<Omit<LoadFigures, 'ratioToBare'>> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: durationSeconds,
    timeout: 10,
    requests: scenario.requests(emailSource(tag)),
  });
  return {
    requestsPerSecond: result.requests.average,
    iterationsPerSecond: result.requests.average / scenario.callsPerIteration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
  };
}

export async function runApiLoad(
  databases: readonly DatabaseTarget[],
  options: { durationSeconds: number; connections: readonly number[]; runTag: string },
  log: (line: string) => void,
): Promise<ApiLoadResults> {
  const started = performance.now();
  const { durationSeconds, connections, runTag } = options;
  const results: ScenarioResult[] = [];
  const record = (scenario: string, database: string, count: number, figures: LoadFigures) => {
    results.push({ scenario, database, connections: count, figures });
    log(
      `  ${database.padEnd(18)} ${scenario.padEnd(20)} c=${String(count).padEnd(3)} ${Math.round(figures.requestsPerSecond)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  errors ${figures.errors}`,
    );
  };

  const bare = startProcess({
    name: 'bare-fastify',
    command: process.execPath,
    args: ['--import', 'tsx', 'bench/bareFastify.ts'],
    env: { PORT: String(ports.bareFastify) },
    logFile: join(benchOut, 'logs', 'bare-fastify.log'),
  });
  const bareRps = new Map<number, number>();
  try {
    const origin = `http://127.0.0.1:${ports.bareFastify}`;
    await waitForUrl(`${origin}/ping`, 30_000, bare);
    await measure(origin, bareScenario, 10, 1, runTag); // warm-up
    for (const count of connections) {
      const figures = await measure(origin, bareScenario, count, durationSeconds, runTag);
      bareRps.set(count, figures.requestsPerSecond);
      record(bareScenario.name, 'none', count, { ...figures, ratioToBare: 1 });
    }
  } finally {
    await stopProcess(bare);
  }

  for (const database of databases) {
    const server = await startSiteServer({
      name: `api-${database.kind}`,
      port: database.kind === 'pglite' ? ports.apiPglite : ports.apiPostgres,
      distDir: builds.prerendered,
      dataDir: freshDataDir(),
      databaseUrl: database.databaseUrl,
      env: loadTestRateLimits,
    });
    try {
      await measure(server.origin, signupScenario, 10, 2, `${runTag}-warm`); // warm-up
      for (const scenario of apiScenarios) {
        for (const count of connections) {
          const tag = `${runTag}-${database.kind}-${count}`;
          const figures = await measure(server.origin, scenario, count, durationSeconds, tag);
          const ratioToBare = ratio(figures.requestsPerSecond, bareRps.get(count) ?? 0);
          record(scenario.name, database.label, count, { ...figures, ratioToBare });
        }
      }
    } finally {
      await stopProcess(server.process);
    }
  }

  return {
    durationSeconds,
    connections: [...connections],
    results,
    seconds: (performance.now() - started) / 1000,
  };
}
