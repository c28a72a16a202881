import { randomUUID } from 'node:crypto';
import { currencyNamed } from '../../shared/facts/currencies';
import { defaultPlan, isBillingPeriod, type PlanChoice } from '../../shared/facts/plan';
import { offer } from '../../shared/facts/offer';
import { sourceTags } from '../../shared/contracts/sourceTags';
import { visitSourceOf } from '../../shared/contracts/visitSource';
import { migrate } from './migrate';
import { attributionFrom, createSqlOutbox, enqueueHandoff } from './sqlDeliveries';
import type { SqlDriver, SqlSession } from './sqlDriver';
import { findSignups } from './sqlConsoleSignups';
import { customerOutcomes } from './sqlCustomerOutcomes';
import { recordSubscriptionEvent } from './sqlSubscriptions';
import { createSqlSignInLinks } from './sqlSignInLinks';
import { createSqlTeamSessions } from './sqlTeamSessions';
import type {
  CheckoutCompletion,
  CheckoutCompletionRequest,
  CheckoutSessionRecord,
  Customer,
  Store,
} from './store';
import { defaultLocale, isLocale } from '../../shared/language/locales';

type CustomerRow = Omit<Customer, 'attribution' | 'locale'> & {
  attribution: unknown;
  locale: string;
};

const customerColumns = `id, email, payment_customer_id AS "paymentCustomerId",
  signup_completed_at AS "signupCompletedAt", created_at AS "createdAt", attribution, locale`;

/** A plan as a table stores it: level and billing, or neither for rows older than plans. */
type PlanColumns = { level: string | null; billing: string | null; currency: string };

const planFrom = ({ level, billing, currency }: PlanColumns): PlanChoice | null =>
  level && isBillingPeriod(billing)
    ? { level, billing, currency: currencyNamed(currency) ?? defaultPlan.currency }
    : null;

const toCustomer = (row: CustomerRow): Customer => ({
  ...row,
  attribution: row.attribution === null ? null : attributionFrom(row.attribution),
  locale: isLocale(row.locale) ? row.locale : defaultLocale,
});

