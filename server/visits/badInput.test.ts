/** @vitest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import { beaconPath } from '../../shared/contracts/visitCounting';
import { testCounter, useVisitDatabase, visitDatabases, visitor } from '../../test/visitCounting';
import { createSqlVisitStore } from '../store/sqlVisitStore';
import type { VisitRows } from '../store/visitStore';
import { registerVisitCounting } from './beaconRoute';
import type { VisitCounter } from './visitCounter';

const origin = 'https://adhelm.test';
const realVisitors = 60;

const beaconOf = (events: object[], address: string) => ({
  method: 'POST' as const,
  url: beaconPath,
  remoteAddress: address,
  headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (test)', origin },
  payload: JSON.stringify({ events }),
});
const visitOf = (index: number) => [
  {
    type: 'step',
    step: 'visit',
    path: '/',
    locale: 'en',
    device: 'phone',
    source: `source-${index % 3}`,
  },
  { type: 'step', step: 'page', path: '/', locale: 'en', device: 'phone' },
];
const pricing = [
  { type: 'step', step: 'page', path: '/pricing', locale: 'en', device: 'phone' },
  { type: 'step', step: 'pricing', path: '/pricing', locale: 'en' },
];
/** A beacon that would fail a whole batch if it ever reached the database. */
const nulBeacon = [
  {
    type: 'step',
    step: 'visit',
    path: '/\u0000',
    locale: 'en',
    device: 'phone',
    source: 'x\u0000',
  },
];

/** What the counts of the day say, without what this process dropped. */
const countsOf = ({ dropped: _dropped, ...answer }: ReportAnswer) => answer;

describe.each(visitDatabases)('counts that bad input cannot spoil, on %s', (_name, open) => {
  const harness = useVisitDatabase(open);
  let app: FastifyInstance | undefined;
  let counter: VisitCounter | undefined;
  afterEach(async () => {
    await app?.close();
    await counter?.close();
  });

  async function countVisits(withNul: boolean) {
    await harness().sql.execute(
      'TRUNCATE visit_visitors, visit_live_panels, visit_page_views, visit_day_names',
    );
    counter = testCounter(harness().sql, '2026-03-01T10:00:00Z', {
      // Small batches, so NUL beacons would land in many of them.
      queue: { maxQueued: 10_000, maxBatch: 10, intervalMs: 60_000 },
    }).counter;
    app = Fastify({ logger: false });
    await registerVisitCounting(app, counter, { allowedOrigins: [origin] });
    let nulAnswers = 0;
    for (let index = 0; index < realVisitors; index++) {
      const address = `198.51.100.${index}`;
      expect((await app.inject(beaconOf(visitOf(index), address))).statusCode).toBe(204);
      if (withNul && index % 4 === 0) {
        const answer = await app.inject(beaconOf(nulBeacon, `203.0.113.${index % 3}`));
        expect(answer.statusCode).toBe(400);
        nulAnswers += 1;
      }
      if (index % 2 === 0) await app.inject(beaconOf(pricing, address));
    }
    await counter.flush();
    const answer = await counter.report({});
    await app.close();
    app = undefined;
    await counter.close();
    return { answer, nulAnswers };
  }

  it('a NUL beacon during real visits changes no one’s counts', async () => {
    const clean = await countVisits(false);
    const spoiled = await countVisits(true);
    expect(spoiled.answer.totals.visitors.current).toBe(realVisitors);
    expect(countsOf(spoiled.answer)).toEqual(countsOf(clean.answer));
    expect(spoiled.answer.dropped).toEqual({
      total: spoiled.nulAnswers,
      reasons: { 'invisible character': spoiled.nulAnswers },
    });
  }, 30_000);

  it('keeps every good row of a batch the database refuses for one row', async () => {
    const store = createSqlVisitStore(harness().sql);
    // A row the edge would never let through, made to reach the database anyway.
    const poisoned = (rows: VisitRows): VisitRows => ({
      ...rows,
      pageViews: rows.pageViews.map((row) =>
        row.path === '/poison' ? { ...row, path: '/poison\u0000' } : row,
      ),
    });
    counter = testCounter(harness().sql, '2026-03-01T10:00:00Z', {
      store: { ...store, write: (rows) => store.write(poisoned(rows)) },
    }).counter;
    for (let index = 0; index < realVisitors; index++) {
      counter.recordBeacon(visitor(`198.51.100.${index}`), [
        { type: 'step', step: 'visit', path: '/', locale: 'en', device: 'desktop' },
      ]);
      if (index === 17) {
        counter.recordBeacon(visitor('203.0.113.1'), [
          { type: 'step', step: 'page', path: '/poison', locale: 'en', device: 'desktop' },
        ]);
      }
    }
    await counter.flush();
    expect((await counter.report({})).totals.visitors.current).toBe(realVisitors);
    expect(counter.dropped()).toEqual({ total: 1, reasons: { 'write failed': 1 } });
  });

  it('drops a record holding a control character before it is queued', async () => {
    counter = testCounter(harness().sql, '2026-03-01T10:00:00Z').counter;
    counter.recordBeacon(visitor('198.51.100.1'), [
      { type: 'step', step: 'visit', path: '/', locale: 'en', device: 'desktop' },
    ]);
    counter.recordBeacon(visitor('198.51.100.2', { 'user-agent': 'evil\u0000' }), [
      { type: 'step', step: 'visit', path: '/', locale: 'en', device: 'desktop' },
    ]);
    counter.creditCheckout(visitor('198.51.100.1'), 'cs_\u0000');
    await counter.flush();
    expect((await counter.report({})).totals.visitors.current).toBe(1);
    expect(counter.dropped()).toEqual({ total: 2, reasons: { 'invisible character': 2 } });
  });
});
