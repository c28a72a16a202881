import { describe, expect, it } from 'vitest';
import { oldestKeptDay, reportPeriod } from './days';

describe('visit days', () => {
  it('keep the retention counting today', () => {
    expect(oldestKeptDay(new Date('2026-03-31T12:00:00Z'), 30)).toBe('2026-03-02');
    expect(oldestKeptDay(new Date('2026-03-31T12:00:00Z'), 1)).toBe('2026-03-31');
  });

  it('compare a report’s period with the one of the same length just before', () => {
    expect(reportPeriod({ from: '2026-03-02', to: '2026-03-31' })).toEqual({
      current: { from: '2026-03-02', to: '2026-03-31' },
      previous: { from: '2026-01-31', to: '2026-03-01' },
    });
  });
});
