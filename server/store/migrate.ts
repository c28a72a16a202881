import { readFile, readdir } from 'node:fs/promises';
import { up as normaliseStoredEmails } from './migrations/005_normalised_emails';
import { up as nameSources } from './migrations/016_named_sources';
import type { SqlDriver, SqlSession } from './sqlDriver';

export interface Migration {
  name: string;
  /** The file's text: a SQL migration's statements, or a TypeScript migration's source. */
  sql: string;
  /** A TypeScript migration's work: data changes SQL alone cannot compute. */
  up?: (session: SqlSession) => Promise<void>;
}

const migrationsFolder = new URL('./migrations/', import.meta.url);

/**
 * Migrations written in TypeScript, imported here rather than loaded from the folder so that the
 * compiled server carries them in its bundle.
 */
const codeMigrations: Record<string, NonNullable<Migration['up']>> = {
  '005_normalised_emails.ts': normaliseStoredEmails,
  '016_named_sources.ts': nameSources,
};

/** The migrations of server/store/migrations (001_….sql, 005_….ts), in name order. */
export async function loadMigrations(): Promise<Migration[]> {
  const sqlNames = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql'));
  const sqlMigrations = await Promise.all(
    sqlNames.map(async (name) => ({
      name,
      sql: await readFile(new URL(name, migrationsFolder), 'utf8'),
    })),
  );
  const typed = Object.entries(codeMigrations).map(([name, up]) => ({ name, sql: '', up }));
  return [...sqlMigrations, ...typed].sort((a, b) => a.name.localeCompare(b.name));
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
      const rows = await session.query<{ name: string }>('SELECT name FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.name));
      const appliedNow: string[] = [];
      for (const migration of pending) {
        if (applied.has(migration.name)) continue;
        if (migration.up) await migration.up(session);
        else await session.execute(migration.sql);
        await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
        appliedNow.push(migration.name);
      }
      return appliedNow;
    },
    { untimed: true },
  );
}
