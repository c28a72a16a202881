import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMigrations, migrate } from '../server/store/migrate';
import { pgliteDriver } from '../server/store/pgliteDriver';
import { openPostgresDriver } from '../server/store/postgresDriver';
import type { SqlDriver } from '../server/store/sqlDriver';
import { createSqlStore } from '../server/store/sqlStore';
import type { Store } from '../server/store/store';

/** A store for tests, with the raw SQL access the assertions need. */
export interface StoreHarness {
  store: Store;
  sql: SqlDriver;
  /** Empties every table, so each test starts from nothing. */
  clear(): Promise<void>;
  /**
   * The same database as another replica reaches it: its own connections to PostgreSQL; the
   * same driver for PGlite, which one process holds.
   */
  replica(): SqlDriver;
  /** Closes the store and removes whatever the harness created. */
  dispose(): Promise<void>;
}

const clearTables =
  'TRUNCATE deliveries, weekly_reports, checkout_sessions, subscription_events, customers, team_sign_in_links, team_sessions';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A dump of a freshly migrated PGlite, made once and shared by every test file: creating a
 * database takes seconds (initdb), loading a dump a fraction of that. A lock file makes test files
 * starting together wait for the first one instead of all creating their own.
 */
async function migratedTemplate(): Promise<Blob> {
  return new Blob([await readFile(await migratedTemplateFile())]);
}

/** The template's file (made by the first caller), named by the PGlite build and the migrations. */
async function migratedTemplateFile(): Promise<string> {
  const migrations = await loadMigrations();
  // A new PGlite build or a new migration makes a new template.
  const engine = await stat(
    createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'),
  );
  const fingerprint = createHash('sha256')
    .update(`${engine.size}:${engine.mtimeMs}`)
    .update(JSON.stringify(migrations))
    .digest('hex')
    .slice(0, 12);
  const file = join(tmpdir(), `adhelm-pglite-template-${fingerprint}.tar`);
  const lockFile = `${file}.lock`;
  for (;;) {
    if (await stat(file).catch(() => undefined)) return file;
    const lock = await open(lockFile, 'wx').catch(() => undefined);
    if (!lock) {
      const lockAge = Date.now() - ((await stat(lockFile).catch(() => undefined))?.mtimeMs ?? 0);
      if (lockAge > 120_000) await rm(lockFile, { force: true });
      await sleep(250);
      continue;
    }
    try {
      const db = await PGlite.create('memory://');
      await migrate(pgliteDriver(db, { owned: false }), migrations);
      const dump = await db.dumpDataDir('none');
      await db.close();
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await lock.close();
      await rm(lockFile, { force: true });
    }
  }
}

/**
 * A data folder holding the migrated template, made once like the dump. A copy of it is a server
 * process's embedded database ready to open: a few seconds less than initdb and the migrations,
 * for every server a test starts.
 */
export async function migratedDataDir(): Promise<string> {
  const file = await migratedTemplateFile();
  const dir = file.replace(/\.tar$/, '-data');
  if (await stat(dir).catch(() => undefined)) return dir;
  // Its own folder per call: two calls at once in one process must not open one folder twice.
  const partial = `${dir}.${process.pid}-${randomUUID()}.partial`;
  const db = await PGlite.create({ dataDir: partial, loadDataDir: await migratedTemplate() });
  await db.close();
  // Another test file may have finished one first: the folder appears whole or not at all.
  await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
  return dir;
}

/** An in-memory PGlite, loaded from the shared template; a test file shares one and clears it. */
export async function createPgliteHarness(): Promise<StoreHarness> {
  const db = await PGlite.create({ loadDataDir: await migratedTemplate() });
  const driver = pgliteDriver(db);
  const store = await createSqlStore(driver);
  return {
    store,
    sql: driver,
    clear: () => driver.execute(clearTables),
    replica: () => driver,
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
  const replicas: SqlDriver[] = [];
  return {
    store,
    sql: driver,
    clear: () => driver.execute(clearTables),
    replica() {
      const replica = openPostgresDriver({ connectionString: url, schema, maxConnections: 5 });
      replicas.push(replica);
      return replica;
    },
    async dispose() {
      await Promise.all(replicas.map((replica) => replica.close()));
      await store.close();
      await admin.execute(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
