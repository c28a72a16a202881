import { describe, expect, it } from 'vitest';
import {
  countWords,
  formatDayRange,
  formatMoment,
  formatShare,
  formatTimestamp,
  languageName,
  periodWords,
} from './formatting';

const statement = '{period}, compared with {previous}';

describe('the console’s words for numbers and dates', () => {
  it('state a period and the one before it as a person would say them', () => {
    expect(
      periodWords(
        { from: '2026-11-01', to: '2026-11-30' },
        { from: '2026-10-02', to: '2026-10-31' },
        statement,
      ),
    ).toBe('1–30 November 2026, compared with 2–31 October');
    expect(
      periodWords(
        { from: '2027-01-01', to: '2027-01-07' },
        { from: '2026-12-25', to: '2026-12-31' },
        statement,
      ),
    ).toBe('1–7 January 2027, compared with 25–31 December 2026');
    expect(formatDayRange({ from: '2026-11-17', to: '2026-11-17' })).toBe('17 November 2026');
    expect(formatDayRange({ from: '2026-10-28', to: '2026-11-03' })).toBe(
      '28 October – 3 November 2026',
    );
  });

  it('pluralise counts by English’s rules, with the count written out', () => {
    const forms = { one: '{count} signup', other: '{count} signups' };
    expect(countWords(forms, 1)).toBe('1 signup');
    expect(countWords(forms, 0)).toBe('0 signups');
    expect(countWords(forms, 1204)).toBe('1,204 signups');
  });

  it('write a coming retry as a time of today, or with its day when it is another', () => {
    const now = new Date('2026-11-17T13:58:00Z');
    expect(formatMoment('2026-11-17T14:05:00Z', now)).toBe('14:05 UTC');
    expect(formatMoment('2026-11-18T02:05:00Z', now)).toBe('18 Nov, 02:05 UTC');
  });

  it('write timestamps, shares and languages', () => {
    expect(formatTimestamp('2025-03-15T14:05:00.000Z')).toBe('15 Mar 2025, 14:05 UTC');
    expect(formatShare(0.425)).toBe('42.5%');
    expect(formatShare(null)).toBe('—');
    expect(languageName('de')).toBe('German');
  });
});
