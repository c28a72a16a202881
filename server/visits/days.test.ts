import { describe, expect, it } from 'vitest';
import { addDays, daysSpanned, oldestKeptDay, reportPeriod, utcDay } from './days';

describe('visit days', () => {
  it('are UTC dates', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59-05:00'))).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysSpanned('2026-02-27', '2026-03-01')).toBe(3);
  });

  it('keep the retention counting today', () => {
    expect(oldestKeptDay(new Date('2026-03-31T12:00:00Z'), 30)).toBe('2026-03-02');
    expect(oldestKeptDay(new Date('2026-03-31T12:00:00Z'), 1)).toBe('2026-03-31');
  });

  it('make a report’s period, and the previous one of the same length', () => {
    expect(reportPeriod('2026-03-31', {}, 30)).toEqual({
      current: { from: '2026-03-02', to: '2026-03-31' },
      previous: { from: '2026-01-31', to: '2026-03-01' },
    });
    expect(reportPeriod('2026-03-31', { from: '2026-03-10', to: '2026-03-01' }, 30)).toEqual({
      current: { from: '2026-03-01', to: '2026-03-10' },
      previous: { from: '2026-02-19', to: '2026-02-28' },
    });
    expect(reportPeriod('2026-03-31', { from: '2026-03-25' }, 30).current).toEqual({
      from: '2026-03-25',
      to: '2026-03-31',
    });
    expect(reportPeriod('2026-03-31', { to: '2026-01-30' }, 7).current).toEqual({
      from: '2026-01-24',
      to: '2026-01-30',
    });
  });
});
