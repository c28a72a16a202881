/**
 * @vitest-environment node
 *
 * Durability of the real server process: signups run, the server is killed with SIGKILL in the
 * middle of them, then restarted on the same data. Spawns server processes: about 10-20 s per
 * database on two cores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEmailExists } from '../../src/signup/api';
import {
  scratchPglite,
  scratchPostgres,
  startServerProcess,
  type ScratchDatabase,
} from '../../test/siteServerProcess';
import { callsTo, mapConcurrently, signUp, type SignupJourney } from '../../test/signupJourney';
import { completedEmails, readSignupTables } from '../../test/signupTables';
import { createTestDist } from '../../test/apiApp';

const postgresUrl = process.env.TEST_DATABASE_URL;
const completedBeforeKill = 30;
const workers = 10;

function crashSuite(openDatabase: () => Promise<ScratchDatabase>) {
  let database: ScratchDatabase;
  let dist: ReturnType<typeof createTestDist>;
  const serverEnv = () => ({
    ...database.serverEnv,
    DIST_DIR: dist.dir,
    RATE_LIMIT_EXISTS_MAX: '100000',
    RATE_LIMIT_SIGNUP_MAX: '100000',
  });

  beforeAll(async () => {
    dist = createTestDist();
    database = await openDatabase();
  });
  afterAll(async () => {
    await database?.remove();
    dist?.remove();
  });

  it('loses no completed signup and leaves no half-written row after a SIGKILL mid-signup', async () => {
    const first = await startServerProcess(serverEnv());
    const journeys: SignupJourney[] = [];
    let counter = 0;
    let killed = false;
    let enoughCompleted: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => (enoughCompleted = resolve));
    const worker = async () => {
      while (!killed) {
        const journey = await signUp(first.origin, `crash-${counter++}@example.com`);
        journeys.push(journey);
        const completed = journeys.filter((entry) => entry.reached === 'completed').length;
        if (completed >= completedBeforeKill) enoughCompleted();
        if (journey.reached === 'none' && !killed) throw new Error(journey.failure);
      }
    };
    const load = Promise.all(Array.from({ length: workers }, worker));
    await Promise.race([enough, load]);
    killed = true;
    await first.kill();
    await load;

    // A 303 from the checkout can only have been sent before the process died.
    const completed = journeys.filter((journey) => journey.reached === 'completed');
    const interrupted = journeys.filter((journey) => journey.reached !== 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(completedBeforeKill);

    const second = await startServerProcess(serverEnv());
    try {
      const options = callsTo(second.origin);
      const found = await mapConcurrently(completed, workers, (journey) =>
        checkEmailExists(journey.email, options()),
      );
      expect(found.filter((exists) => !exists)).toEqual([]);
      // Signups caught half-way either committed (their answer was lost) or start again cleanly.
      const retried = await mapConcurrently(interrupted, workers, async (journey) =>
        (await checkEmailExists(journey.email, options()))
          ? 'completed'
          : (await signUp(second.origin, journey.email)).reached,
      );
      expect(retried.filter((step) => step !== 'completed')).toEqual([]);
    } finally {
      await second.stop();
    }

    const sql = await database.open();
    try {
      const tables = await readSignupTables(sql);
      expect(tables).toMatchObject({
        duplicateEmails: 0,
        completedWithoutSession: 0,
        sessionWithoutCompletedCustomer: 0,
      });
      expect(tables.completedCustomers).toBe(journeys.length);
      const stored = await completedEmails(
        sql,
        completed.map((journey) => journey.email),
      );
      expect(stored.size).toBe(completed.length);
    } finally {
      await sql.close();
    }
  }, 60_000);
}

describe('Crash recovery of the server process on embedded PGlite', () => {
  crashSuite(async () => scratchPglite());
});

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Crash recovery of the server process on PostgreSQL (TEST_DATABASE_URL)'
    : 'Crash recovery of the server process on PostgreSQL (skipped: set TEST_DATABASE_URL=postgres://… to run)',
  () => {
    crashSuite(() => scratchPostgres(postgresUrl ?? ''));
  },
);
