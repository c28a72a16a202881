import type { SqlSession } from './sqlDriver';
import type { OutcomeGroup, OutcomeQuery } from './store';

/** A customer's attribution and plan, as the console groups customers. */
const groupColumns = `coalesce(c.channel, 'direct') AS channel, coalesce(c.source, 'Direct') AS source,
  coalesce(c.attribution ->> 'utm_campaign', '(none)') AS campaign,
  coalesce(c.attribution ->> 'landing_path', '(none)') AS "landingPath"`;

/** The console's filters on the customer, $3 to $7. */
const filtersSql = `($3::text IS NULL OR c.channel = $3) AND ($4::text IS NULL OR c.source = $4)
  AND ($5::text IS NULL OR coalesce(c.attribution ->> 'utm_campaign', '(none)') = $5)
  AND ($6::text IS NULL OR c.locale = $6)
  AND ($7::text IS NULL OR c.attribution ->> 'landing_path' = $7)`;

/**
 * Each step is counted in the period it happened in, each read by its own index on customers: a
 * customer's latest checkout opened (under its plan unless one completed), a checkout completed, a
 * first payment. So a trial started in March and paid for in
 * April is a trial of March and a paying customer of April, each under the source of the
 * customer's first visit.
 */
const outcomesSql = `
  SELECT 'checkout' AS step, ${groupColumns},
    coalesce(c.level, c.last_checkout_level, '(none)') AS level,
    coalesce(c.billing, c.last_checkout_billing, '(none)') AS billing,
    count(*)::int AS customers
  FROM customers c
  WHERE c.last_checkout_at >= $1 AND c.last_checkout_at < $2 AND ${filtersSql}
  GROUP BY 2, 3, 4, 5, 6, 7
  UNION ALL
  SELECT 'trials', ${groupColumns}, coalesce(c.level, '(none)'), coalesce(c.billing, '(none)'),
    count(*)::int
  FROM customers c
  WHERE c.signup_completed_at >= $1 AND c.signup_completed_at < $2 AND ${filtersSql}
  GROUP BY 2, 3, 4, 5, 6, 7
  UNION ALL
  SELECT 'paying', ${groupColumns}, coalesce(c.level, '(none)'), coalesce(c.billing, '(none)'),
    count(*)::int
  FROM customers c
  WHERE c.paid_at >= $1 AND c.paid_at < $2 AND ${filtersSql}
  GROUP BY 2, 3, 4, 5, 6, 7`;

type StepRow = Omit<OutcomeGroup, 'checkout' | 'trials' | 'paying'> & {
  step: 'checkout' | 'trials' | 'paying';
  customers: number;
};

export async function customerOutcomes(
  db: SqlSession,
  query: OutcomeQuery,
): Promise<OutcomeGroup[]> {
  const rows = await db.query<StepRow>(outcomesSql, [
    query.from,
    query.before,
    query.channel ?? null,
    query.source ?? null,
    query.campaign ?? null,
    query.locale ?? null,
    query.path ?? null,
  ]);
  const groups = new Map<string, OutcomeGroup>();
  for (const { step, customers, ...group } of rows) {
    const key = JSON.stringify([
      group.channel,
      group.source,
      group.campaign,
      group.landingPath,
      group.level,
      group.billing,
    ]);
    const entry = groups.get(key) ?? { ...group, checkout: 0, trials: 0, paying: 0 };
    entry[step] += customers;
    groups.set(key, entry);
  }
  return [...groups.values()];
}
