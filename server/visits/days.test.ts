import { describe, expect, it } from 'vitest';
import { addDays, dayRange, oldestKeptDay, utcDay } from './days';

describe('visit days', () => {
  it('are UTC dates', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59-05:00'))).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('keep the retention counting today', () => {
    expect(oldestKeptDay(new Date('2026-03-31T12:00:00Z'), 30)).toBe('2026-03-02');
    expect(oldestKeptDay(new Date('2026-03-31T12:00:00Z'), 1)).toBe('2026-03-31');
  });

  it('default a report to the kept days, and put a reversed range in order', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(dayRange(now, 30, {})).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(dayRange(now, 30, { to: '2026-01-30' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
    expect(dayRange(now, 30, { from: '2026-03-10', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });
});
