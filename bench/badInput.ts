/**
 * Bad input and concurrency, against loopback only: the seeded malformed-request flood, then
 * the concurrency and crash checks on every database. Each part is bounded in requests and time.
 */
import { runConcurrencyChecks, type ConcurrencyResults } from './concurrentSignups';
import { runCrashRecovery, type CrashResult } from './crashRecovery';
import {
  freshDataDir,
  inspectSignups,
  isConsistent,
  pgliteTarget,
  type DatabaseTarget,
  type SignupIntegrity,
} from './databases';
import { runMalformedFlood, type FloodSummary } from './malformedFlood';
import { builds, ports } from './paths';
import { stopProcess } from './processes';
import { signUp } from './signupClient';
import { loadTestRateLimits, startSiteServer } from './siteServer';

export interface FloodResult extends Omit<FloodSummary, 'customerIdsIssued'> {
  database: string;
  customersIssued: number;
  healthyAfter: boolean;
  signupAfter: boolean;
  integrity: SignupIntegrity;
  passed: boolean;
}

export interface BadInputResults {
  flood: FloodResult;
  concurrency: ConcurrencyResults[];
  crash: CrashResult[];
  seconds: number;
}

export interface BadInputOptions {
  runTag: string;
  seed: number;
  malformedCount: number;
  sameEmailRequests: number;
  distinctSignups: number;
}

async function runFlood(
  options: BadInputOptions,
  log: (line: string) => void,
): Promise<FloodResult> {
  const dataDir = freshDataDir();
  const server = await startSiteServer({
    name: 'malformed-flood',
    port: ports.badInput,
    distDir: builds.prerendered,
    dataDir,
    env: loadTestRateLimits,
  });
  let summary: FloodSummary;
  let healthyAfter = false;
  let signupAfter = false;
  try {
    summary = await runMalformedFlood(server.origin, {
      seed: options.seed,
      count: options.malformedCount,
      concurrency: 16,
      deadlineMs: 180_000,
    });
    const health = await fetch(`${server.origin}/healthz`).catch(() => undefined);
    healthyAfter = health?.status === 200;
    const check = await signUp(server.origin, `bench-after-flood-${options.runTag}@example.com`);
    signupAfter = check.reached === 'completed';
  } finally {
    await stopProcess(server.process);
  }
  // Every customer in the tables was handed out by a 200 (plus the one signup made afterwards).
  const integrity = await inspectSignups(pgliteTarget, dataDir, '');
  const { customerIdsIssued, ...figures } = summary;
  const expectedCustomers = customerIdsIssued.length + (signupAfter ? 1 : 0);
  const result: FloodResult = {
    ...figures,
    database: pgliteTarget.label,
    customersIssued: customerIdsIssued.length,
    healthyAfter,
    signupAfter,
    integrity,
    passed:
      summary.finishedInTime &&
      summary.fiveXx === 0 &&
      summary.errorShapeViolations === 0 &&
      summary.stackTraceLeaks === 0 &&
      summary.timeouts === 0 &&
      healthyAfter &&
      signupAfter &&
      integrity.customers === expectedCustomers &&
      isConsistent(integrity),
  };
  log(
    `  ${summary.sent} malformed requests (seed ${summary.seed}) in ${summary.seconds.toFixed(1)} s: ${summary.fiveXx} 5xx, ${summary.errorShapeViolations} API errors off-shape, ${summary.stackTraceLeaks} stack traces, ${summary.timeouts} timeouts; healthy after: ${healthyAfter}; ${integrity.customers} customers stored for ${expectedCustomers} issued`,
  );
  return result;
}

export async function runBadInput(
  databases: readonly DatabaseTarget[],
  options: BadInputOptions,
  log: (line: string) => void,
): Promise<BadInputResults> {
  const started = performance.now();
  const flood = await runFlood(options, log);
  const concurrency: ConcurrencyResults[] = [];
  const crash: CrashResult[] = [];
  for (const database of databases) {
    const tag = `${options.runTag}-${database.kind}`;
    concurrency.push(
      await runConcurrencyChecks(
        database,
        {
          runTag: tag,
          sameEmailRequests: options.sameEmailRequests,
          distinctSignups: options.distinctSignups,
        },
        log,
      ),
    );
    crash.push(await runCrashRecovery(database, { runTag: tag, killAfterCompleted: 100 }, log));
  }
  return { flood, concurrency, crash, seconds: (performance.now() - started) / 1000 };
}
