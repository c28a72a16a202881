import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  reportAnswerSchema,
  reportSourceRows,
  teamPaths,
  type ReportAnswer,
} from '../../shared/contracts/teamConsole';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import { dailyNameCaps, otherName } from '../../shared/contracts/visitCounting';
import {
  countRows,
  testCounter,
  useVisitDatabase,
  visitDatabases,
  visitor,
} from '../../test/visitCounting';
import { panelsOfGroupsSql, visitorRowsSql } from '../store/sqlVisitRollUps';
import { visitReportRoutes } from './visitReportRoutes';

const visit = (
  path: string,
  attribution: { source?: string; medium?: string; campaign?: string; referrer?: string } = {},
  device: 'phone' | 'tablet' | 'desktop' = 'desktop',
): BeaconEvent => ({
  type: 'step',
  step: 'visit',
  path,
  locale: path.startsWith('/de') ? 'de' : 'en',
  device,
  ...attribution,
});
const page = (path: string): BeaconEvent => ({
  type: 'step',
  step: 'page',
  path,
  locale: 'en',
  device: 'desktop',
});
const step = (name: 'pricing' | 'trial_dialog'): BeaconEvent => ({
  type: 'step',
  step: name,
  path: '/pricing',
  locale: 'en',
});
const vital = (name: 'LCP' | 'INP' | 'CLS', path: string, value: number): BeaconEvent => ({
  type: 'vital',
  name,
  value,
  path,
  locale: 'en',
  device: 'desktop',
});

const visitorsOf = (steps: ReportAnswer['funnel']['steps']) =>
  Object.fromEntries(steps.map(({ step, visitors }) => [step, visitors]));

