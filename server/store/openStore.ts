import { resolve } from 'node:path';
import { openPgliteDriver } from './pgliteDriver';
import { openPostgresDriver } from './postgresDriver';
import type { SqlDriver } from './sqlDriver';
import { createSqlStore } from './sqlStore';
import type { Store } from './store';

export interface StoreSettings {
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How long a statement may take before the caller gets an error (and the API a 503). */
  timeoutMs?: number;
}

export interface OpenedStore {
  store: Store;
  /** The store's own connection, for tables outside the Store (server/visits); closed with it. */
  sql: SqlDriver;
  /** Where the data lives, for the start-up log (never the password). */
  location: string;
}

export async function openStore(settings: StoreSettings): Promise<OpenedStore> {
  if (settings.databaseUrl) {
    const url = new URL(settings.databaseUrl);
    const location = `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
    const opened = await open(location, async () =>
      openPostgresDriver({
        connectionString: settings.databaseUrl ?? '',
        timeoutMs: settings.timeoutMs,
      }),
    );
    return { ...opened, location };
  }
  const folder = resolve(settings.dataDir);
  const location = `embedded PGlite in ${folder}`;
  const opened = await open(location, () =>
    openPgliteDriver(folder, { timeoutMs: settings.timeoutMs }),
  );
  return { ...opened, location };
}

/** Opens and migrates; on failure closes what was opened and says which database failed. */
async function open(
  location: string,
  connect: () => Promise<SqlDriver>,
): Promise<Omit<OpenedStore, 'location'>> {
  let driver: SqlDriver | undefined;
  try {
    driver = await connect();
    return { store: await createSqlStore(driver), sql: driver };
  } catch (error) {
    await driver?.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open the database (${location}): ${reason}`, { cause: error });
  }
}