/** Brings the schema up to date, then returns the store over it. */
export async function createSqlStore(db: SqlDriver): Promise<Store> {
  await migrate(db);
  return {
    deliveries: createSqlOutbox(db),
    signInLinks: createSqlSignInLinks(db),
    teamSessions: createSqlTeamSessions(db),

    async findOrCreateCustomer(email, { attribution, locale = defaultLocale } = {}) {
      const attributionJson =
        attribution && Object.keys(attribution).length > 0 ? JSON.stringify(attribution) : null;
      // One statement, one write, whether the address is new or not, so the answer takes the same
      // time either way. The unique index on lower(email) decides between concurrent requests; the
      // loser updates the winner's row (first touch: an attribution already kept stays; the
      // language is the latest signup's until one completes, then it stays:
      // docs/decisions.md#the-language-of-a-returning-address).
      const origin = visitSourceOf(
        {
          ...sourceTags((name) => attribution?.[name]),
          referrer: attribution?.referrer,
        },
        '',
      );
      const [row] = await db.query<CustomerRow>(
        `INSERT INTO customers (id, email, attribution, locale, source, channel)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6)
         ON CONFLICT ((lower(email))) DO UPDATE
           SET attribution = coalesce(customers.attribution, excluded.attribution),
               source = CASE WHEN customers.attribution IS NULL
                             THEN excluded.source ELSE customers.source END,
               channel = CASE WHEN customers.attribution IS NULL
                              THEN excluded.channel ELSE customers.channel END,
               locale = CASE WHEN customers.signup_completed_at IS NULL
                             THEN excluded.locale ELSE customers.locale END
         RETURNING ${customerColumns}`,
        [randomUUID(), email.trim(), attributionJson, locale, origin.source, origin.channel],
      );
      if (!row) throw new Error('A customer was neither created nor found.');
      return toCustomer(row);
    },

    async findCustomerById(id) {
      const [row] = await db.query<CustomerRow>(
        `SELECT ${customerColumns} FROM customers WHERE id = $1`,
        [id],
      );
      return row && toCustomer(row);
    },

    async hasCompletedSignup(email) {
      const rows = await db.query(
        `SELECT 1 FROM customers
         WHERE lower(email) = lower($1) AND signup_completed_at IS NOT NULL`,
        [email.trim()],
      );
      return rows.length > 0;
    },

    async linkPaymentCustomer(customerId, paymentCustomerId) {
      const [row] = await db.query<{ payment_customer_id: string | null }>(
        `UPDATE customers SET payment_customer_id = coalesce(payment_customer_id, $2)
         WHERE id = $1 RETURNING payment_customer_id`,
        [customerId, paymentCustomerId],
      );
      if (!row?.payment_customer_id)
        throw new Error('No such customer to link a payment customer to.');
      return row.payment_customer_id;
    },

    async recordCheckoutSession({ id, customerId, provider, plan }) {
      // One statement: the session, and its customer's latest checkout (what the console counts).
      await db.query(
        `WITH session AS (
           INSERT INTO checkout_sessions (id, customer_id, provider, level, billing, currency)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO NOTHING
           RETURNING customer_id, created_at, level, billing
         )
         UPDATE customers c SET last_checkout_at = session.created_at,
           last_checkout_level = session.level, last_checkout_billing = session.billing
         FROM session WHERE c.id = session.customer_id`,
        [id, customerId, provider, plan.level, plan.billing, plan.currency],
      );
    },

    async findCheckoutSession(id) {
      const [row] = await db.query<Omit<CheckoutSessionRecord, 'plan'> & PlanColumns>(
        `SELECT id, customer_id AS "customerId", provider, level, billing, currency,
                created_at AS "createdAt", completed_at AS "completedAt"
         FROM checkout_sessions WHERE id = $1`,
        [id],
      );
      if (!row) return undefined;
      const { level, billing, currency, ...session } = row;
      return { ...session, plan: planFrom({ level, billing, currency }) };
    },

    completeCheckout: (request) => db.transaction((session) => completeIn(session, request)),
    findSignups: (query) => findSignups(db, query),
    recordSubscriptionEvent: (event) => recordSubscriptionEvent(db, event),
    customerOutcomes: (query) => customerOutcomes(db, query),

    async ping() {
      // A read only: probes arrive every few seconds from every balancer, and must not fill the WAL.
      await db.query('SELECT 1');
    },

    close: () => db.close(),
  };
}

async function completeIn(
  db: SqlSession,
  { sessionId, provider, customerId: namedCustomerId, plan: namedPlan }: CheckoutCompletionRequest,
): Promise<CheckoutCompletion> {
  const [recorded] = await db.query<PlanColumns & { customer_id: string }>(
    'SELECT customer_id, level, billing, currency FROM checkout_sessions WHERE id = $1 FOR UPDATE',
    [sessionId],
  );
  // A session we recorded is trusted over the name the provider sends back.
  const customerId = recorded?.customer_id ?? namedCustomerId;
  if (!customerId) return { outcome: 'unknown' };
  const [customer] = await db.query<{ id: string }>(
    'SELECT id FROM customers WHERE id = $1 FOR UPDATE',
    [customerId],
  );
  if (!customer) return { outcome: 'unknown' };

  // A recorded session's plan is trusted over the one the provider sends back.
  const plan = (recorded && planFrom(recorded)) ?? namedPlan ?? defaultPlan;

  await db.query(
    `INSERT INTO checkout_sessions (id, customer_id, provider, level, billing, currency, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (id) DO UPDATE
       SET completed_at = coalesce(checkout_sessions.completed_at, excluded.completed_at)`,
    [sessionId, customerId, provider, plan.level, plan.billing, plan.currency],
  );
  const firstTime = await db.query(
    `UPDATE customers
     SET signup_completed_at = now(), level = $2, billing = $3, payment_provider = $4,
         trial_ends_at = now() + make_interval(days => $5::int), currency = $6
     WHERE id = $1 AND signup_completed_at IS NULL RETURNING id`,
    [customerId, plan.level, plan.billing, provider, offer.trialDays, plan.currency],
  );
  if (firstTime.length === 0) return { outcome: 'already-completed', customerId };
  // The hand-off is queued in this transaction: committed with the completion, or not at all.
  await enqueueHandoff(db, customerId);
  return { outcome: 'completed', customerId };
}
