import type { SqlSession } from './sqlDriver';
import type { OutcomeGroup, OutcomeQuery } from './store';

/**
 * Each step is counted in the period it happened in: a checkout opened, a checkout completed, a
 * first payment. So a trial started in March and paid for in April is a trial of March and a
 * paying customer of April, each under the source of the customer's first visit.
 */
const outcomesSql = `
  WITH steps AS (
    SELECT c.id, c.channel, c.source,
      coalesce(c.attribution ->> 'utm_campaign', '(none)') AS campaign,
      coalesce(c.attribution ->> 'landing_path', '(none)') AS landing_path,
      coalesce(c.level, latest.level, '(none)') AS level,
      coalesce(c.billing, latest.billing, '(none)') AS billing,
      EXISTS (SELECT 1 FROM checkout_sessions s
        WHERE s.customer_id = c.id AND s.created_at >= $1 AND s.created_at < $2) AS checkout,
      c.signup_completed_at >= $1 AND c.signup_completed_at < $2 AS trial,
      c.paid_at >= $1 AND c.paid_at < $2 AS paying
    FROM customers c
    LEFT JOIN LATERAL (
      SELECT s.level, s.billing FROM checkout_sessions s
      WHERE s.customer_id = c.id ORDER BY s.created_at DESC LIMIT 1
    ) latest ON true
    WHERE (c.id IN (SELECT customer_id FROM checkout_sessions WHERE created_at >= $1 AND created_at < $2)
        OR (c.signup_completed_at >= $1 AND c.signup_completed_at < $2)
        OR (c.paid_at >= $1 AND c.paid_at < $2))
      AND ($3::text IS NULL OR c.channel = $3) AND ($4::text IS NULL OR c.source = $4)
      AND ($5::text IS NULL OR coalesce(c.attribution ->> 'utm_campaign', '(none)') = $5)
      AND ($6::text IS NULL OR c.locale = $6)
      AND ($7::text IS NULL OR c.attribution ->> 'landing_path' = $7)
  )
  SELECT coalesce(channel, 'direct') AS channel, coalesce(source, 'Direct') AS source, campaign,
    landing_path AS "landingPath", level, billing,
    count(*) FILTER (WHERE checkout)::int AS checkout,
    count(*) FILTER (WHERE trial)::int AS trials,
    count(*) FILTER (WHERE paying)::int AS paying
  FROM steps
  GROUP BY 1, 2, 3, 4, 5, 6`;

export function customerOutcomes(db: SqlSession, query: OutcomeQuery): Promise<OutcomeGroup[]> {
  return db.query<OutcomeGroup>(outcomesSql, [
    query.from,
    query.before,
    query.channel ?? null,
    query.source ?? null,
    query.campaign ?? null,
    query.locale ?? null,
    query.path ?? null,
  ]);
}
