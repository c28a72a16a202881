import { randomUUID } from 'node:crypto';
import { defaultLocale, isLocale } from '../../shared/language/locales';
import type { Attribution } from '../../shared/contracts/attribution';
import { currencyNamed } from '../../shared/facts/currencies';
import { defaultPlan, isBillingPeriod } from '../../shared/facts/plan';
import type {
  ClaimedDelivery,
  DeliveryKind,
  DeliveryOutbox,
  DeliveryRecord,
  HandoffFacts,
  PaymentProvider,
} from './store';
import type { SqlDriver, SqlSession } from './sqlDriver';

const handoffKinds: readonly DeliveryKind[] = ['welcome-email', 'trial-started'];

/** Queues the hand-off of a completed signup; called inside the completing transaction. */
export async function enqueueHandoff(db: SqlSession, customerId: string): Promise<void> {
  for (const kind of handoffKinds) {
    await db.query(
      `INSERT INTO deliveries (id, customer_id, kind) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id, kind) DO NOTHING`,
      [randomUUID(), customerId, kind],
    );
  }
}

/** Attribution as stored (jsonb): only string values are taken. */
export function attributionFrom(value: unknown): Attribution {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

interface HandoffRow {
  id: string;
  email: string;
  level: string | null;
  billing: string | null;
  currency: string;
  signup_completed_at: Date | null;
  trial_ends_at: Date | null;
  payment_provider: PaymentProvider | null;
  payment_customer_id: string | null;
  attribution: unknown;
  locale: string;
}

/** Error texts are kept short: enough to see what went wrong, never a whole response body. */
const ERROR_TEXT_LIMIT = 500;

export function createSqlOutbox(db: SqlDriver): DeliveryOutbox {
  const finish = async (
    delivery: ClaimedDelivery,
    assignments: string,
    params: readonly unknown[] = [],
  ): Promise<boolean> => {
    const rows = await db.query(
      `UPDATE deliveries SET ${assignments}, locked_until = NULL, claim_token = NULL,
         claimed_by = NULL, updated_at = now()
       WHERE id = $1 AND claim_token = $2 AND state = 'sending' RETURNING id`,
      [delivery.id, delivery.claimToken, ...params],
    );
    return rows.length > 0;
  };

  return {
    async claim({ limit, leaseMs, workerId }) {
      // SKIP LOCKED: a delivery another worker is claiming right now is left to it. A lease that
      // ran out (its worker died) makes the delivery claimable again.
      return db.query<ClaimedDelivery>(
        `UPDATE deliveries
         SET state = 'sending', attempts = attempts + 1, claim_token = $3, claimed_by = $4,
             locked_until = now() + $2::double precision * interval '1 millisecond', updated_at = now()
         WHERE id IN (
           SELECT id FROM deliveries
           WHERE (state = 'pending' AND next_attempt_at <= now())
              OR (state = 'sending' AND locked_until < now())
           ORDER BY next_attempt_at, id
           LIMIT $1
           FOR UPDATE SKIP LOCKED
         )
         RETURNING id, customer_id AS "customerId", kind, attempts, claim_token AS "claimToken"`,
        [limit, leaseMs, randomUUID(), workerId],
      );
    },

    async reclaimLeasesOf(workerId) {
      const rows = await db.query(
        `UPDATE deliveries SET state = 'pending', next_attempt_at = now(), locked_until = NULL,
           claim_token = NULL, claimed_by = NULL, updated_at = now()
         WHERE state = 'sending' AND claimed_by = $1 RETURNING id`,
        [workerId],
      );
      return rows.length;
    },

    async renewLeases(deliveries, leaseMs) {
      if (deliveries.length === 0) return 0;
      const rows = await db.query(
        `UPDATE deliveries
         SET locked_until = now() + $3::double precision * interval '1 millisecond'
         WHERE state = 'sending'
           AND (id, claim_token) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
         RETURNING id`,
        [
          deliveries.map((delivery) => delivery.id),
          deliveries.map((delivery) => delivery.claimToken),
          leaseMs,
        ],
      );
      return rows.length;
    },

    markDelivered: (delivery) =>
      finish(delivery, "state = 'delivered', delivered_at = now(), last_error = NULL"),

    markSkipped: (delivery, reason) =>
      finish(delivery, "state = 'skipped', last_error = $3", [reason.slice(0, ERROR_TEXT_LIMIT)]),

    recordFailure: (delivery, error, retryInMs) =>
      retryInMs === undefined
        ? finish(delivery, "state = 'failed', last_error = $3", [error.slice(0, ERROR_TEXT_LIMIT)])
        : finish(
            delivery,
            `state = 'pending', last_error = $3,
             next_attempt_at = now() + $4::double precision * interval '1 millisecond'`,
            [error.slice(0, ERROR_TEXT_LIMIT), Math.max(0, Math.round(retryInMs))],
          ),

    async handoffOf(customerId): Promise<HandoffFacts | undefined> {
      const [row] = await db.query<HandoffRow>(
        `SELECT id, email, level, billing, currency, signup_completed_at, trial_ends_at, payment_provider,
                payment_customer_id, attribution, locale
         FROM customers WHERE id = $1`,
        [customerId],
      );
      if (!row?.signup_completed_at || !row.trial_ends_at) return undefined;
      return {
        customerId: row.id,
        email: row.email,
        plan: {
          level: row.level ?? defaultPlan.level,
          billing: isBillingPeriod(row.billing) ? row.billing : defaultPlan.billing,
          currency: currencyNamed(row.currency) ?? defaultPlan.currency,
        },
        completedAt: row.signup_completed_at,
        trialEndsAt: row.trial_ends_at,
        paymentProvider: row.payment_provider ?? 'test',
        paymentCustomerId: row.payment_customer_id,
        attribution: attributionFrom(row.attribution),
        locale: isLocale(row.locale) ? row.locale : defaultLocale,
      };
    },

    listFailed: () =>
      db.query<DeliveryRecord>(
        `SELECT d.id, d.customer_id AS "customerId", c.email, d.kind, d.state, d.attempts,
                d.last_error AS "lastError", d.updated_at AS "updatedAt"
         FROM deliveries d JOIN customers c ON c.id = d.customer_id
         WHERE d.state = 'failed' ORDER BY d.updated_at DESC`,
      ),

    scheduleWeeklyReport: (week, recipients, facts) =>
      db.transaction(async (session) => {
        const claimed = await session.query(
          'INSERT INTO weekly_reports (week) VALUES ($1) ON CONFLICT (week) DO NOTHING RETURNING week',
          [week],
        );
        if (claimed.length === 0) return false;
        for (const recipient of recipients) {
          await session.query(
            `INSERT INTO deliveries (id, kind, recipient, payload) VALUES ($1, 'weekly-report', $2, $3)`,
            [randomUUID(), recipient, JSON.stringify(facts)],
          );
        }
        return true;
      }),

    async queueSignInMail(recipient, dueAt) {
      await db.query(
        `INSERT INTO deliveries (id, kind, recipient, next_attempt_at) VALUES ($1, 'team-sign-in', $2, $3)`,
        [randomUUID(), recipient, dueAt],
      );
    },

    async teamMailOf(deliveryId) {
      const [row] = await db.query<{ recipient: string; queuedAt: Date; payload: unknown }>(
        `SELECT recipient, created_at AS "queuedAt", payload FROM deliveries
         WHERE id = $1 AND recipient IS NOT NULL`,
        [deliveryId],
      );
      if (!row) return undefined;
      return {
        ...row,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      };
    },

    async retryFailed(deliveryId) {
      const rows = await db.query(
        `UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = now(),
           updated_at = now()
         WHERE state = 'failed' AND ($1::text IS NULL OR id::text = $1) RETURNING id`,
        [deliveryId ?? null],
      );
      return rows.length;
    },
  };
}
