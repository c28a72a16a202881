import { resolve } from 'node:path';
import { openPgliteDriver } from './pgliteDriver';
import { openPostgresDriver } from './postgresDriver';
import { createSqlStore } from './sqlStore';
import type { Store } from './store';

export interface StoreSettings {
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface OpenedStore {
  store: Store;
  /** Where the data lives, for the start-up log (never the password). */
  location: string;
}

export async function openStore(settings: StoreSettings): Promise<OpenedStore> {
  if (settings.databaseUrl) {
    const driver = openPostgresDriver({ connectionString: settings.databaseUrl });
    const url = new URL(settings.databaseUrl);
    return {
      store: await closeOnFailure(driver, createSqlStore(driver)),
      location: `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`,
    };
  }
  const folder = resolve(settings.dataDir);
  const driver = await openPgliteDriver(folder);
  return {
    store: await closeOnFailure(driver, createSqlStore(driver)),
    location: `embedded PGlite in ${folder}`,
  };
}

async function closeOnFailure<T>(driver: { close(): Promise<void> }, opening: Promise<T>) {
  try {
    return await opening;
  } catch (error) {
    await driver.close().catch(() => undefined);
    throw error;
  }
}
