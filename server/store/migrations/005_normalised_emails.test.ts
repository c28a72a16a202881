import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../migrate';
import { pgliteDriver } from '../pgliteDriver';
import { openPostgresDriver } from '../postgresDriver';
import type { SqlDriver } from '../sqlDriver';

const postgresUrl = process.env.TEST_DATABASE_URL;

interface Database {
  driver: SqlDriver;
  dispose(): Promise<void>;
}

async function pglite(): Promise<Database> {
  const db = await PGlite.create('memory://');
  return { driver: pgliteDriver(db), dispose: () => db.close() };
}

async function postgres(): Promise<Database> {
  const schema = `test_migration_${Math.random().toString(36).slice(2, 10)}`;
  const admin = openPostgresDriver({ connectionString: postgresUrl ?? '', maxConnections: 1 });
  await admin.execute(`CREATE SCHEMA ${schema}`);
  const driver = openPostgresDriver({ connectionString: postgresUrl ?? '', schema });
  return {
    driver,
    async dispose() {
      await driver.close();
      await admin.execute(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

const customer = (id: string, email: string, extra: Record<string, string | null> = {}) => ({
  id,
  email,
  payment_customer_id: extra.payment ?? null,
  signup_completed_at: extra.completed ?? null,
  created_at: extra.created ?? '2026-01-01T00:00:00Z',
});

describe.each([
  ['PGlite', pglite, false],
  ['PostgreSQL', postgres, !postgresUrl],
])('normalising stored e-mails on %s', (_name, open, skip) => {
  let database: Database;
  beforeEach(async () => {
    if (skip) return;
    database = await open();
    const all = await loadMigrations();
    await migrate(
      database.driver,
      all.filter((migration) => migration.name < '005'),
    );
  }, 60_000);
  afterEach(() => database?.dispose());

  async function insert(rows: ReturnType<typeof customer>[]) {
    for (const row of rows) {
      await database.driver.query(
        `INSERT INTO customers (id, email, payment_customer_id, signup_completed_at, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [row.id, row.email, row.payment_customer_id, row.signup_completed_at, row.created_at],
      );
    }
  }

  it.skipIf(skip)(
    'merges the forms of one address into one customer, keeping what matters',
    async () => {
      await insert([
        customer('plain', 'ada@example.com', { created: '2026-01-03T00:00:00Z' }),
        customer('zero-width', 'ada\u200b@example.com', {
          created: '2026-01-01T00:00:00Z',
          payment: 'cus_1',
        }),
        customer('joiner', 'a\u200dda@example.com', {
          created: '2026-01-04T00:00:00Z',
          completed: '2026-01-05T00:00:00Z',
        }),
        customer('nfc', 'josé@example.com'.normalize('NFC')),
        customer('nfd', 'José@example.com'.normalize('NFD'), { created: '2026-01-02T00:00:00Z' }),
        customer('unicode', 'bob@bücher.de'),
        customer('punycode', 'BOB@xn--bcher-kva.de', { created: '2026-01-02T00:00:00Z' }),
        customer('alone', 'Carol@Example.org'),
      ]);
      await database.driver.query(
        `INSERT INTO checkout_sessions (id, customer_id, provider) VALUES
       ('cs_a', 'plain', 'test'), ('cs_b', 'zero-width', 'test'), ('cs_c', 'joiner', 'test')`,
      );

      await migrate(database.driver);

      const rows = await database.driver.query<{
        id: string;
        email: string;
        payment_customer_id: string | null;
        signup_completed_at: Date | null;
      }>(
        'SELECT id, email, payment_customer_id, signup_completed_at FROM customers ORDER BY email',
      );
      expect(rows.map(({ id, email }) => [email, id])).toEqual([
        ['ada@example.com', 'joiner'],
        ['bob@xn--bcher-kva.de', 'unicode'],
        ['carol@example.org', 'alone'],
        ['josé@example.com', 'nfc'],
      ]);
      const ada = rows[0];
      expect(ada?.payment_customer_id).toBe('cus_1');
      expect(ada?.signup_completed_at).toEqual(new Date('2026-01-05T00:00:00Z'));
      const sessions = await database.driver.query<{ customer_id: string }>(
        'SELECT DISTINCT customer_id FROM checkout_sessions',
      );
      expect(sessions).toEqual([{ customer_id: 'joiner' }]);
    },
  );
});
