import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  funnelAnswerSchema,
  teamPaths,
  vitalsAnswerSchema,
} from '../../shared/contracts/teamConsole';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import {
  countRows,
  testCounter,
  useVisitDatabase,
  visitDatabases,
  visitor,
} from '../../test/visitCounting';
import { visitReportRoutes } from './visitReportRoutes';

const visit = (path: string, source?: string, campaign?: string): BeaconEvent => ({
  type: 'step',
  step: 'visit',
  path,
  locale: 'en',
  ...(source ? { source } : {}),
  ...(campaign ? { campaign } : {}),
});
const step = (name: 'pricing' | 'trial_dialog'): BeaconEvent => ({
  type: 'step',
  step: name,
  path: '/pricing',
  locale: 'en',
});
const lcp = (path: string, value: number): BeaconEvent => ({
  type: 'vital',
  name: 'LCP',
  value,
  path,
  locale: 'en',
  device: 'desktop',
});

const visitorsOf = (answer: { steps: { step: string; visitors: number }[] }) =>
  Object.fromEntries(answer.steps.map(({ step, visitors }) => [step, visitors]));

describe.each(visitDatabases)('funnel and vitals on %s', (_name, open) => {
  const harness = useVisitDatabase(open);

  it('count distinct visitors per step and filter by the visit source', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    const ads = visitor('203.0.113.1');
    counter.recordBeacon(ads, [visit('/', 'google', 'spring')]);
    counter.recordBeacon(ads, [step('pricing')]);
    counter.recordBeacon(ads, [step('pricing')]); // the same visitor again
    counter.recordBeacon(ads, [step('trial_dialog')]);
    counter.recordBeacon(visitor('203.0.113.2'), [
      visit('/pricing', 'newsletter'),
      step('pricing'),
    ]);
    counter.recordBeacon(visitor('203.0.113.3'), [visit('/')]);
    // A step without a visit that day belongs to nobody's funnel.
    counter.recordBeacon(visitor('203.0.113.4'), [step('pricing')]);
    await counter.flush();

    const all = funnelAnswerSchema.parse(await counter.funnel({}));
    expect(visitorsOf(all)).toEqual({
      visit: 3,
      pricing: 2,
      trial_dialog: 1,
      checkout: 0,
      completed: 0,
    });
    expect(all.bySource.map(({ source, campaign }) => `${source}/${campaign}`).sort()).toEqual([
      '(none)/(none)',
      'google/spring',
      'newsletter/(none)',
    ]);
    const google = funnelAnswerSchema.parse(await counter.funnel({ source: 'google' }));
    expect(visitorsOf(google)).toEqual({
      visit: 1,
      pricing: 1,
      trial_dialog: 1,
      checkout: 0,
      completed: 0,
    });
    const landedOnPricing = await counter.funnel({ path: '/pricing' });
    expect(visitorsOf(landedOnPricing)).toMatchObject({ visit: 1, pricing: 1, trial_dialog: 0 });
    expect(visitorsOf(await counter.funnel({ from: '2026-02-01', to: '2026-02-28' })).visit).toBe(
      0,
    );
    await counter.close();
  });

  it('count the same address on two days as two visitors', async () => {
    const { counter, setNow } = testCounter(harness().sql, '2026-03-01T23:00:00Z');
    counter.recordBeacon(visitor('203.0.113.1'), [visit('/')]);
    await counter.flush();
    setNow('2026-03-02T01:00:00Z');
    counter.recordBeacon(visitor('203.0.113.1'), [visit('/')]);
    await counter.flush();
    expect(visitorsOf(await counter.funnel({ from: '2026-03-01' })).visit).toBe(2);
    await counter.close();
  });

  it('roll up days past the retention, delete their events, and still answer for them', async () => {
    const { counter, setNow } = testCounter(harness().sql, '2026-01-10T10:00:00Z', {
      retentionDays: 30,
    });
    counter.recordBeacon(visitor('203.0.113.1'), [
      visit('/', 'google'),
      step('pricing'),
      lcp('/', 2000),
    ]);
    counter.recordBeacon(visitor('203.0.113.2'), [visit('/', 'newsletter')]);
    await counter.flush();
    const before = await counter.funnel({ from: '2026-01-10', to: '2026-01-10' });

    setNow('2026-02-20T10:00:00Z');
    counter.recordBeacon(visitor('203.0.113.9'), [visit('/')]);
    await counter.flush();
    await counter.maintain();
    expect(await countRows(harness().sql, 'visit_events')).toBe(1);
    expect(await countRows(harness().sql, 'visit_vitals')).toBe(0);
    expect(await countRows(harness().sql, 'visit_daily')).toBe(3);

    const after = await counter.funnel({ from: '2026-01-10', to: '2026-01-10' });
    expect(after).toEqual(before);
    expect(
      visitorsOf(await counter.funnel({ from: '2026-01-01', to: '2026-02-20', source: 'google' })),
    ).toMatchObject({ visit: 1, pricing: 1 });
    expect(visitorsOf(await counter.funnel({ from: '2026-01-01', to: '2026-02-20' })).visit).toBe(
      3,
    );
    // Rolling up again changes nothing: the events are gone.
    await counter.maintain();
    expect(visitorsOf(await counter.funnel({ from: '2026-01-01', to: '2026-02-20' })).visit).toBe(
      3,
    );
    await counter.close();
  });

  it('give the 75th percentile of the vitals per path', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    const values = [1000, 2000, 3000, 4000, 5000];
    values.forEach((value, index) =>
      counter.recordBeacon(visitor(`203.0.113.${index}`), [lcp('/', value)]),
    );
    counter.recordBeacon(visitor('203.0.113.9'), [
      { type: 'vital', name: 'CLS', value: 0.2, path: '/pricing', locale: 'de', device: 'phone' },
      { type: 'vital', name: 'INP', value: 120, path: '/pricing', locale: 'de', device: 'phone' },
    ]);
    await counter.flush();
    const answer = vitalsAnswerSchema.parse(await counter.vitals({}));
    expect(answer.pages).toEqual([
      { path: '/', samples: 5, lcp_p75: 4000, inp_p75: null, cls_p75: null },
      { path: '/pricing', samples: 2, lcp_p75: null, inp_p75: 120, cls_p75: 0.2 },
    ]);
    expect((await counter.vitals({ from: '2026-02-01', to: '2026-02-02' })).pages).toEqual([]);
    await counter.close();
  });

  it('answer both on the console routes, parsed by the console schemas', async () => {
    const { counter } = testCounter(harness().sql, '2026-03-01T10:00:00Z');
    counter.recordBeacon(visitor('203.0.113.1'), [visit('/', 'google'), lcp('/', 1500)]);
    await counter.flush();
    const app = Fastify({ logger: false });
    await app.register(async (scope) => visitReportRoutes(counter)(scope));
    const funnel = await app.inject({
      url: `${teamPaths.api.funnel}?source=google&from=2026-03-01`,
    });
    expect(funnelAnswerSchema.parse(funnel.json()).steps[0]).toEqual({
      step: 'visit',
      visitors: 1,
    });
    const vitals = await app.inject({
      url: `${teamPaths.api.vitals}?from=2026-03-01&to=2026-03-01`,
    });
    expect(vitalsAnswerSchema.parse(vitals.json()).pages).toHaveLength(1);
    expect((await app.inject({ url: `${teamPaths.api.funnel}?from=yesterday` })).statusCode).toBe(
      400,
    );
    await app.close();
    await counter.close();
  });
});
