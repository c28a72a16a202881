import { defaultLocale, isLocale } from '../../shared/language/locales';
import { attributionFrom } from './sqlDeliveries';
import type { SqlSession } from './sqlDriver';
import type { ConsoleSignup, SignupDelivery, SignupQuery } from './store';

/** Customers (c) with their latest checkout (latest): an unfinished signup's plan is that one's. */
export const signupsWithLatestCheckout = `FROM customers c
  LEFT JOIN LATERAL (
    SELECT s.level, s.billing, s.currency FROM checkout_sessions s
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
  if (query.channel) add((p) => `c.channel = ${p}`, query.channel);
  if (query.source) add((p) => `c.source = ${p}`, query.source);
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
    `SELECT count(*) AS total ${signupsWithLatestCheckout} ${where.sql}`,
    where.params,
  );
  const params = [...where.params, query.offset];
  const limit = query.limit === undefined ? '' : `LIMIT $${params.push(query.limit)}`;
  // The stored language and attribution are checked below, as in every read of a customer.
  const rows = await db.query<
    Omit<ConsoleSignup, 'attribution' | 'deliveries'> & { attribution: unknown }
  >(
    `SELECT c.id AS "customerId", c.email, c.locale, ${stateExpression} AS state,
            c.created_at AS "startedAt", c.signup_completed_at AS "completedAt",
            coalesce(c.level, latest.level) AS level,
            coalesce(c.billing, latest.billing) AS billing,
            CASE WHEN c.signup_completed_at IS NOT NULL THEN c.currency ELSE latest.currency END
              AS currency,
            c.attribution, c.source, c.channel, c.paid_at AS "paidAt",
            c.subscription_state AS "subscriptionState"
     ${signupsWithLatestCheckout} ${where.sql}
     ORDER BY c.created_at DESC, c.id DESC
     OFFSET $${where.params.length + 1} ${limit}`,
    params,
  );
  const deliveries = await deliveriesOf(
    db,
    rows.map((row) => row.customerId),
  );
  return {
    total: Number(counted?.total ?? 0),
    signups: rows.map((row) => ({
      ...row,
      locale: isLocale(row.locale) ? row.locale : defaultLocale,
      attribution: attributionFrom(row.attribution),
      deliveries: deliveries.get(row.customerId) ?? [],
    })),
  };
}

async function deliveriesOf(
  db: SqlSession,
  customerIds: readonly string[],
): Promise<Map<string, SignupDelivery[]>> {
  const byCustomer = new Map<string, SignupDelivery[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db.query<SignupDelivery & { customerId: string }>(
    `SELECT id::text AS id, customer_id AS "customerId", kind, state, attempts,
            last_error AS "lastError", updated_at AS "updatedAt",
            CASE WHEN state = 'pending' AND last_error IS NOT NULL THEN next_attempt_at END
              AS "nextAttemptAt"
     FROM deliveries WHERE customer_id = ANY($1::text[]) ORDER BY kind DESC`,
    [customerIds],
  );
  for (const { customerId, ...delivery } of rows) {
    byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), delivery]);
  }
  return byCustomer;
}
