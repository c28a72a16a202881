import { describe, expect, it } from 'vitest';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import { reportAnswerSchema } from '../../shared/contracts/teamConsole';
import { testCounter, useVisitDatabase, visitDatabases, visitor } from '../../test/visitCounting';

const sitePaths = new Set(['/', '/pricing']);
const day = '2026-03-01T10:00:00Z';

const visit = (path: string, source: string, campaign: string, referrer: string): BeaconEvent => ({
  type: 'step',
  step: 'visit',
  path,
  locale: 'en',
  device: 'desktop',
  source,
  campaign,
  referrer,
});
const lcp = (value: number): BeaconEvent => ({
  type: 'vital',
  name: 'LCP',
  value,
  path: '/pricing',
  locale: 'en',
  device: 'phone',
});

describe.each(visitDatabases)('one client’s beacons on %s', (_name, open) => {
  const harness = useVisitDatabase(open);

  it.each([
    ['one browser', () => 'Mozilla/5.0 (flood)'],
    ['a browser name of their own each time', (beacon: number) => `Mozilla/5.0 (flood ${beacon})`],
  ])(
    'cannot push the day’s real visitors out of its names, sent as %s',
    async (_case, userAgent) => {
      const { counter } = testCounter(harness().sql, day, { sitePaths });
      // 15 beacons of 20 visits, each naming a source, campaign, referrer and page of its own.
      for (let beacon = 0; beacon < 15; beacon += 1) {
        const events = Array.from({ length: 20 }, (_, index) => {
          const name = `flood-${beacon}-${index}`;
          return visit(`/${name}`, name, name, `https://${name}.example`);
        });
        counter.recordBeacon(visitor('198.51.100.7', { 'user-agent': userAgent(beacon) }), events);
      }
      for (let index = 0; index < 20; index += 1) {
        counter.recordBeacon(visitor(`203.0.113.${index}`), [
          visit('/pricing', 'newsletter', 'spring', 'https://news.example'),
        ]);
      }
      await counter.flush();

      const visitors = async (filters: Record<string, string>) =>
        reportAnswerSchema.parse(await counter.report(filters)).funnel.steps[0]?.visitors;
      expect(await visitors({ source: 'newsletter' })).toBe(20);
      expect(await visitors({ campaign: 'spring' })).toBe(20);
      expect(await visitors({ path: '/pricing' })).toBe(20);
      const { referrers } = reportAnswerSchema.parse(await counter.report({}));
      expect(referrers).toContainEqual({ name: 'news.example', visitors: 20 });
      await counter.close();
    },
  );

  it('keeps one page-speed sample per visitor, page and metric a day', async () => {
    const { counter } = testCounter(harness().sql, day, { sitePaths });
    for (let beacon = 0; beacon < 100; beacon += 1) {
      counter.recordBeacon(visitor('198.51.100.7'), [lcp(61_072)]);
    }
    for (let index = 0; index < 20; index += 1) {
      counter.recordBeacon(visitor(`203.0.113.${index}`), [lcp(1_174)]);
      // The same visitor again that day: counted once.
      counter.recordBeacon(visitor(`203.0.113.${index}`), [lcp(9_000)]);
    }
    await counter.flush();
    const [pricing] = reportAnswerSchema.parse(await counter.report({})).vitals;
    expect(pricing?.samples).toBe(21);
    expect(pricing?.lcp_p75).toBeGreaterThan(1_174 * 0.97);
    expect(pricing?.lcp_p75).toBeLessThan(1_174 * 1.03);
    await counter.close();
  });
});
