import { resolve } from 'node:path';
import { openPgliteDriver } from './pgliteDriver';
import { openPostgresDriver } from './postgresDriver';
import type { SqlDriver } from './sqlDriver';
import { createSqlStore } from './sqlStore';
import { createSqlVisitStore } from './sqlVisitStore';
import type { Store } from './store';
import type { VisitStore } from './visitStore';

export interface StoreSettings {
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How long a statement may take before the caller gets an error (and the API a 503). */
  timeoutMs?: number;
}

export interface OpenedStore {
  store: Store;
  /** The visit counts, over the store's own connection; closed with it. */
  visits: VisitStore;
  /** Where the data lives, for the start-up log (never the password). */
  location: string;
}

/** Opens and migrates; on failure closes what was opened and says which database failed. */
export async function openStore(settings: StoreSettings): Promise<OpenedStore> {
  const { databaseUrl, timeoutMs } = settings;
  const url = databaseUrl ? new URL(databaseUrl) : undefined;
  const folder = resolve(settings.dataDir);
  const location = url
    ? `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
    : `embedded PGlite in ${folder}`;
  let driver: SqlDriver | undefined;
  try {
    driver = databaseUrl
      ? openPostgresDriver({ connectionString: databaseUrl, timeoutMs })
      : await openPgliteDriver(folder, { timeoutMs });
    return { store: await createSqlStore(driver), visits: createSqlVisitStore(driver), location };
  } catch (error) {
    await driver?.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open the database (${location}): ${reason}`, { cause: error });
  }
}
