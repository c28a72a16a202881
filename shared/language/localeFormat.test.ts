import { describe, expect, it } from 'vitest';
import { localeFacts, locales } from './locales';
import {
  formatChangePercent,
  formatDay,
  formatNumber,
  formatPercent,
  formatMoney,
} from './localeFormat';

const nbsp = /\u00a0|\u202f/g;
const plain = (text: string) => text.replace(nbsp, ' ');
const intl = (locale: keyof typeof localeFacts) => localeFacts[locale].intl;

describe('prices', () => {
  it('read as US dollars in English: whole dollars, or to the cent', () => {
    expect(formatMoney(49, 'USD')).toBe('$49');
    expect(formatMoney(100_000, 'USD')).toBe('$100,000');
    expect(formatMoney(470 / 12, 'USD', { cents: true })).toBe('$39.17');
  });

  it('read as US dollars in German: "49 $"', () => {
    expect(plain(formatMoney(49, 'USD', { locale: intl('de') }))).toBe('49 $');
    expect(plain(formatMoney(4999, 'USD', { locale: intl('de') }))).toBe('4.999 $');
  });

  it('read as US dollars in French: "$US", never a bare "$"', () => {
    const price = formatMoney(49, 'USD', { locale: intl('fr') });
    expect(plain(price)).toBe('49 $US');
    expect(
      formatMoney(470 / 12, 'USD', { locale: intl('fr'), cents: true }).replace('$US', ''),
    ).not.toContain('$');
  });

  it('read as US dollars in Italian: "USD"', () => {
    expect(plain(formatMoney(49, 'USD', { locale: intl('it') }))).toBe('49 USD');
  });

  it('read as US dollars in Spanish: "US$", never a bare "$"', () => {
    const price = formatMoney(49, 'USD', { locale: intl('es') });
    expect(plain(price)).toBe('49 US$');
    expect(
      formatMoney(470 / 12, 'USD', { locale: intl('es'), cents: true }).replace('US$', ''),
    ).not.toContain('$');
  });

  it.each(locales)('keep the amount whatever the language (%s)', (locale) => {
    expect(formatMoney(4999, 'USD', { locale: intl(locale) }).replace(/\D/g, '')).toBe('4999');
    expect(
      formatMoney(470 / 12, 'USD', { locale: intl(locale), cents: true }).replace(/\D/g, ''),
    ).toBe('3917');
  });
});

describe('days and numbers', () => {
  it('write a day in UTC with a short month, whatever the hour', () => {
    expect(formatDay(new Date('2026-12-23T23:30:00Z'))).toBe('Dec 23, 2026');
    expect(formatDay(new Date('2026-09-05T00:00:00Z'))).toBe('Sep 5, 2026');
    expect(plain(formatDay(new Date('2026-12-23T00:00:00Z'), intl('fr')))).toBe('23 déc. 2026');
    expect(plain(formatDay(new Date('2026-12-23T23:30:00Z'), intl('de')))).toBe('23. Dez. 2026');
  });

  it('group thousands and write decimals as the language does', () => {
    expect(formatNumber(100_000)).toBe('100,000');
    expect(plain(formatNumber(100_000, intl('fr')))).toBe('100 000');
    expect(formatNumber(4.9)).toBe('4.9');
    expect(formatNumber(4.9, intl('de'))).toBe('4,9');
  });

  it('write shares and changes as percentages, with their sign', () => {
    expect(formatPercent(0.18)).toBe('18%');
    expect(plain(formatPercent(0.18, intl('fr')))).toBe('18 %');
    expect(formatChangePercent(82)).toBe('+82%');
    expect(formatChangePercent(-17)).toMatch(/^[-−]17%$/);
    expect(formatChangePercent(0)).toBe('0%');
  });
});
