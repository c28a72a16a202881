/**
 * Durability: signups run against the server, the server is killed with SIGKILL in the middle of
 * them, then restarted on the same data. Every signup whose checkout completed before the kill
 * must still exist; signups caught half-way must be able to start again; the tables must hold no
 * half-written signup (checked directly, with the server stopped).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  freshDataDir,
  inspectSignups,
  isConsistent,
  type DatabaseTarget,
  type SignupIntegrity,
} from './databases';
import { builds, ports } from './paths';
import { killProcess, stopProcess } from './processes';
import { exists, mapConcurrently, signUp, type SignupOutcome } from './signupClient';
import { loadTestRateLimits, startSiteServer } from './siteServer';

export interface CrashResult {
  database: string;
  killedAfterMs: number;
  completedBeforeKill: number;
  /** Signups under way when the server died, by the last step that had answered. */
  inFlightAtKill: Record<string, number>;
  /** Completed before the kill but reported missing after the restart: must be 0. */
  lostAfterRestart: number;
  /** Under way at the kill, found complete after the restart (committed, answer lost). */
  committedButUnanswered: number;
  /** Under way at the kill, not complete after the restart, and signed up again successfully. */
  restartedAndCompleted: number;
  restartedButFailed: number;
  restartSeconds: number;
  integrity: SignupIntegrity;
  passed: boolean;
}

const workers = 20;

export async function runCrashRecovery(
  database: DatabaseTarget,
  options: { runTag: string; killAfterCompleted: number },
  log: (line: string) => void,
): Promise<CrashResult> {
  const dataDir = freshDataDir();
  const prefix = `bench-crash-${options.runTag}-`;
  const serverOptions = {
    name: `crash-${database.kind}`,
    port: ports.badInput,
    distDir: builds.prerendered,
    dataDir,
    databaseUrl: database.databaseUrl,
    env: loadTestRateLimits,
  };

  const first = await startSiteServer(serverOptions);
  const outcomes: SignupOutcome[] = [];
  let killed = false;
  let counter = 0;
  const started = performance.now();
  const worker = async () => {
    while (!killed) {
      const outcome = await signUp(first.origin, `${prefix}${counter++}@example.com`);
      outcomes.push(outcome);
    }
  };
  const load = Array.from({ length: workers }, worker);
  // Kill once enough signups completed that the check means something, mid-stream.
  const deadline = Date.now() + 60_000;
  while (
    outcomes.filter((outcome) => outcome.reached === 'completed').length <
      options.killAfterCompleted &&
    Date.now() < deadline
  ) {
    await sleep(20);
  }
  killed = true; // no new signup starts; those under way meet the kill
  await killProcess(first.process);
  const killedAfterMs = performance.now() - started;
  await Promise.all(load);

  // A 303 from the checkout can only have been sent before the process died.
  const completed = outcomes.filter((outcome) => outcome.reached === 'completed');
  const inFlight = outcomes.filter((outcome) => outcome.reached !== 'completed');
  const inFlightAtKill: Record<string, number> = {};
  for (const outcome of inFlight) {
    inFlightAtKill[outcome.reached] = (inFlightAtKill[outcome.reached] ?? 0) + 1;
  }

  const restartStarted = performance.now();
  const second = await startSiteServer({
    ...serverOptions,
    name: `crash-${database.kind}-restart`,
  });
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  let lost = 0;
  let committedButUnanswered = 0;
  let restartedAndCompleted = 0;
  let restartedButFailed = 0;
  try {
    const stillThere = await mapConcurrently(completed, workers, (outcome) =>
      exists(second.origin, outcome.email).catch(() => false),
    );
    lost = stillThere.filter((present) => !present).length;
    await mapConcurrently(inFlight, workers, async (outcome) => {
      if (await exists(second.origin, outcome.email).catch(() => false)) {
        committedButUnanswered++;
        return;
      }
      const again = await signUp(second.origin, outcome.email);
      if (again.reached === 'completed') restartedAndCompleted++;
      else restartedButFailed++;
    });
  } finally {
    await stopProcess(second.process);
  }

  const integrity = await inspectSignups(
    database,
    dataDir,
    prefix,
    completed.map((outcome) => outcome.email),
  );
  const result: CrashResult = {
    database: database.label,
    killedAfterMs,
    completedBeforeKill: completed.length,
    inFlightAtKill,
    lostAfterRestart: lost,
    committedButUnanswered,
    restartedAndCompleted,
    restartedButFailed,
    restartSeconds,
    integrity,
    // Without enough completed signups before the kill the check would prove nothing.
    passed:
      completed.length >= options.killAfterCompleted &&
      lost === 0 &&
      restartedButFailed === 0 &&
      integrity.listedEmailsCompleted === completed.length &&
      isConsistent(integrity),
  };
  log(
    `  ${database.label}: SIGKILL after ${completed.length} completed signups (${inFlight.length} under way) -> ${lost} lost, ${committedButUnanswered} committed but unanswered, ${restartedAndCompleted} restarted and completed, restart ${restartSeconds.toFixed(1)} s`,
  );
  return result;
}
