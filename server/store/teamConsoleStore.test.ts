import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createPgliteHarness,
  createPostgresHarness,
  type StoreHarness,
} from '../../test/storeHarness';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The console's store calls: sign-in links and the filtered signups, on either database. */
function teamConsoleContract(openHarness: () => Promise<StoreHarness>): void {
  let harness: StoreHarness;
  beforeAll(async () => {
    harness = await openHarness();
  }, 60_000);
  afterEach(async () => {
    await harness.clear();
    await harness.sql.execute('TRUNCATE team_sign_in_links');
  });
  afterAll(() => harness?.dispose());

  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));

  it('spends a link once, before it expires, by its hash', async () => {
    const links = harness.store.signInLinks;
    await links.record({
      tokenHash: 'h1',
      email: 'ada@example.com',
      createdAt: at(0),
      expiresAt: at(15),
    });
    await links.record({
      tokenHash: 'h2',
      email: 'ada@example.com',
      createdAt: at(0),
      expiresAt: at(15),
    });
    expect(await links.redeem('h1', at(14))).toBe('ada@example.com');
    expect(await links.redeem('h1', at(14))).toBeUndefined();
    expect(await links.redeem('h2', at(15))).toBeUndefined();
    expect(await links.redeem('unknown', at(1))).toBeUndefined();
  });

  it('removes links a day after they expired', async () => {
    const links = harness.store.signInLinks;
    await links.record({
      tokenHash: 'old',
      email: 'a@example.com',
      createdAt: at(0),
      expiresAt: at(15),
    });
    const nextDay = new Date(at(16).getTime() + 24 * 60 * 60_000);
    await links.record({
      tokenHash: 'new',
      email: 'a@example.com',
      createdAt: nextDay,
      expiresAt: nextDay,
    });
    const rows = await harness.sql.query<{ token_hash: string }>(
      'SELECT token_hash FROM team_sign_in_links',
    );
    expect(rows.map((row) => row.token_hash)).toEqual(['new']);
  });

  it('finds signups by every filter, a page or all of them, with their deliveries', async () => {
    const store = harness.store;
    const ada = await store.findOrCreateCustomer('ada@example.com', {
      attribution: { utm_source: 'news', utm_campaign: 'spring' },
      locale: 'de',
    });
    await store.recordCheckoutSession({
      id: 'cs_ada',
      customerId: ada.id,
      provider: 'test',
      plan: { level: 'ultimate', billing: 'annual', currency: 'USD' },
    });
    await store.completeCheckout({ sessionId: 'cs_ada', provider: 'test' });
    await store.findOrCreateCustomer('bob@example.com');

    const all = await store.findSignups({ offset: 0 });
    expect(all.total).toBe(2);
    expect(all.signups.map((signup) => signup.email)).toEqual([
      'bob@example.com',
      'ada@example.com',
    ]);
    const found = await store.findSignups({
      offset: 0,
      limit: 1,
      source: 'news',
      campaign: 'spring',
      locale: 'de',
      plan: 'ultimate',
      state: 'completed',
      from: new Date(Date.now() - 60_000),
      before: new Date(Date.now() + 60_000),
    });
    expect(found.total).toBe(1);
    expect(found.signups[0]).toMatchObject({
      customerId: ada.id,
      state: 'completed',
      level: 'ultimate',
      billing: 'annual',
      attribution: { utm_source: 'news', utm_campaign: 'spring' },
    });
    expect(found.signups[0]?.deliveries).toHaveLength(2);
    expect((await store.findSignups({ offset: 1, limit: 1 })).signups[0]?.email).toBe(
      'ada@example.com',
    );
    expect((await store.findSignups({ offset: 0, state: 'started' })).total).toBe(1);
    expect((await store.findSignups({ offset: 0, before: new Date(0) })).total).toBe(0);
  });

  it('queues one failed delivery again by its id, leaving the others', async () => {
    const store = harness.store;
    const ada = await store.findOrCreateCustomer('ada@example.com');
    await store.completeCheckout({ sessionId: 'cs_1', provider: 'test', customerId: ada.id });
    await harness.sql.query("UPDATE deliveries SET state = 'failed'");
    const [first, second] = (await store.findSignups({ offset: 0 })).signups[0]?.deliveries ?? [];
    expect(await store.deliveries.retryFailed(first?.id)).toBe(1);
    expect(await store.deliveries.retryFailed(first?.id)).toBe(0);
    const states = (await store.findSignups({ offset: 0 })).signups[0]?.deliveries;
    expect(states?.find((d) => d.id === first?.id)?.state).toBe('pending');
    expect(states?.find((d) => d.id === second?.id)?.state).toBe('failed');
  });
}

describe('the team console store on embedded PGlite', () => {
  teamConsoleContract(createPgliteHarness);
});

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'the team console store on PostgreSQL (TEST_DATABASE_URL)'
    : 'the team console store on PostgreSQL (skipped: set TEST_DATABASE_URL=postgres://… to run)',
  () => {
    teamConsoleContract(() => createPostgresHarness(postgresUrl ?? ''));
  },
);
