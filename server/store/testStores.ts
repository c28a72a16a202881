import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { pgliteDriver } from './pgliteDriver';
import { openPostgresDriver } from './postgresDriver';
import type { SqlDriver } from './sqlDriver';
import { createSqlStore } from './sqlStore';
import type { Store } from './store';

/** A store for tests, with the raw SQL access the assertions need. */
export interface StoreHarness {
  store: Store;
  sql: SqlDriver;
  /** Empties every table, so each test starts from nothing. */
  clear(): Promise<void>;
  /** Closes the store and removes whatever the harness created. */
  dispose(): Promise<void>;
}

const clearTables = 'TRUNCATE checkout_sessions, customers';

/** An in-memory PGlite (opening one takes seconds, so a test file shares one and clears it). */
export async function createPgliteHarness(): Promise<StoreHarness> {
  const db = await PGlite.create('memory://');
  const driver = pgliteDriver(db);
  const store = await createSqlStore(driver);
  return {
    store,
    sql: driver,
    clear: () => driver.execute(clearTables),
    dispose: () => store.close(),
  };
}

/** A fresh schema in the PostgreSQL at `url`, dropped again by `dispose`. */
export async function createPostgresHarness(url: string): Promise<StoreHarness> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgresDriver({ connectionString: url, maxConnections: 1 });
  await admin.execute(`CREATE SCHEMA ${schema}`);
  const driver = openPostgresDriver({ connectionString: url, schema, maxConnections: 20 });
  const store = await createSqlStore(driver);
  return {
    store,
    sql: driver,
    clear: () => driver.execute(clearTables),
    async dispose() {
      await store.close();
      await admin.execute(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
