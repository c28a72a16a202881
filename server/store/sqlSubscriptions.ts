import type { SqlDriver } from './sqlDriver';
import type { SubscriptionEvent, SubscriptionEventResult } from './store';

/** Of two events at the same second, the one that ends more: a cancellation outranks a failure. */
const rankSql = (state: string) =>
  `CASE ${state} WHEN 'cancelled' THEN 3 WHEN 'payment_failed' THEN 2 ELSE 1 END`;

/**
 * Applies one subscription event to its customer, once (by its id), so that any order gives the
 * same result: the first payment's time is the earliest `paid` event's, and the state is that of
 * the latest event (docs/signups.md, "From trial to paying customer").
 */
export async function recordSubscriptionEvent(
  db: SqlDriver,
  event: SubscriptionEvent,
): Promise<SubscriptionEventResult> {
  return db.transaction(async (session) => {
    const [customer] = await session.query<{ id: string }>(
      `SELECT id FROM customers
       WHERE id = $1 OR payment_customer_id = $2
       ORDER BY id = $1 DESC LIMIT 1 FOR UPDATE`,
      [event.customerId ?? null, event.paymentCustomerId ?? null],
    );
    if (!customer) return 'unknown';
    const inserted = await session.query(
      `INSERT INTO subscription_events (event_id, customer_id, outcome, occurred_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.eventId, customer.id, event.outcome, event.occurredAt],
    );
    if (inserted.length === 0) return 'repeated';
    await session.query(
      `UPDATE customers SET
         paid_at = CASE WHEN $2 = 'paid' THEN least(paid_at, $3::timestamptz) ELSE paid_at END,
         subscription_state = CASE
           WHEN subscription_state_at IS NULL OR $3::timestamptz > subscription_state_at
             OR ($3::timestamptz = subscription_state_at
               AND ${rankSql('$2')} > ${rankSql('subscription_state')})
           THEN $2 ELSE subscription_state END,
         subscription_state_at = greatest(subscription_state_at, $3::timestamptz)
       WHERE id = $1`,
      [customer.id, event.outcome, event.occurredAt],
    );
    return 'applied';
  });
}
