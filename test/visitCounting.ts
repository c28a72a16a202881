import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SqlDriver } from '../server/store/sqlDriver';
import { createSqlVisitStore } from '../server/store/sqlVisitStore';
import { createVisitCounter, type VisitCounterOptions } from '../server/visits/visitCounter';
import { createPgliteHarness, createPostgresHarness, type StoreHarness } from './storeHarness';

export const visitTables =
  'visit_visitors, visit_page_views, visit_checkouts, visit_live_panels, visit_daily, visit_daily_panels, visit_daily_pages, visit_vitals_daily, visit_vitals_pages, visit_rolled_up_days, visit_day_names, visit_salts, visit_vital_voices';

export const silentLog = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silentLog,
} as unknown as VisitCounterOptions['log'];

/** The databases the visit tests run on: PGlite always, PostgreSQL with TEST_DATABASE_URL. */
export const visitDatabases: [string, () => Promise<StoreHarness>][] = [
  ['PGlite', createPgliteHarness],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['PostgreSQL', () => createPostgresHarness(process.env.TEST_DATABASE_URL ?? '')] as [
          string,
          () => Promise<StoreHarness>,
        ],
      ]
    : []),
];

/** A harness for the file, visit tables emptied after each test. */
export function useVisitDatabase(open: () => Promise<StoreHarness>): () => StoreHarness {
  let harness: StoreHarness;
  beforeAll(async () => {
    harness = await open();
  }, 60_000);
  afterEach(async () => {
    await harness.sql.execute(`TRUNCATE ${visitTables}`);
    await harness.clear();
  });
  afterAll(() => harness?.dispose());
  return () => harness;
}

/** A counter over `db` at a fixed time, its timers idle: tests flush it themselves. */
export function testCounter(db: SqlDriver, at: string, options: Partial<VisitCounterOptions> = {}) {
  let now = new Date(at);
  const counter = createVisitCounter({
    store: createSqlVisitStore(db),
    site: 'https://adhelm.test',
    retentionDays: 30,
    log: silentLog,
    now: () => now,
    queue: { maxQueued: 1_000, maxBatch: 100, intervalMs: 60_000 },
    maintenanceMs: 24 * 60 * 60 * 1000,
    ...options,
  });
  return {
    counter,
    setNow(next: string) {
      now = new Date(next);
    },
  };
}

export const visitor = (ip: string, headers: Record<string, string> = {}) => ({
  ip,
  headers: { 'user-agent': 'Mozilla/5.0 (test)', ...headers },
});

export const countRows = async (db: SqlDriver, table: string): Promise<number> =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
