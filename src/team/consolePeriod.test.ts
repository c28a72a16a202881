import { describe, expect, it } from 'vitest';
import {
  daysIn,
  daysOf,
  isDay,
  presetRange,
  previousRange,
  rangeProblem,
  todayUtc,
} from './consolePeriod';

describe('the console’s periods', () => {
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

  it('compare with the period of the same length just before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(previousRange({ from: '2024-03-01', to: '2024-03-02' })).toEqual({
      from: '2024-02-28',
      to: '2024-02-29',
    });
  });

  it('refuse a range that ends before it starts or is longer than the console answers', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('backwards');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeUndefined();
  });

  it('know a calendar day from a look-alike', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('yesterday')).toBe(false);
  });

  it('list every day of a range across a month’s end', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
});
