/** @vitest-environment node */
import { simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import {
  silentLog,
  testCounter,
  useVisitDatabase,
  visitDatabases,
  visitor,
} from '../../test/visitCounting';
import { startDeliveryWorker } from '../delivery/deliveryWorker';
import { createMailboxMailer } from '../delivery/mailer';
import { createWeeklyReportSender } from '../delivery/weeklyReportMail';
import { createSqlVisitStore } from '../store/sqlVisitStore';
import { isoWeek, startWeeklyReports, weekBefore, type WeeklyReports } from './weeklyReport';

const team = ['ada@example.com', 'grace@example.com'];
/** A Monday, after the Sunday before was rolled up. */
const monday = '2026-03-09T06:00:00Z';

const landing = (source: string): BeaconEvent => ({
  type: 'step',
  step: 'visit',
  path: '/',
  locale: 'en',
  device: 'desktop',
  source,
});
const slowLcp: BeaconEvent = {
  type: 'vital',
  name: 'LCP',
  value: 4200,
  path: '/pricing',
  locale: 'en',
  device: 'phone',
};

describe('ISO weeks', () => {
  it('name each report’s week, across a year’s end', () => {
    expect(isoWeek('2026-03-09')).toBe('2026-W11');
    expect(isoWeek('2026-03-15')).toBe('2026-W11');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(weekBefore('2026-03-09').current).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });
});

describe.each(visitDatabases)('the weekly report on %s', (_name, open) => {
  const harness = useVisitDatabase(open);
  let mailbox: string | undefined;
  const started: WeeklyReports[] = [];
  afterEach(() => {
    started.splice(0).forEach((reports) => reports.stop());
    if (mailbox) rmSync(mailbox, { recursive: true, force: true });
  });

  /** A week of visits: 6 visitors from google (2 start a trial), 3 from a newsletter. */
  async function countAWeek() {
    const { counter, setNow } = testCounter(harness().sql, '2026-03-03T10:00:00Z');
    for (let index = 0; index < 9; index++) {
      const who = visitor(`203.0.113.${index}`);
      counter.recordBeacon(who, [landing(index < 6 ? 'google' : 'newsletter'), slowLcp]);
      if (index < 2) counter.creditCheckout(who, `cs_${index}`);
    }
    await counter.flush();
    setNow(monday);
    await counter.maintain();
    await counter.close();
    // A trial from Bing that became a paying subscription during the week.
    const store = harness().store;
    const customer = await store.findOrCreateCustomer('buyer@example.com', {
      attribution: { referrer: 'https://www.bing.com' },
    });
    await store.recordCheckoutSession({
      id: 'cs_buyer',
      customerId: customer.id,
      provider: 'test',
      plan: { level: 'business', billing: 'monthly', currency: 'GBP' },
    });
    await store.completeCheckout({ sessionId: 'cs_buyer', provider: 'test' });
    await store.recordSubscriptionEvent({
      eventId: 'evt_buyer',
      outcome: 'paid',
      occurredAt: new Date('2026-03-05T09:00:00Z'),
      customerId: customer.id,
    });
  }

  const replica = (
    at: string,
    { weekday = 1, recipients = team }: { weekday?: number | 'off'; recipients?: string[] } = {},
  ) => {
    const reports = startWeeklyReports({
      visits: createSqlVisitStore(harness().replica()),
      customers: harness().store,
      outbox: harness().store.deliveries,
      recipients: new Set(recipients),
      weekday: weekday === 'off' ? undefined : weekday,
      onScheduled: () => undefined,
      log: silentLog,
      now: () => new Date(at),
    });
    started.push(reports);
    return reports;
  };

  /** Delivers the queued reports to the team as `teamEmails` lists it; the mails, parsed. */
  async function deliver(teamEmails: ReadonlySet<string>, expected: number) {
    mailbox = mkdtempSync(join(tmpdir(), 'weekly-report-'));
    const mailer = createMailboxMailer({ folder: mailbox, from: 'AdHelm <hello@adhelm.test>' });
    const worker = startDeliveryWorker({
      outbox: harness().store.deliveries,
      send: createWeeklyReportSender({
        outbox: harness().store.deliveries,
        mailer,
        messageIdDomain: 'adhelm.test',
        consoleUrl: 'https://adhelm.test/team',
        teamEmails,
        sitePaths: new Set(['/pricing']),
      }),
      policy: { maxAttempts: 3, baseDelayMs: 50, maxDelayMs: 1_000 },
      pollMs: 50,
      leaseMs: 60_000,
      workerId: 'weekly-test',
      log: silentLog,
    });
    const folder = mailbox;
    await vi.waitFor(
      async () => {
        expect(readdirSync(folder)).toHaveLength(expected);
        const pending = await harness().sql.query(
          "SELECT 1 FROM deliveries WHERE kind = 'weekly-report' AND state IN ('pending', 'sending')",
        );
        expect(pending).toEqual([]);
      },
      { timeout: 10_000 },
    );
    await worker.stop();
    mailer.close();
    return Promise.all(
      readdirSync(folder).map((file) => simpleParser(readFileSync(join(folder, file)))),
    );
  }

  const queued = async () =>
    (
      await harness().sql.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM deliveries WHERE kind = 'weekly-report'",
      )
    )[0]?.n;

  it('is queued once for each team address, however many replicas offer it', async () => {
    await countAWeek();
    const replicas = [replica(monday), replica(monday), replica('2026-03-09T07:30:00Z')];
    const outcomes = await Promise.all(replicas.map((each) => each.check()));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await queued()).toBe(team.length);
    // Later that week, and from a replica that just started, nothing more.
    expect(await replica('2026-03-09T23:00:00Z').check()).toBe(false);
    expect(await queued()).toBe(team.length);

    const mails = await deliver(new Set(team), team.length);
    expect(mails.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text)).sort()).toEqual(team);
    const text = mails[0]?.text ?? '';
    expect(mails[0]?.subject).toContain('Mar 2, 2026');
    expect(text).toContain('Visitors: 9 (0)');
    expect(text).toContain('Went to checkout: 2 (0)');
    expect(text).toContain('google: 6 visitors, 2 went to checkout (33.3%)');
    expect(text).toContain('newsletter: 3 visitors, 0 went to checkout (0%)');
    expect(text).toContain('Paying customers by source');
    expect(text).toContain('Bing (search): 1 paying, $49.00 a month');
    expect(text).toMatch(/\/pricing: largest contentful paint 4,\d{3} ms/);
    expect(text).toContain('https://adhelm.test/team');
  }, 30_000);

  it('goes to the team as it stands when it is sent: no one removed meanwhile gets it', async () => {
    await countAWeek();
    expect(await replica(monday).check()).toBe(true);
    // grace@ left the team (SIGHUP) after the week's report was queued.
    const mails = await deliver(new Set(['ada@example.com']), 1);
    expect(mails.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))).toEqual([
      'ada@example.com',
    ]);
    const states = await harness().sql.query<{ state: string }>(
      "SELECT state FROM deliveries WHERE kind = 'weekly-report' ORDER BY state",
    );
    expect(states.map((row) => row.state)).toEqual(['delivered', 'skipped']);
  });

  it('is not sent on another day, when turned off, or to nobody', async () => {
    await countAWeek();
    const tuesday = '2026-03-10T06:00:00Z';
    expect(await replica(tuesday).check()).toBe(false);
    expect(await replica(monday, { weekday: 'off' }).check()).toBe(false);
    // Just after midnight, the Sunday before is not rolled up yet.
    expect(await replica('2026-03-09T00:05:00Z').check()).toBe(false);
    expect(await replica(monday, { recipients: [] }).check()).toBe(false);
    expect(await queued()).toBe(0);
  });
});
