import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import type { SqlDriver, SqlSession } from './sqlDriver';

type PgliteSession = Pick<Transaction, 'query' | 'exec'>;

function sessionOf(db: PgliteSession): SqlSession {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(text, [...params]);
      return result.rows;
    },
    async execute(script: string) {
      await db.exec(script);
    },
  };
}

/** Wraps an open PGlite database (the caller keeps owning it unless it passes `owned`). */
export function pgliteDriver(db: PGlite, { owned = true } = {}): SqlDriver {
  return {
    ...sessionOf(db),
    transaction: (work) => db.transaction((tx) => work(sessionOf(tx))),
    close: async () => {
      if (owned && !db.closed) await db.close();
    },
  };
}

/** Opens (creating on first use) the embedded database in `dataDir`; `memory://` keeps it in memory. */
export async function openPgliteDriver(dataDir: string): Promise<SqlDriver> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return pgliteDriver(await PGlite.create(dataDir));
}
