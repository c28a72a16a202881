import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, formatUsd } from './localeFormat';

const nbsp = /\u00a0|\u202f/g;
const plain = (text: string) => text.replace(nbsp, ' ');

describe('prices', () => {
  it('read as US dollars in English: whole dollars, or to the cent', () => {
    expect(formatUsd(49)).toBe('$49');
    expect(formatUsd(100_000)).toBe('$100,000');
    expect(formatUsd(470 / 12, { cents: true })).toBe('$39.17');
  });

  it('read as US dollars in other languages too, by the display the language chooses', () => {
    expect(plain(formatUsd(49, { locale: 'fr' }))).toBe('49 $US');
    expect(plain(formatUsd(4999, { locale: 'de', currencyDisplay: 'code' }))).toBe('4.999 USD');
  });
});

describe('days and numbers', () => {
  it('write a day in UTC with a short month, whatever the hour', () => {
    expect(formatDay(new Date('2026-12-23T23:30:00Z'))).toBe('Dec 23, 2026');
    expect(formatDay(new Date('2026-09-05T00:00:00Z'))).toBe('Sep 5, 2026');
    expect(plain(formatDay(new Date('2026-12-23T00:00:00Z'), 'fr'))).toBe('23 déc. 2026');
  });

  it('group thousands as the language does', () => {
    expect(formatNumber(100_000)).toBe('100,000');
    expect(plain(formatNumber(100_000, 'fr'))).toBe('100 000');
  });
});
