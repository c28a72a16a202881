import { readFile, readdir } from 'node:fs/promises';
import type { SqlDriver } from './sqlDriver';

export interface Migration {
  name: string;
  sql: string;
}

const migrationsFolder = new URL('./migrations/', import.meta.url);

/** The SQL files of server/store/migrations, in name order (001_…, 002_…). */
export async function loadMigrations(): Promise<Migration[]> {
  const names = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      sql: await readFile(new URL(name, migrationsFolder), 'utf8'),
    })),
  );
}

/**
 * Applies the migrations not yet recorded, all in one transaction. The advisory lock lets several
 * servers start against one PostgreSQL at once: the others wait, then find nothing left to do.
 * Returns the names applied.
 */
export async function migrate(
  driver: SqlDriver,
  migrations?: readonly Migration[],
): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  return driver.transaction(
    async (session) => {
      await session.query("SELECT pg_advisory_xact_lock(hashtext('adhelm.schema_migrations'))");
      await session.execute(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
      );
      const applied = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
          (row) => row.name,
        ),
      );
      const appliedNow: string[] = [];
      for (const migration of pending) {
        if (applied.has(migration.name)) continue;
        await session.execute(migration.sql);
        await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
        appliedNow.push(migration.name);
      }
      return appliedNow;
    },
    { untimed: true },
  );
}
