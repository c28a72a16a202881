import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkedPeriod,
  daysIn,
  daysOf,
  isDay,
  previousRange,
  utcDay,
} from './reportPeriod';

const today = '2026-03-31';
const check = (asked: { from?: string; to?: string }, defaultDays = 30) =>
  checkedPeriod(asked, today, defaultDays);

describe('the days of the console’s periods', () => {
  it('are UTC days, stepped across months, leap days and years', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59-05:00'))).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysIn({ from: '2026-02-27', to: '2026-03-01' })).toBe(3);
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('know a calendar day from a look-alike', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', 'yesterday', '+010000-01-01', '2026-3-1'])
      expect(isDay(text), text).toBe(false);
  });

  it('compare with the period of the same length just before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(previousRange({ from: '2024-03-01', to: '2024-03-02' })).toEqual({
      from: '2024-02-28',
      to: '2024-02-29',
    });
  });
});

describe('a period asked of the console', () => {
  it('fills in a missing end: the default days up to today, or up to the end asked', () => {
    expect(check({})).toEqual({ from: '2026-03-02', to: today });
    expect(check({ from: '2026-03-25' })).toEqual({ from: '2026-03-25', to: today });
    expect(check({ to: '2026-01-30' }, 7)).toEqual({ from: '2026-01-24', to: '2026-01-30' });
    expect(check({ from: '2026-04-01' })).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(check({ to: '2020-01-05' })).toEqual({ from: '2020-01-01', to: '2020-01-05' });
  });

  it('answers from 2020-01-01 to tomorrow, and no further either way', () => {
    expect(check({ from: '2020-01-01', to: '2020-12-31' })).toEqual({
      from: '2020-01-01',
      to: '2020-12-31',
    });
    expect(check({ from: '2026-04-01', to: '2026-04-01' })).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    for (const asked of [
      { to: '9999-12-31' },
      { from: '9999-12-31', to: '9999-12-31' },
      { from: '9999-12-31' },
      { from: '2026-04-02' },
      { from: '2019-12-31', to: '2020-01-01' },
      { to: '2019-12-31' },
      { from: '1500-01-01' },
    ]) {
      expect(check(asked), JSON.stringify(asked)).toBe('periodOutOfRange');
    }
  });

  it('refuses days it cannot read, periods that run backwards and those over 366 days', () => {
    for (const day of ['+010000-01-01', '2026-02-30', 'today', '', '2026-03-01T00:00'])
      expect(check({ from: day }), day).toBe('periodUnreadable');
    expect(check({ from: '2026-03-10', to: '2026-03-01' })).toBe('periodBackwards');
    expect(check({ from: '2025-03-30', to: '2026-03-31' })).toBe('periodTooLong');
    expect(check({ from: '2025-03-31', to: '2026-03-31' })).toEqual({
      from: '2025-03-31',
      to: '2026-03-31',
    });
  });
});
