import { randomUUID } from 'node:crypto';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withDeadline } from './deadline';
import { makeDataDirPrivate } from './privateDataDir';
import type { SqlDriver, SqlSession } from './sqlDriver';

type PgliteSession = Pick<Transaction, 'query' | 'exec'>;

function sessionOf(db: PgliteSession): SqlSession {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(text, [...params])).rows;
    },
    async execute(script: string) {
      await db.exec(script);
    },
  };
}

export interface PgliteDriverOptions {
  /** Whether closing the driver closes the database (the caller keeps it otherwise). */
  owned?: boolean;
  /** How long a statement or transaction may take before the caller gets DatabaseTimeoutError. */
  timeoutMs?: number;
  /** The database's folder, checked for writes by checkStorage (none for an in-memory one). */
  dataDir?: string;
}

/**
 * Wraps an open PGlite database. PGlite has no statement timeout of its own (it runs in this
 * process and cannot cancel a statement), so each call is raced against a timer instead: the
 * caller stops waiting and answers 503, while PGlite finishes the statement in the background.
 */
export function pgliteDriver(
  db: PGlite,
  { owned = true, timeoutMs = 5_000, dataDir }: PgliteDriverOptions = {},
): SqlDriver {
  const session = sessionOf(db);
  return {
    query: (text, params) => withDeadline(session.query(text, params), timeoutMs),
    execute: (script) => withDeadline(session.execute(script), timeoutMs),
    transaction: (work, options) => {
      const running = db.transaction((tx) => work(sessionOf(tx)));
      return options?.untimed ? running : withDeadline(running, timeoutMs);
    },
    // A new file each time: creating one needs the folder itself to be writable.
    checkStorage: dataDir
      ? () => withDeadline(writeAndRemove(join(dataDir, `.write-check-${randomUUID()}`)), timeoutMs)
      : undefined,
    close: async () => {
      if (owned && !db.closed) await db.close();
    },
  };
}

/** One file per check, so health checks that overlap never remove each other's file. */
async function writeAndRemove(file: string): Promise<void> {
  await writeFile(file, String(Date.now()));
  await rm(file);
}

/** Opens (creating on first use) the embedded database in `dataDir`; `memory://` keeps it in memory. */
export async function openPgliteDriver(
  dataDir: string,
  options: Omit<PgliteDriverOptions, 'owned'> = {},
): Promise<SqlDriver> {
  if (dataDir.startsWith('memory://')) return pgliteDriver(await PGlite.create(dataDir), options);
  // The scripts open it too when no server runs: their files are the owner's alone as well.
  await makeDataDirPrivate(dataDir);
  const db = await PGlite.create(dataDir);
  // PGlite gives the files it unpacks or rewrites on opening 0666 and 0644 whatever the umask
  // (the files it creates later follow the umask): taken back once it is open.
  await makeDataDirPrivate(dataDir);
  return pgliteDriver(db, { ...options, dataDir });
}