describe.each(visitDatabases)('the console’s report on %s', (_name, open) => {
  const harness = useVisitDatabase(open);

  it('counts distinct daily visitors per step, and filters by the visit', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    const ads = visitor('203.0.113.1');
    counter.recordBeacon(ads, [visit('/', { source: 'google', campaign: 'spring' }), page('/')]);
    counter.recordBeacon(ads, [step('pricing'), page('/pricing')]);
    counter.recordBeacon(ads, [step('pricing')]); // the same visitor again
    counter.recordBeacon(ads, [step('trial_dialog')]);
    // A second visit the same day does not change where the visitor came from.
    counter.recordBeacon(ads, [visit('/cases', { source: 'newsletter' })]);
    counter.recordBeacon(visitor('203.0.113.2'), [
      visit('/pricing', { source: 'newsletter' }, 'phone'),
      step('pricing'),
    ]);
    counter.recordBeacon(visitor('203.0.113.3'), [visit('/de', {}, 'tablet')]);
    // A step without a visit that day belongs to nobody's funnel.
    counter.recordBeacon(visitor('203.0.113.4'), [step('pricing'), page('/pricing')]);
    await counter.flush();

    const all = reportAnswerSchema.parse(await counter.report({}));
    expect(all.period).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
      previousFrom: '2026-01-01',
      previousTo: '2026-01-30',
    });
    expect(visitorsOf(all.funnel.steps)).toEqual({
      visit: 3,
      pricing: 2,
      trial_dialog: 1,
      checkout: 0,
      completed: 0,
    });
    expect(all.funnel.bySource.map(({ source, campaign }) => `${source}/${campaign}`)).toEqual([
      'Direct/(none)',
      'google/spring',
      'newsletter/(none)',
    ]);
    expect(all.totals.visitors).toEqual({ current: 3, previous: 0 });
    expect(all.daily).toHaveLength(30);
    expect(all.daily.at(-1)).toEqual({
      day: '2026-03-01',
      visitors: 3,
      trialsStarted: 0,
      trialsCompleted: 0,
    });
    expect(all.landingPages.map(({ name, visitors }) => ({ name, visitors }))).toEqual([
      { name: '/', visitors: 1 },
      { name: '/de', visitors: 1 },
      { name: '/pricing', visitors: 1 },
    ]);
    // Pages count every viewer, a visit's first page included.
    expect(all.pages).toEqual([
      { name: '/pricing', visitors: 3 },
      { name: '/', visitors: 1 },
      { name: '/cases', visitors: 1 },
      { name: '/de', visitors: 1 },
    ]);
    expect(all.devices).toEqual([
      { device: 'phone', visitors: 1 },
      { device: 'tablet', visitors: 1 },
      { device: 'desktop', visitors: 1 },
    ]);
    expect(all.languages).toEqual([
      { locale: 'en', visitors: 2 },
      { locale: 'de', visitors: 1 },
    ]);

    const google = await counter.report({ source: 'google' });
    expect(visitorsOf(google.funnel.steps)).toEqual({
      visit: 1,
      pricing: 1,
      trial_dialog: 1,
      checkout: 0,
      completed: 0,
    });
    expect(google.devices.find((row) => row.device === 'desktop')?.visitors).toBe(1);
    const landedOnPricing = await counter.report({ path: '/pricing' });
    expect(visitorsOf(landedOnPricing.funnel.steps)).toMatchObject({ visit: 1, pricing: 1 });
    const german = await counter.report({ locale: 'de' });
    expect(german.totals.visitors.current).toBe(1);
    const february = await counter.report({ from: '2026-02-01', to: '2026-02-28' });
    expect(february.totals.visitors).toEqual({ current: 0, previous: 0 });
    await counter.close();
  });

  it('names the linking sites by domain, never the site itself', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    counter.recordBeacon(visitor('203.0.113.1'), [
      visit('/', { referrer: 'https://www.google.com' }),
    ]);
    counter.recordBeacon(visitor('203.0.113.2'), [visit('/', { referrer: 'https://google.com' })]);
    counter.recordBeacon(visitor('203.0.113.3'), [visit('/', { referrer: 'https://adhelm.test' })]);
    counter.recordBeacon(visitor('203.0.113.4'), [visit('/', { referrer: 'null' })]);
    await counter.flush();
    expect((await counter.report({})).referrers).toEqual([{ name: 'google.com', visitors: 2 }]);
    await counter.close();
  });

  it('counts the same address on two days as two visitors, and compares with the period before', async () => {
    const { counter, setNow } = testCounter(harness().sql, '2026-02-28T23:00:00Z');
    counter.recordBeacon(visitor('203.0.113.1'), [visit('/')]);
    counter.recordBeacon(visitor('203.0.113.2'), [visit('/')]);
    await counter.flush();
    setNow('2026-03-01T01:00:00Z');
    counter.recordBeacon(visitor('203.0.113.1'), [visit('/')]);
    await counter.flush();
    const twoDays = await counter.report({ from: '2026-02-28', to: '2026-03-01' });
    expect(twoDays.totals.visitors).toEqual({ current: 3, previous: 0 });
    const lastDay = await counter.report({ from: '2026-03-01', to: '2026-03-01' });
    expect(lastDay.totals.visitors).toEqual({ current: 1, previous: 2 });
    await counter.close();
  });

  it('rolls up a closed day once with two replicas, equal to the answer from its visitors', async () => {
    const day = '2026-03-01';
    const first = testCounter(harness().sql, `${day}T12:00:00Z`);
    const second = testCounter(harness().replica(), `${day}T12:00:00Z`);
    for (let index = 0; index < 40; index++) {
      const counter = index % 2 === 0 ? first.counter : second.counter;
      const who = visitor(`203.0.113.${index}`);
      counter.recordBeacon(who, [
        visit(
          index % 3 === 0 ? '/de' : '/',
          { source: `source-${index % 4}` },
          index % 5 === 0 ? 'phone' : 'desktop',
        ),
        page('/pricing'),
        vital('LCP', '/', 1000 + index * 100),
      ]);
      if (index % 2 === 0) counter.recordBeacon(who, [step('pricing')]);
      if (index % 4 === 0) counter.recordBeacon(who, [step('trial_dialog')]);
    }
    await Promise.all([first.counter.flush(), second.counter.flush()]);
    const fromVisitors = await first.counter.report({ from: day, to: day });
    // The maintenance each counter starts with, on 1 March, is over before the clock moves on.
    await Promise.all([first.counter.maintain(), second.counter.maintain()]);

    first.setNow('2026-03-02T00:30:00Z');
    second.setNow('2026-03-02T00:30:00Z');
    await Promise.all([
      first.counter.maintain(),
      second.counter.maintain(),
      first.counter.maintain(),
    ]);
    expect(await countRows(harness().sql, 'visit_rolled_up_days')).toBe(1);
    const [sums] = await harness().sql.query<{ visitors: number }>(
      'SELECT sum(visitors)::int AS visitors FROM visit_daily',
    );
    expect(sums?.visitors).toBe(40);

    const fromRollUps = await second.counter.report({ from: day, to: day });
    expect(fromRollUps).toEqual(fromVisitors);
    // Rolling up again changes nothing.
    await first.counter.maintain();
    expect(await first.counter.report({ from: day, to: day })).toEqual(fromVisitors);
    await Promise.all([first.counter.close(), second.counter.close()]);
  });

  it('keeps a day’s live panels equal to its visitors added up, with two replicas writing the same visitors at once', async () => {
    const day = '2026-03-01';
    // Batches of a few records, flushed by each replica as they come: many small transactions.
    const queue = { maxQueued: 10_000, maxBatch: 3, intervalMs: 1 };
    const first = testCounter(harness().sql, `${day}T12:00:00Z`, { queue });
    const second = testCounter(harness().replica(), `${day}T12:00:00Z`, { queue });
    const replicas = [first.counter, second.counter];
    for (let index = 0; index < 30; index++) {
      const who = visitor(`203.0.113.${index}`);
      const [one, other] = index % 2 === 0 ? replicas : [...replicas].reverse();
      // A page seen before the landing one is counted, and each step through either replica.
      if (index % 5 === 0) other?.recordBeacon(who, [page('/cases')]);
      one?.recordBeacon(who, [
        visit(index % 3 === 0 ? '/de' : '/', { source: `source-${index % 4}` }, 'phone'),
      ]);
      other?.recordBeacon(who, [step('pricing')]);
      if (index % 2 === 0) one?.recordBeacon(who, [page('/pricing'), step('trial_dialog')]);
      if (index % 3 === 0) {
        other?.creditCheckout(who, `cs_${index}`);
        one?.creditCompletion(`cs_${index}`);
        other?.creditCompletion(`cs_${index}`);
      }
    }
    await Promise.all(replicas.map((counter) => counter.flush()));
    const panels = (from: string) =>
      harness().sql.query(
        `SELECT panel, name, campaign, channel, visitors, more_pages, pricing, trial_dialog,
           checkout, completed
         FROM (${from}) AS panels ORDER BY panel, name, campaign`,
        [day],
      );
    const live = await panels('SELECT * FROM visit_live_panels WHERE day = $1');
    const added = await panels(panelsOfGroupsSql(visitorRowsSql('day = $1')));
    expect(live).toEqual(added);
    expect(live).toContainEqual(expect.objectContaining({ panel: 'day', visitors: 30 }));
    await Promise.all(replicas.map((counter) => counter.close()));
  });

  it('waits for the day’s last batches before rolling it up, then keeps late rows out', async () => {
    const { counter, setNow } = testCounter(harness().sql, '2026-03-01T23:59:59Z');
    counter.recordBeacon(visitor('203.0.113.1'), [visit('/')]);
    await counter.flush();
    setNow('2026-03-02T00:05:00Z');
    await counter.maintain();
    expect(await countRows(harness().sql, 'visit_rolled_up_days')).toBe(0);
    setNow('2026-03-02T00:11:00Z');
    await counter.maintain();
    expect(await countRows(harness().sql, 'visit_rolled_up_days')).toBe(1);

    // A record of the closed day written now (a stalled queue) is dropped, not counted twice.
    setNow('2026-03-01T23:59:59Z');
    counter.recordBeacon(visitor('203.0.113.2'), [visit('/')]);
    setNow('2026-03-02T00:11:00Z');
    await counter.flush();
    expect(counter.dropped().reasons).toEqual({ 'day closed': 1 });
    expect(
      (await counter.report({ from: '2026-03-01', to: '2026-03-01' })).totals.visitors.current,
    ).toBe(1);
    await counter.close();
  });

  it('names every source and its channel, through to a completed trial, before and after its roll-up', async () => {
    const { counter, setNow } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    const fromBing = visitor('203.0.113.1');
    counter.recordBeacon(fromBing, [visit('/', { referrer: 'https://www.bing.com' })]);
    counter.creditCheckout(fromBing, 'cs_bing');
    counter.creditCompletion('cs_bing');
    counter.recordBeacon(visitor('203.0.113.2'), [
      visit('/', { referrer: 'https://news.ycombinator.com' }),
    ]);
    counter.recordBeacon(visitor('203.0.113.3'), [
      visit('/', { source: 'newsletter', medium: 'email', referrer: 'https://mail.google.com' }),
    ]);
    counter.recordBeacon(visitor('203.0.113.4'), [
      visit('/', { source: 'google', medium: 'cpc', referrer: 'https://www.google.com' }),
    ]);
    counter.recordBeacon(visitor('203.0.113.5'), [
      visit('/', { referrer: 'https://blog.example' }),
    ]);
    counter.recordBeacon(visitor('203.0.113.6'), [visit('/')]);
    await counter.flush();
    const named = (answer: ReportAnswer) =>
      answer.funnel.bySource
        .map(({ channel, source, steps }) => {
          const completed = steps.find((entry) => entry.step === 'completed')?.visitors;
          return `${channel}:${source}:${completed}`;
        })
        .sort();
    const expected = [
      'direct:Direct:0',
      'email:newsletter:0',
      'paid:google:0',
      'referral:blog.example:0',
      'search:Bing:1',
      'social:Hacker News:0',
    ];
    const today = await counter.report({ from: '2026-03-01', to: '2026-03-01' });
    expect(named(today)).toEqual(expected);
    expect(today.funnel.byChannel.map(({ channel }) => channel).sort()).toEqual([
      'direct',
      'email',
      'paid',
      'referral',
      'search',
      'social',
    ]);
    const search = await counter.report({
      from: '2026-03-01',
      to: '2026-03-01',
      channel: 'search',
    });
    expect(search.totals.visitors.current).toBe(1);
    expect(search.totals.trialsCompleted.current).toBe(1);
    expect(search.landingPages).toMatchObject([{ name: '/', visitors: 1 }]);

    setNow('2026-03-02T01:00:00Z');
    await counter.maintain();
    const rolledUp = await counter.report({ from: '2026-03-01', to: '2026-03-01' });
    expect(named(rolledUp)).toEqual(expected);
    expect(rolledUp.funnel.byChannel).toEqual(today.funnel.byChannel);
    const bing = await counter.report({ from: '2026-03-01', to: '2026-03-01', source: 'Bing' });
    expect(bing.totals.trialsCompleted.current).toBe(1);
    await counter.close();
  });

  it('counts countries (the marketplaces first) and, per landing page and source, who saw one page only', async () => {
    const countries: Record<string, string> = {
      '203.0.113.1': 'DE',
      '203.0.113.2': 'DE',
      '203.0.113.3': 'NL',
      '203.0.113.4': 'US',
    };
    const { counter, setNow } = testCounter(harness().sql, '2026-03-01T10:00:00Z', {
      countryOf: (address) => countries[address],
    });
    // Three land on /pricing from the newsletter; two of them open a second page later.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      counter.recordBeacon(visitor(ip), [
        visit('/pricing', { source: 'newsletter' }),
        page('/pricing'),
        step('pricing'),
      ]);
    }
    counter.recordBeacon(visitor('203.0.113.1'), [page('/cases')]);
    counter.recordBeacon(visitor('203.0.113.3'), [page('/')]);
    // One lands on / and leaves; one has no country the database knows.
    counter.recordBeacon(visitor('203.0.113.4'), [visit('/'), page('/')]);
    counter.recordBeacon(visitor('203.0.113.5'), [visit('/'), page('/')]);
    await counter.flush();
    const check = async () => {
      const answer = await counter.report({ from: '2026-03-01', to: '2026-03-01' });
      expect(answer.countries).toEqual([
        { country: 'DE', visitors: 2 },
        { country: 'US', visitors: 1 },
        { country: 'NL', visitors: 1 },
        { country: '(none)', visitors: 1 },
      ]);
      expect(answer.landingPages).toEqual([
        { name: '/pricing', visitors: 3, singlePage: 1, pricing: 3, trials: 0 },
        { name: '/', visitors: 2, singlePage: 2, pricing: 0, trials: 0 },
      ]);
      const newsletter = answer.funnel.bySource.find((row) => row.source === 'newsletter');
      expect(newsletter?.singlePage).toBe(1);
      const germany = await counter.report({ from: '2026-03-01', to: '2026-03-01', country: 'DE' });
      expect(germany.totals.visitors.current).toBe(2);
    };
    await check();
    setNow('2026-03-02T01:00:00Z');
    await counter.maintain();
    await check();
    await counter.close();
  });

  it('adds a completion that comes after its day was rolled up to the roll-up', async () => {
    const { counter, setNow } = testCounter(harness().sql, '2026-03-01T23:50:00Z');
    const buyer = visitor('203.0.113.1');
    counter.recordBeacon(buyer, [visit('/pricing', { source: 'google' })]);
    counter.creditCheckout(buyer, 'cs_late');
    await counter.flush();
    setNow('2026-03-02T01:00:00Z');
    await counter.maintain();
    counter.creditCompletion('cs_late');
    counter.creditCompletion('cs_late'); // Stripe repeats its webhook
    await counter.flush();
    const answer = await counter.report({ from: '2026-03-01', to: '2026-03-01' });
    expect(visitorsOf(answer.funnel.steps)).toMatchObject({ visit: 1, checkout: 1, completed: 1 });
    expect(answer.totals.trialsCompleted.current).toBe(1);
    await counter.close();
  });

  it('keeps closed days and their page speed once their visitors are past retention', async () => {
    const { counter, setNow } = testCounter(harness().sql, '2026-01-10T10:00:00Z', {
      retentionDays: 30,
    });
    counter.recordBeacon(visitor('203.0.113.1'), [
      visit('/', { source: 'google' }),
      step('pricing'),
      vital('LCP', '/', 3_000),
    ]);
    counter.recordBeacon(visitor('203.0.113.2'), [visit('/', { source: 'newsletter' })]);
    await counter.flush();
    const before = await counter.report({ from: '2026-01-10', to: '2026-01-10' });
    expect(before.vitals).toMatchObject([{ path: '/', samples: 1, lcp_p75: expect.any(Number) }]);

    setNow('2026-02-20T10:00:00Z');
    counter.recordBeacon(visitor('203.0.113.9'), [visit('/')]);
    await counter.flush();
    await counter.maintain();
    expect(await countRows(harness().sql, 'visit_visitors')).toBe(1);
    expect(await countRows(harness().sql, 'visit_page_views')).toBe(1);
    const after = await counter.report({ from: '2026-01-10', to: '2026-01-10' });
    expect(after).toEqual(before);
    const google = await counter.report({ from: '2026-01-01', to: '2026-02-20', source: 'google' });
    expect(visitorsOf(google.funnel.steps)).toMatchObject({ visit: 1, pricing: 1 });
    await counter.close();
  });

  it('gives the 75th percentile of each page’s vitals, most measured pages first', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    [1000, 2000, 3000, 4000, 5000].forEach((value, index) =>
      counter.recordBeacon(visitor(`203.0.113.${index}`), [vital('LCP', '/', value)]),
    );
    counter.recordBeacon(visitor('203.0.113.9'), [
      vital('CLS', '/pricing', 0.2),
      vital('INP', '/pricing', 120),
    ]);
    await counter.flush();
    const { vitals } = await counter.report({});
    expect(vitals).toHaveLength(2);
    expect(vitals[0]).toMatchObject({ path: '/', samples: 5, inp_p75: null, cls_p75: null });
    expect(Math.abs((vitals[0]?.lcp_p75 ?? 0) - 4000) / 4000).toBeLessThan(0.025);
    expect(vitals[1]).toMatchObject({ path: '/pricing', samples: 2, lcp_p75: null });
    expect(vitals[1]?.cls_p75).toBeGreaterThan(0.195);
    expect(vitals[1]?.cls_p75).toBeLessThan(0.205);
    expect((await counter.report({ from: '2026-02-01', to: '2026-02-02' })).vitals).toEqual([]);
    await counter.close();
  });

  it('stores at most the day’s cap of sources and campaigns, and answers in bounded size', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z', {
      queue: { maxQueued: 20_000, maxBatch: 1_000, intervalMs: 60_000 },
    });
    for (let index = 0; index < 1_000; index++) {
      counter.recordBeacon(visitor(`10.0.${index >> 8}.${index & 255}`), [
        visit(`/landing-${index % 400}`, {
          source: `source-${index % 150}`,
          campaign: `campaign-${index}`,
          referrer: `https://site-${index}.example`,
        }),
      ]);
    }
    await counter.flush();
    const names = await harness().sql.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM visit_day_names GROUP BY kind ORDER BY kind',
    );
    expect(names).toEqual([
      { kind: 'campaign', n: dailyNameCaps.campaign },
      { kind: 'path', n: dailyNameCaps.path },
      { kind: 'referrer', n: dailyNameCaps.referrer },
      { kind: 'source', n: dailyNameCaps.source },
    ]);
    const [stored] = await harness().sql.query<{ sources: number; campaigns: number }>(
      `SELECT count(DISTINCT source)::int AS sources, count(DISTINCT campaign)::int AS campaigns
       FROM visit_visitors`,
    );
    expect(stored).toEqual({
      sources: dailyNameCaps.source + 1,
      campaigns: dailyNameCaps.campaign + 1,
    });

    const answer = reportAnswerSchema.parse(await counter.report({}));
    expect(answer.totals.visitors.current).toBe(1_000);
    expect(answer.funnel.bySource).toHaveLength(reportSourceRows + 1);
    expect(answer.funnel.bySource.at(-1)).toMatchObject({ source: otherName, campaign: otherName });
    const everyVisit = answer.funnel.bySource.reduce(
      (sum, row) => sum + (row.steps[0]?.visitors ?? 0),
      0,
    );
    expect(everyVisit).toBe(1_000);
    expect(answer.referrers.at(-1)?.name).toBe(otherName);
    expect(JSON.stringify(answer).length).toBeLessThan(20_000);
    await counter.close();
  });

  it('answers on the console route, and refuses a period it cannot answer', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    counter.recordBeacon(visitor('203.0.113.1'), [
      visit('/', { source: 'google' }),
      vital('LCP', '/', 1500),
    ]);
    await counter.flush();
    const app = Fastify({ logger: false });
    await app.register(async (scope) => visitReportRoutes(counter)(scope));
    const report = await app.inject({
      url: `${teamPaths.api.report}?source=google&from=2026-03-01&to=2026-03-01`,
    });
    expect(report.statusCode).toBe(200);
    const answer = reportAnswerSchema.parse(report.json());
    expect(answer.funnel.steps[0]).toEqual({ step: 'visit', visitors: 1 });
    expect(answer.vitals).toHaveLength(1);
    for (const query of [
      'from=yesterday',
      'from=2026-02-30',
      'from=2024-01-01&to=2026-03-01',
      'locale=xx',
    ]) {
      const refused = await app.inject({ url: `${teamPaths.api.report}?${query}` });
      expect(refused.statusCode, query).toBe(400);
    }
    await app.close();
    await counter.close();
  });
});
