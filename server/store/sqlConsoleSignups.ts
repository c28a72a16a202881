import { defaultLocale, isLocale } from '../../src/facts/locales';
import type { SignupState } from '../../src/facts/teamConsole';
import type { DeliveryKind, DeliveryState } from '../delivery/outbox';
import { attributionFrom } from './sqlDeliveries';
import type { SqlSession } from './sqlDriver';
import type { ConsoleSignup, SignupDelivery, SignupQuery } from './store';

interface SignupSqlRow {
  id: string;
  email: string;
  locale: string;
  state: SignupState;
  created_at: Date;
  signup_completed_at: Date | null;
  level: string | null;
  billing: string | null;
  attribution: unknown;
}

interface DeliverySqlRow {
  id: string;
  customer_id: string;
  kind: DeliveryKind;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  updated_at: Date;
}

// A signup's plan is its completed one, else its latest checkout's (as in npm run signups).
const fromClause = `FROM customers c
  LEFT JOIN LATERAL (
    SELECT s.level, s.billing FROM checkout_sessions s
    WHERE s.customer_id = c.id ORDER BY s.created_at DESC LIMIT 1
  ) latest ON true`;

const stateExpression = `CASE
    WHEN c.signup_completed_at IS NOT NULL THEN 'completed'
    WHEN latest.level IS NOT NULL
      OR EXISTS (SELECT 1 FROM checkout_sessions s WHERE s.customer_id = c.id) THEN 'checkout'
    ELSE 'started'
  END`;

/** The WHERE clause of a query and its parameters, numbered from $1. */
function whereOf(query: SignupQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.from) add((p) => `c.created_at >= ${p}`, query.from);
  if (query.before) add((p) => `c.created_at < ${p}`, query.before);
  if (query.source) add((p) => `c.attribution ->> 'utm_source' = ${p}`, query.source);
  if (query.campaign) add((p) => `c.attribution ->> 'utm_campaign' = ${p}`, query.campaign);
  if (query.locale) add((p) => `c.locale = ${p}`, query.locale);
  if (query.plan) add((p) => `coalesce(c.level, latest.level) = ${p}`, query.plan);
  if (query.state) add((p) => `(${stateExpression}) = ${p}`, query.state);
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export async function findSignups(
  db: SqlSession,
  query: SignupQuery,
): Promise<{ signups: ConsoleSignup[]; total: number }> {
  const where = whereOf(query);
  const [counted] = await db.query<{ total: string | number }>(
    `SELECT count(*) AS total ${fromClause} ${where.sql}`,
    where.params,
  );
  const params = [...where.params, query.offset];
  const limit = query.limit === undefined ? '' : `LIMIT $${params.push(query.limit)}`;
  const rows = await db.query<SignupSqlRow>(
    `SELECT c.id, c.email, c.locale, ${stateExpression} AS state, c.created_at,
            c.signup_completed_at, coalesce(c.level, latest.level) AS level,
            coalesce(c.billing, latest.billing) AS billing, c.attribution
     ${fromClause} ${where.sql}
     ORDER BY c.created_at DESC, c.id DESC
     OFFSET $${where.params.length + 1} ${limit}`,
    params,
  );
  const deliveries = await deliveriesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(counted?.total ?? 0),
    signups: rows.map((row) => ({
      customerId: row.id,
      email: row.email,
      locale: isLocale(row.locale) ? row.locale : defaultLocale,
      state: row.state,
      startedAt: row.created_at,
      completedAt: row.signup_completed_at,
      level: row.level,
      billing: row.billing,
      attribution: row.attribution === null ? {} : attributionFrom(row.attribution),
      deliveries: deliveries.get(row.id) ?? [],
    })),
  };
}

async function deliveriesOf(
  db: SqlSession,
  customerIds: readonly string[],
): Promise<Map<string, SignupDelivery[]>> {
  const byCustomer = new Map<string, SignupDelivery[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db.query<DeliverySqlRow>(
    `SELECT id::text AS id, customer_id, kind, state, attempts, last_error, updated_at
     FROM deliveries WHERE customer_id = ANY($1::text[]) ORDER BY kind DESC`,
    [customerIds],
  );
  for (const row of rows) {
    const list = byCustomer.get(row.customer_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      state: row.state,
      attempts: row.attempts,
      lastError: row.last_error,
      updatedAt: row.updated_at,
    });
    byCustomer.set(row.customer_id, list);
  }
  return byCustomer;
}
