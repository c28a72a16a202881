/**
 * The databases the API is measured on: embedded PGlite always, PostgreSQL when one answers
 * (BENCH_DATABASE_URL, else postgres://app:app@127.0.0.1:5432/app_test). Also reads the signup
 * tables directly, with the server stopped, to check what the API reported.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { benchOut } from './paths';

const dataRoot = join(benchOut, 'data');

export interface DatabaseTarget {
  kind: 'pglite' | 'postgres';
  label: string;
  /** Set for PostgreSQL; PGlite runs get a fresh data folder each. */
  databaseUrl?: string;
}

export interface PostgresAvailability {
  available: boolean;
  /** Where it was looked for, without the password. */
  location: string;
  reason?: string;
}

const defaultPostgresUrl = 'postgres://app:app@127.0.0.1:5432/app_test';

export const pgliteTarget: DatabaseTarget = { kind: 'pglite', label: 'PGlite (embedded)' };

export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A new, empty PGlite data folder under bench/out/data (emptied when a run starts). */
export function freshDataDir(): string {
  mkdirSync(dataRoot, { recursive: true });
  return mkdtempSync(join(dataRoot, 'pglite-'));
}

export function clearDataDirs(): void {
  rmSync(dataRoot, { recursive: true, force: true });
}

export async function findPostgres(): Promise<{
  target?: DatabaseTarget;
  availability: PostgresAvailability;
}> {
  const url = process.env.BENCH_DATABASE_URL || defaultPostgresUrl;
  const location = withoutPassword(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const label = `PostgreSQL ${version.rows[0]?.server_version.split(' ')[0] ?? ''}`.trim();
    return {
      target: { kind: 'postgres', label, databaseUrl: url },
      availability: { available: true, location },
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { availability: { available: false, location, reason } };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Deletes the signups earlier benchmark runs left in PostgreSQL (their e-mails start with
 * "bench-"), so every run starts from the same tables. Nothing else is touched.
 */
export async function removeBenchSignups(target: DatabaseTarget): Promise<number> {
  if (!target.databaseUrl) return 0;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const tables = await client.query("SELECT to_regclass('customers') IS NOT NULL AS present");
    if (!(tables.rows[0] as { present: boolean } | undefined)?.present) return 0;
    await client.query('BEGIN');
    await client.query(
      "DELETE FROM checkout_sessions WHERE customer_id IN (SELECT id FROM customers WHERE lower(email) LIKE 'bench-%')",
    );
    const deleted = await client.query("DELETE FROM customers WHERE lower(email) LIKE 'bench-%'");
    await client.query('COMMIT');
    return deleted.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export interface SignupIntegrity {
  customers: number;
  completedCustomers: number;
  /** Must be 0: one customer per e-mail, whatever its case. */
  duplicateEmails: number;
  /** Must be 0: a customer marked as signed up has a completed checkout session. */
  completedWithoutSession: number;
  /** Must be 0: a completed session's customer is marked as signed up. */
  sessionWithoutCompletedCustomer: number;
  /** Of the e-mails asked about, how many are stored as signed up. */
  listedEmailsCompleted: number;
}

/** No duplicate e-mail, no signup marked without its checkout, no checkout without its signup. */
export function isConsistent(integrity: SignupIntegrity): boolean {
  return (
    integrity.duplicateEmails === 0 &&
    integrity.completedWithoutSession === 0 &&
    integrity.sessionWithoutCompletedCustomer === 0
  );
}

const integrityQuery = `
  SELECT
    (SELECT count(*) FROM customers WHERE lower(email) LIKE $1)::int AS customers,
    (SELECT count(*) FROM customers WHERE lower(email) LIKE $1
       AND signup_completed_at IS NOT NULL)::int AS completed_customers,
    (SELECT count(*) FROM (SELECT lower(email) FROM customers WHERE lower(email) LIKE $1
       GROUP BY 1 HAVING count(*) > 1) AS duplicates)::int AS duplicate_emails,
    (SELECT count(*) FROM customers c WHERE lower(c.email) LIKE $1
       AND c.signup_completed_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM checkout_sessions s
         WHERE s.customer_id = c.id AND s.completed_at IS NOT NULL))::int AS completed_without_session,
    (SELECT count(*) FROM checkout_sessions s JOIN customers c ON c.id = s.customer_id
       WHERE lower(c.email) LIKE $1 AND s.completed_at IS NOT NULL
       AND c.signup_completed_at IS NULL)::int AS session_without_completed_customer,
    (SELECT count(*) FROM customers WHERE lower(email) = ANY($2::text[])
       AND signup_completed_at IS NOT NULL)::int AS listed_emails_completed
`;

interface IntegrityRow {
  customers: number;
  completed_customers: number;
  duplicate_emails: number;
  completed_without_session: number;
  session_without_completed_customer: number;
  listed_emails_completed: number;
}

function toIntegrity(row: IntegrityRow | undefined): SignupIntegrity {
  if (!row) throw new Error('The integrity query returned no row.');
  return {
    customers: row.customers,
    completedCustomers: row.completed_customers,
    duplicateEmails: row.duplicate_emails,
    completedWithoutSession: row.completed_without_session,
    sessionWithoutCompletedCustomer: row.session_without_completed_customer,
    listedEmailsCompleted: row.listed_emails_completed,
  };
}

/**
 * Reads the signup tables for e-mails starting with `emailPrefix` (lower case). For PGlite the
 * server must be stopped first: the data folder has one owner at a time.
 */
export async function inspectSignups(
  target: DatabaseTarget,
  dataDir: string,
  emailPrefix: string,
  listedEmails: readonly string[] = [],
): Promise<SignupIntegrity> {
  const params = [`${emailPrefix}%`, listedEmails.map((email) => email.trim().toLowerCase())];
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return toIntegrity((await client.query<IntegrityRow>(integrityQuery, params)).rows[0]);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(dataDir);
  try {
    return toIntegrity((await db.query<IntegrityRow>(integrityQuery, params)).rows[0]);
  } finally {
    await db.close();
  }
}
