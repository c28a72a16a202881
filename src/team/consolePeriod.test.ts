import { describe, expect, it } from 'vitest';
import { daysIn } from '../../shared/contracts/reportPeriod';
import { presetRange, todayUtc } from './consolePeriod';

describe('the console’s presets', () => {
  it('take today as the UTC day, whatever the clock’s own time zone', () => {
    expect(todayUtc(new Date('2026-11-30T23:30:00-05:00'))).toBe('2026-12-01');
  });

  it('count back from today, today included', () => {
    const today = '2026-11-30';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('7d', today)).toEqual({ from: '2026-11-24', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('month', '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(daysIn(presetRange('30d', '2026-03-10'))).toBe(30);
  });

  it('name yesterday, last month and the last 12 months by the calendar', () => {
    expect(presetRange('yesterday', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', '2026-03-31')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', '2024-03-01')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('12m', '2026-11-30')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    // Within what the console answers for (reportMaxDays).
    expect(daysIn(presetRange('12m', '2028-02-29'))).toBe(365);
  });
});
