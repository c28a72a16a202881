/**
 * Reads the signup tables directly, to check what the API reported: one customer per e-mail,
 * no signup marked complete without its completed checkout, no completed checkout whose customer
 * is not marked. Works on any SqlSession, PGlite or PostgreSQL.
 */
import type { SqlSession } from '../server/store/sqlDriver';

export interface SignupTables {
  customers: number;
  completedCustomers: number;
  /** E-mails stored more than once, whatever their case: must be 0. */
  duplicateEmails: number;
  /** Customers marked signed up without a completed checkout session: must be 0. */
  completedWithoutSession: number;
  /** Completed checkout sessions whose customer is not marked signed up: must be 0. */
  sessionWithoutCompletedCustomer: number;
}

const tablesQuery = `
  SELECT
    (SELECT count(*) FROM customers)::int AS customers,
    (SELECT count(*) FROM customers WHERE signup_completed_at IS NOT NULL)::int AS completed,
    (SELECT count(*) FROM (SELECT lower(email) FROM customers GROUP BY 1 HAVING count(*) > 1)
      AS repeated)::int AS duplicates,
    (SELECT count(*) FROM customers c WHERE c.signup_completed_at IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM checkout_sessions s WHERE s.customer_id = c.id AND s.completed_at IS NOT NULL
    ))::int AS completed_without_session,
    (SELECT count(*) FROM checkout_sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.completed_at IS NOT NULL AND c.signup_completed_at IS NULL)::int AS orphan_sessions
`;

interface TablesRow {
  customers: number;
  completed: number;
  duplicates: number;
  completed_without_session: number;
  orphan_sessions: number;
}

export async function readSignupTables(sql: SqlSession): Promise<SignupTables> {
  const [row] = await sql.query<TablesRow>(tablesQuery);
  if (!row) throw new Error('The signup tables query returned no row.');
  return {
    customers: row.customers,
    completedCustomers: row.completed,
    duplicateEmails: row.duplicates,
    completedWithoutSession: row.completed_without_session,
    sessionWithoutCompletedCustomer: row.orphan_sessions,
  };
}

/** The e-mails among `emails` stored as signed up. */
export async function completedEmails(sql: SqlSession, emails: readonly string[]) {
  const rows = await sql.query<{ email: string }>(
    'SELECT lower(email) AS email FROM customers WHERE lower(email) = ANY($1::text[]) AND signup_completed_at IS NOT NULL',
    [emails.map((email) => email.trim().toLowerCase())],
  );
  return new Set(rows.map((row) => row.email));
}
