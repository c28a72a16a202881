/**
 * Durability of the real server process: signups run, the server is killed with SIGKILL in the
 * middle of them, then restarted on the same data. Spawns server processes: about 10-20 s per
 * database on two cores.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningServerOperations } from '../operations/controlSocket';
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

/**
 * How many welcome e-mails are delivered, of how many signups: asked of the running server (the
 * embedded database is its alone), or read from PostgreSQL.
 */
async function welcomeEmails(
  database: ScratchDatabase,
  dataDir: string,
): Promise<{ delivered: number; signups: number }> {
  if (!database.serverEnv.DATABASE_URL) {
    const [header = [], ...rows] =
      (await (await runningServerOperations(dataDir))?.signups(new Date(0))) ?? [];
    const welcome = header.indexOf('welcome_email');
    const delivered = rows.filter((row) => row[welcome] === 'delivered').length;
    return { delivered, signups: rows.length };
  }
  const sql = await database.open();
  try {
    const [row] = await sql.query<{ delivered: number; signups: number }>(
      `SELECT (count(*) FILTER (WHERE d.state = 'delivered'))::int AS delivered,
              count(*)::int AS signups
       FROM customers c LEFT JOIN deliveries d ON d.customer_id = c.id AND d.kind = 'welcome-email'`,
    );
    return row ?? { delivered: 0, signups: 0 };
  } finally {
    await sql.close();
  }
}

async function untilWelcomeEmailsDelivered(
  database: ScratchDatabase,
  dataDir: string,
  signups: number,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const count = await welcomeEmails(database, dataDir);
    if (count.signups >= signups && count.delivered === count.signups) return;
    if (Date.now() > deadline) {
      throw new Error(`${count.delivered} of ${signups} welcome e-mails delivered after 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function crashSuite(openDatabase: () => Promise<ScratchDatabase>) {
  let database: ScratchDatabase;
  let dist: ReturnType<typeof createTestDist>;
  let dataDir: string;
  const serverEnv = () => ({
    DATA_DIR: dataDir,
    ...database.serverEnv,
    DIST_DIR: dist.dir,
    RATE_LIMIT_EXISTS_MAX: '100000',
    RATE_LIMIT_SIGNUP_MAX: '100000',
    // The port changes between the two runs here; in production it stays, and so does the id.
    DELIVERY_WORKER_ID: 'crash-recovery-server',
    DELIVERY_POLL_MS: '200',
  });

  beforeAll(async () => {
    dist = createTestDist();
    dataDir = mkdtempSync(join(tmpdir(), 'crash-recovery-data-'));
    database = await openDatabase();
    dataDir = database.serverEnv.DATA_DIR ?? dataDir;
  });
  afterAll(async () => {
    await database?.remove();
    dist?.remove();
    rmSync(dataDir, { recursive: true, force: true });
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
    try {
      await Promise.race([enough, load]);
    } finally {
      // Killed here even when a signup failed, so a failing run leaves no server behind.
      killed = true;
      await first.kill();
    }
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
      // Every welcome e-mail goes out, those caught by the kill included, without waiting out
      // the 120 s lease: the restarted worker takes its own leases back at once.
      await untilWelcomeEmailsDelivered(database, dataDir, journeys.length);
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
      // Duplicates: a welcome e-mail sent again after the kill, because its first attempt was
      // in flight. Each keeps its Message-ID, so the mailbox holds one message per signup.
      const [welcome] = await sql.query<{ total: number; repeated: number }>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE attempts > 1))::int AS repeated
         FROM deliveries WHERE kind = 'welcome-email'`,
      );
      expect(welcome?.total).toBe(journeys.length);
      expect(readdirSync(join(dataDir, 'mailbox'))).toHaveLength(journeys.length);
      expect(welcome?.repeated).toBeLessThanOrEqual(10);
    } finally {
      await sql.close();
    }
  }, 240_000);
}

describe('Crash recovery of the server process on embedded PGlite', () => {
  crashSuite(scratchPglite);
});

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Crash recovery of the server process on PostgreSQL (TEST_DATABASE_URL)'
    : 'Crash recovery of the server process on PostgreSQL (skipped: set TEST_DATABASE_URL=postgres://… to run)',
  () => {
    crashSuite(() => scratchPostgres(postgresUrl ?? ''));
  },
);
