import { describe, expect, it } from 'vitest';
import { outcomesFixture, reportFixture } from '../../src/team/reportFixture.testkit';
import { statisticsCells, statisticsHeader } from './statisticsCsv';

describe('the statistics CSV', () => {
  const report = reportFixture({ from: '2026-11-01', to: '2026-11-30' });
  const outcomes = outcomesFixture();
  const cells = statisticsCells(report, outcomes);
  const lines = (table: string) => cells.filter((line) => line[0] === table);
  const cell = (line: string[] | undefined, column: (typeof statisticsHeader)[number]) =>
    line?.[statisticsHeader.indexOf(column)];

  it('holds every table of the screen, one line per row, each in the same figures', () => {
    expect(cells[0]).toEqual([...statisticsHeader]);
    expect(lines('day')).toHaveLength(report.daily.length);
    expect(lines('funnel_by_channel')).toHaveLength(report.funnel.byChannel.length);
    expect(lines('funnel_by_source')).toHaveLength(report.funnel.bySource.length);
    expect(lines('landing_page')).toHaveLength(report.landingPages.length);
    expect(lines('page_viewed')).toHaveLength(report.pages.length);
    expect(lines('referring_site')).toHaveLength(report.referrers.length);
    expect(lines('device')).toHaveLength(3);
    expect(lines('language')).toHaveLength(report.languages.length);
    expect(lines('country')).toHaveLength(report.countries.length);
    for (const [dimension, table] of [
      ['channel', 'paying_by_channel'],
      ['source', 'paying_by_source'],
      ['campaign', 'paying_by_campaign'],
      ['landing', 'paying_by_landing_page'],
      ['plan', 'paying_by_plan'],
    ] as const) {
      expect(lines(table)).toHaveLength(outcomes.groups[dimension].length);
    }
    const [period] = lines('period');
    expect(cell(period, 'name')).toBe('2026-11-01/2026-11-30');
    expect(cell(period, 'visitors')).toBe(String(report.totals.visitors.current));
    expect(cell(period, 'started_trial')).toBe(String(report.totals.trialsCompleted.current));
    const bing = lines('funnel_by_source').find((line) => line[1] === 'Bing');
    expect(bing?.slice(1, 10)).toEqual([
      'Bing',
      'search',
      '(none)',
      '66',
      '30',
      '31',
      '12',
      '5',
      '3',
    ]);
    const affiliate = lines('landing_page').find((line) => line[1] === '/affiliate');
    expect(affiliate?.slice(4, 10)).toEqual(['170', '126', '14', '', '', '1']);
    const paying = lines('paying_by_source').find((line) => line[1] === 'Bing');
    expect(paying?.slice(1)).toEqual([
      'Bing',
      'search',
      '',
      '',
      '',
      '',
      '',
      '9',
      '7',
      '2',
      '98.00',
    ]);
    expect(cell(lines('paying_total')[0], 'monthly_revenue_usd')).toBe('1029.00');
  });
});
