import type { Attribution } from '../shared/contracts/attribution';
import { storeOperations } from '../server/operations/operations';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlan } from '../shared/facts/plan';
import { migrate } from '../server/store/migrate';
import { createSqlStore } from '../server/store/sqlStore';
import type { StoreHarness } from './storeHarness';

/**
 * The behaviour every Store adapter must show. store.test.ts runs it against PGlite always and
 * against PostgreSQL when TEST_DATABASE_URL is set.
 */
export function storeContract(openHarness: () => Promise<StoreHarness>): void {
  let harness: StoreHarness;
  const store = () => harness.store;
  const countCustomers = async () =>
    Number((await harness.sql.query<{ n: string }>('SELECT count(*) AS n FROM customers'))[0]?.n);

  beforeAll(async () => {
    harness = await openHarness();
  }, 60_000);
  afterEach(() => harness.clear());
  afterAll(() => harness?.dispose());

  describe('customers', () => {
    it('creates a customer for a new e-mail, trimmed and not yet signed up', async () => {
      const customer = await store().findOrCreateCustomer('  Ada@Example.com ');
      expect(customer).toMatchObject({
        email: 'Ada@Example.com',
        paymentCustomerId: null,
        signupCompletedAt: null,
      });
      expect(customer.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(customer.createdAt).toBeInstanceOf(Date);
    });

    it('returns the same customer for the same e-mail in any case or spacing', async () => {
      const first = await store().findOrCreateCustomer('ada@example.com');
      const again = await store().findOrCreateCustomer(' ADA@EXAMPLE.COM');
      expect(again.id).toBe(first.id);
      expect(again.email).toBe('ada@example.com');
      expect(await countCustomers()).toBe(1);
    });

    it('gives one customer and one row to 50 concurrent calls for one e-mail', async () => {
      const emails = Array.from({ length: 50 }, (_, index) =>
        index % 2 ? 'race@example.com' : 'RACE@example.com',
      );
      const customers = await Promise.all(
        emails.map((email) => store().findOrCreateCustomer(email)),
      );
      expect(new Set(customers.map((customer) => customer.id)).size).toBe(1);
      expect(await countCustomers()).toBe(1);
    });

    it('keeps the address as first given, found in any case', async () => {
      const first = await store().findOrCreateCustomer('Ann@x.com');
      const again = await store().findOrCreateCustomer('ann@x.com');
      expect(again).toMatchObject({ id: first.id, email: 'Ann@x.com' });
      expect(await store().hasCompletedSignup('ANN@x.com')).toBe(false);
    });

    it('runs the same statements for an address seen before and a new one', async () => {
      const statements: string[] = [];
      const { sql } = harness;
      const counted = await createSqlStore({
        query: (text, params) => {
          statements.push(text);
          return sql.query(text, params);
        },
        execute: (script) => sql.execute(script),
        transaction: (work, options) => sql.transaction(work, options),
        close: async () => undefined,
      });
      const callFor = async (email: string) => {
        statements.length = 0;
        await counted.findOrCreateCustomer(email, { attribution: { utm_source: 'newsletter' } });
        return [...statements];
      };
      const unseen = await callFor('new@example.com');
      const seen = await callFor('new@example.com');
      expect(unseen).toHaveLength(1);
      expect(seen).toEqual(unseen);
    });

    it("takes a returning address's latest language until its signup completes, then keeps it", async () => {
      await store().findOrCreateCustomer('ada@example.com', { locale: 'en' });
      const switched = await store().findOrCreateCustomer('ada@example.com', { locale: 'de' });
      expect(switched.locale).toBe('de');
      await store().recordCheckoutSession({
        id: 'cs_language',
        customerId: switched.id,
        provider: 'test',
        plan: defaultPlan,
      });
      await store().completeCheckout({ sessionId: 'cs_language', provider: 'test' });
      const later = await store().findOrCreateCustomer('ADA@example.com', { locale: 'fr' });
      expect(later.locale).toBe('de');
      expect((await store().deliveries.handoffOf(switched.id))?.locale).toBe('de');
    });

    it('keeps different e-mails apart', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      const bob = await store().findOrCreateCustomer('bob@example.com');
      expect(ada.id).not.toBe(bob.id);
    });

    it('finds a customer by id, and nothing for an unknown or malformed id', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      expect((await store().findCustomerById(ada.id))?.email).toBe('ada@example.com');
      expect(
        await store().findCustomerById('5b0f7f3e-0000-4000-8000-000000000000'),
      ).toBeUndefined();
      expect(await store().findCustomerById('not an id')).toBeUndefined();
    });

    it('keeps the first payment customer linked, even when two are linked at once', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      const linked = await Promise.all([
        store().linkPaymentCustomer(ada.id, 'cus_first'),
        store().linkPaymentCustomer(ada.id, 'cus_second'),
      ]);
      expect(linked[0]).toBe(linked[1]);
      expect(await store().linkPaymentCustomer(ada.id, 'cus_third')).toBe(linked[0]);
      expect((await store().findCustomerById(ada.id))?.paymentCustomerId).toBe(linked[0]);
    });
  });

  describe('signup completion', () => {
    it('says an e-mail exists only once its checkout completed, in any case', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      expect(await store().hasCompletedSignup('ada@example.com')).toBe(false);

      await store().recordCheckoutSession({
        id: 'cs_1',
        customerId: ada.id,
        provider: 'test',
        plan: defaultPlan,
      });
      expect(await store().hasCompletedSignup('ada@example.com')).toBe(false);

      const completion = await store().completeCheckout({
        sessionId: 'cs_1',
        provider: 'test',
        plan: defaultPlan,
      });
      expect(completion).toEqual({ outcome: 'completed', customerId: ada.id });
      expect(await store().hasCompletedSignup(' ADA@example.COM ')).toBe(true);
      expect(await store().hasCompletedSignup('bob@example.com')).toBe(false);
    });

    it('completes a checkout once: repeating it changes nothing', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      await store().recordCheckoutSession({
        id: 'cs_1',
        customerId: ada.id,
        provider: 'stripe',
        plan: defaultPlan,
      });
      await store().completeCheckout({ sessionId: 'cs_1', provider: 'stripe', plan: defaultPlan });
      const completedAt = (await store().findCustomerById(ada.id))?.signupCompletedAt;

      const repeats = await Promise.all(
        [1, 2, 3].map(() =>
          store().completeCheckout({ sessionId: 'cs_1', provider: 'stripe', plan: defaultPlan }),
        ),
      );
      expect(repeats.map((repeat) => repeat.outcome)).toEqual([
        'already-completed',
        'already-completed',
        'already-completed',
      ]);
      expect((await store().findCustomerById(ada.id))?.signupCompletedAt).toEqual(completedAt);
      expect((await store().findCheckoutSession('cs_1'))?.completedAt).toBeInstanceOf(Date);
    });

    it('records and finds checkout sessions, once each', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      await store().recordCheckoutSession({
        id: 'cs_1',
        customerId: ada.id,
        provider: 'test',
        plan: defaultPlan,
      });
      await store().recordCheckoutSession({
        id: 'cs_1',
        customerId: ada.id,
        provider: 'test',
        plan: defaultPlan,
      });
      expect(await store().findCheckoutSession('cs_1')).toMatchObject({
        id: 'cs_1',
        customerId: ada.id,
        provider: 'test',
        completedAt: null,
      });
      expect(await store().findCheckoutSession('cs_unknown')).toBeUndefined();
    });

    it('completes a session it never recorded through the customer the provider names', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      const completion = await store().completeCheckout({
        sessionId: 'cs_unrecorded',
        provider: 'stripe',
        customerId: ada.id,
      });
      expect(completion).toEqual({ outcome: 'completed', customerId: ada.id });
      expect((await store().findCheckoutSession('cs_unrecorded'))?.customerId).toBe(ada.id);
      expect(await store().hasCompletedSignup('ada@example.com')).toBe(true);
    });

    it('trusts the recorded customer of a session over the one the provider names', async () => {
      const ada = await store().findOrCreateCustomer('ada@example.com');
      const bob = await store().findOrCreateCustomer('bob@example.com');
      await store().recordCheckoutSession({
        id: 'cs_ada',
        customerId: ada.id,
        provider: 'stripe',
        plan: defaultPlan,
      });
      const completion = await store().completeCheckout({
        sessionId: 'cs_ada',
        provider: 'stripe',
        customerId: bob.id,
      });
      expect(completion).toEqual({ outcome: 'completed', customerId: ada.id });
      expect(await store().hasCompletedSignup('bob@example.com')).toBe(false);
    });

    it('reports an unknown session or customer without changing anything', async () => {
      expect(
        await store().completeCheckout({ sessionId: 'cs_x', provider: 'test', plan: defaultPlan }),
      ).toEqual({
        outcome: 'unknown',
      });
      expect(
        await store().completeCheckout({
          sessionId: 'cs_x',
          provider: 'stripe',
          customerId: 'no-such-customer',
        }),
      ).toEqual({ outcome: 'unknown' });
      expect(await store().findCheckoutSession('cs_x')).toBeUndefined();
    });
  });

  describe('the hand-off outbox', () => {
    async function completedCustomer(email = 'ada@example.com') {
      const customer = await store().findOrCreateCustomer(email, {
        attribution: { utm_source: 'news' },
      });
      await store().recordCheckoutSession({
        id: `cs_${email}`,
        customerId: customer.id,
        provider: 'test',
        plan: { level: 'ultimate', billing: 'annual', currency: 'USD' },
      });
      await store().completeCheckout({ sessionId: `cs_${email}`, provider: 'test' });
      return customer;
    }

    it('queues one welcome e-mail and one event with the completion, and none when it repeats', async () => {
      const ada = await completedCustomer();
      await store().completeCheckout({ sessionId: 'cs_ada@example.com', provider: 'test' });
      const rows = await harness.sql.query<{ kind: string; state: string }>(
        'SELECT kind, state FROM deliveries WHERE customer_id = $1 ORDER BY kind',
        [ada.id],
      );
      expect(rows).toEqual([
        { kind: 'trial-started', state: 'pending' },
        { kind: 'welcome-email', state: 'pending' },
      ]);
      expect(await store().deliveries.handoffOf(ada.id)).toMatchObject({
        customerId: ada.id,
        email: 'ada@example.com',
        plan: { level: 'ultimate', billing: 'annual', currency: 'USD' },
        paymentProvider: 'test',
        attribution: { utm_source: 'news' },
      });
    });

    it('hands each due delivery to one of two concurrent claimers only', async () => {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        await completedCustomer(email);
      }
      const [first, second] = await Promise.all([
        store().deliveries.claim({ limit: 4, leaseMs: 60_000, workerId: 'worker-a' }),
        store().deliveries.claim({ limit: 4, leaseMs: 60_000, workerId: 'worker-b' }),
      ]);
      const ids = [...(first ?? []), ...(second ?? [])].map((delivery) => delivery.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect(
        await store().deliveries.claim({ limit: 4, leaseMs: 60_000, workerId: 'worker-a' }),
      ).toEqual([]);
    });

    it('takes a delivery over once its lease ran out, and ignores the late outcome of the first claim', async () => {
      await completedCustomer();
      const firstClaim = await store().deliveries.claim({
        limit: 1,
        leaseMs: 1,
        workerId: 'worker-b',
      });
      await harness.sql.query("UPDATE deliveries SET locked_until = now() - interval '1 second'");
      const [takenOver] = await store().deliveries.claim({
        limit: 1,
        leaseMs: 60_000,
        workerId: 'worker-a',
      });
      expect(takenOver?.id).toBe(firstClaim[0]?.id);
      expect(takenOver?.attempts).toBe(2);
      const late = firstClaim[0];
      if (late) expect(await store().deliveries.markDelivered(late)).toBe(false);
      if (takenOver) expect(await store().deliveries.markDelivered(takenOver)).toBe(true);
    });

    it("takes back at once the leases a restarted worker held, and no other worker's", async () => {
      await completedCustomer('a@example.com');
      await completedCustomer('b@example.com');
      const held = await store().deliveries.claim({
        limit: 2,
        leaseMs: 120_000,
        workerId: 'host:/data:3000',
      });
      const others = await store().deliveries.claim({
        limit: 2,
        leaseMs: 120_000,
        workerId: 'host:/other:3001',
      });
      expect(await store().deliveries.reclaimLeasesOf('host:/data:3000')).toBe(2);
      const again = await store().deliveries.claim({
        limit: 4,
        leaseMs: 120_000,
        workerId: 'host:/data:3000',
      });
      // The same deliveries, with the same ids (the receivers' webhook-id and Message-ID).
      expect(again.map((delivery) => delivery.id).sort()).toEqual(
        held.map((delivery) => delivery.id).sort(),
      );
      expect(again.map((delivery) => delivery.attempts)).toEqual([2, 2]);
      const [late] = held;
      if (late) expect(await store().deliveries.markDelivered(late)).toBe(false);
      expect(await store().deliveries.reclaimLeasesOf('host:/data:3000')).toBe(2);
      expect(await store().deliveries.reclaimLeasesOf('nobody')).toBe(0);
      expect(others).toHaveLength(2);
      const [other] = others;
      if (other) expect(await store().deliveries.markDelivered(other)).toBe(true);
    });

    it('keeps a renewed lease and lets another worker take one that ran out', async () => {
      await completedCustomer('renewed@example.com');
      const held = await store().deliveries.claim({ limit: 2, leaseMs: 300, workerId: 'a' });
      expect(held).toHaveLength(2);
      const [kept, lapsed] = held;
      if (!kept || !lapsed) throw new Error('two deliveries expected');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await store().deliveries.renewLeases([kept], 60_000)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const taken = await store().deliveries.claim({ limit: 2, leaseMs: 60_000, workerId: 'b' });
      expect(taken.map((delivery) => delivery.id)).toEqual([lapsed.id]);
      // The first worker's claim on the lapsed delivery is gone: its late outcome is not recorded.
      expect(await store().deliveries.renewLeases([kept, lapsed], 60_000)).toBe(1);
      expect(await store().deliveries.markDelivered(lapsed)).toBe(false);
      expect(await store().deliveries.markDelivered(kept)).toBe(true);
    });

    it('retries after a failure when due, fails for good when told, and queues failed ones again', async () => {
      await completedCustomer();
      const claimed = await store().deliveries.claim({
        limit: 2,
        leaseMs: 60_000,
        workerId: 'worker-a',
      });
      const [one, two] = claimed;
      if (!one || !two) throw new Error('expected two deliveries');
      await store().deliveries.recordFailure(one, 'SMTP refused', 60_000);
      await store().deliveries.recordFailure(two, 'HTTP 500', undefined);
      expect(
        await store().deliveries.claim({ limit: 2, leaseMs: 60_000, workerId: 'worker-a' }),
      ).toEqual([]);
      const failed = await store().deliveries.listFailed();
      expect(failed).toMatchObject([{ id: two.id, state: 'failed', lastError: 'HTTP 500' }]);
      expect(await store().deliveries.retryFailed()).toBe(1);
      const [again] = await store().deliveries.claim({
        limit: 2,
        leaseMs: 60_000,
        workerId: 'worker-a',
      });
      expect(again).toMatchObject({ id: two.id, attempts: 1 });
    });

    it('lists the signups started since a date, for the team’s scripts', async () => {
      await completedCustomer();
      await store().findOrCreateCustomer('abandoned@example.com');
      const since = (from: Date) => storeOperations(store()).signups(from);
      const [header = [], ...rows] = await since(new Date(Date.now() - 60_000));
      const column = (name: string) => rows.map((row) => row[header.indexOf(name)]).sort();
      expect(column('email')).toEqual(['abandoned@example.com', 'ada@example.com']);
      expect(column('level')).toEqual(['', 'ultimate']);
      expect(column('utm_source')).toEqual(['', 'news']);
      expect(column('welcome_email')).toEqual(['', 'pending']);
      expect(await since(new Date(Date.now() + 60_000))).toHaveLength(1);
    });
  });

  describe('from trial to paying customer', () => {
    async function trial(email: string, attribution: Attribution, billing: 'monthly' | 'annual') {
      const customer = await store().findOrCreateCustomer(email, { attribution });
      await store().linkPaymentCustomer(customer.id, `cus_${email}`);
      await store().recordCheckoutSession({
        id: `cs_${email}`,
        customerId: customer.id,
        provider: 'stripe',
        plan: { level: 'business', billing, currency: 'EUR' },
      });
      await store().completeCheckout({ sessionId: `cs_${email}`, provider: 'stripe' });
      return customer;
    }
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 12, minute));
    const signupOf = async (email: string) =>
      (await store().findSignups({ offset: 0 })).signups.find((row) => row.email === email);

    it('names the source and channel of every signup from its first visit', async () => {
      await trial('bing@example.com', { referrer: 'https://www.bing.com' }, 'monthly');
      await trial('ads@example.com', { gclid: 'abc', landing_path: '/pricing' }, 'monthly');
      await trial('mail@example.com', { utm_source: 'newsletter', utm_medium: 'email' }, 'annual');
      await store().findOrCreateCustomer('direct@example.com');
      const named = (await store().findSignups({ offset: 0 })).signups
        .map((row) => `${row.email} ${row.channel} ${row.source}`)
        .sort();
      expect(named).toEqual([
        'ads@example.com paid google',
        'bing@example.com search Bing',
        'direct@example.com direct Direct',
        'mail@example.com email newsletter',
      ]);
      const search = await store().findSignups({ offset: 0, channel: 'search' });
      expect(search.signups.map((row) => row.email)).toEqual(['bing@example.com']);
      const bing = await store().findSignups({ offset: 0, source: 'Bing' });
      expect(bing.total).toBe(1);
    });

    it('applies subscription events once each, in any order, to the same result', async () => {
      const events = [
        { eventId: 'evt_failed', outcome: 'payment_failed', occurredAt: at(1) },
        { eventId: 'evt_paid', outcome: 'paid', occurredAt: at(2) },
        { eventId: 'evt_paid_again', outcome: 'paid', occurredAt: at(40) },
        { eventId: 'evt_cancelled', outcome: 'cancelled', occurredAt: at(30) },
      ] as const;
      const orders = [
        [0, 1, 2, 3],
        [3, 2, 1, 0],
        [2, 0, 3, 1, 1, 3, 0],
      ];
      const results: unknown[] = [];
      for (const [index, order] of orders.entries()) {
        const email = `order${index}@example.com`;
        await trial(email, { utm_source: 'news' }, 'monthly');
        const applied = [];
        for (const position of order) {
          const event = events[position];
          if (!event) continue;
          // Found by Stripe's customer id, as Stripe's invoices name it.
          applied.push(
            await store().recordSubscriptionEvent({
              ...event,
              eventId: `${event.eventId}_${index}`,
              paymentCustomerId: `cus_${email}`,
            }),
          );
        }
        expect(applied.filter((result) => result === 'applied')).toHaveLength(4);
        expect(applied.filter((result) => result === 'repeated')).toHaveLength(order.length - 4);
        const row = await signupOf(email);
        results.push({ paidAt: row?.paidAt, state: row?.subscriptionState });
      }
      // The first payment's time, and the latest event's state (paid again after the cancellation).
      expect(results).toEqual(Array(3).fill({ paidAt: at(2), state: 'paid' }));
      expect(
        await store().recordSubscriptionEvent({
          eventId: 'evt_other',
          outcome: 'paid',
          occurredAt: at(5),
          paymentCustomerId: 'cus_of_another_product',
        }),
      ).toBe('unknown');
    });

    it('counts checkouts, trials and paying customers in the period each happened in', async () => {
      const bing = await trial('bing@example.com', { referrer: 'https://www.bing.com' }, 'annual');
      await trial('news@example.com', { utm_source: 'news', landing_path: '/pricing' }, 'monthly');
      await store().recordSubscriptionEvent({
        eventId: 'evt_1',
        outcome: 'paid',
        occurredAt: new Date(Date.now() + 60_000),
        customerId: bing.id,
      });
      const now = Date.now();
      const groups = await store().customerOutcomes({
        from: new Date(now - 3_600_000),
        before: new Date(now + 3_600_000),
      });
      const brief = groups
        .map((group) =>
          [
            group.channel,
            group.source,
            group.campaign,
            group.landingPath,
            group.level,
            group.billing,
            group.checkout,
            group.trials,
            group.paying,
          ].join(' '),
        )
        .sort();
      expect(brief).toEqual([
        'referral news (none) /pricing business monthly 1 1 0',
        'search Bing (none) (none) business annual 1 1 1',
      ]);
      const bingOnly = await store().customerOutcomes({
        from: new Date(now - 3_600_000),
        before: new Date(now + 3_600_000),
        channel: 'search',
      });
      expect(bingOnly).toHaveLength(1);
      const later = await store().customerOutcomes({
        from: new Date(now + 3_600_000),
        before: new Date(now + 7_200_000),
      });
      expect(later).toEqual([]);
    });
  });

  describe('schema', () => {
    it('records its migrations and applies none twice', async () => {
      const names = await harness.sql.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(names.map((row) => row.name)).toContain('001_signups.sql');
      expect(await migrate(harness.sql)).toEqual([]);
    });

    it('applies a batch of migrations all or nothing', async () => {
      const batch = [
        { name: '900_probe.sql', sql: 'CREATE TABLE migration_probe (id int)' },
        { name: '901_broken.sql', sql: 'CREATE TABLE broken (' },
      ];
      await expect(migrate(harness.sql, batch)).rejects.toThrow();
      const probe = await harness.sql.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'migration_probe'",
      );
      expect(probe).toEqual([]);
      const recorded = await harness.sql.query(
        "SELECT 1 FROM schema_migrations WHERE name = '900_probe.sql'",
      );
      expect(recorded).toEqual([]);
    });

    it('answers a ping', async () => {
      await expect(store().ping()).resolves.toBeUndefined();
    });
  });
}
