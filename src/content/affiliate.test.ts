import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { affiliateCommissionRate } from '../../shared/facts/offer';
import { readCopyValues, readFilledCopy } from '../../shared/copy/readCopy';

/** Every percentage a text states, in any language's writing: "30%", "30 %", "30 %". */
const percentagesIn = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)?[\s\u00a0\u202f]?%/g) ?? []).map((rate) =>
    rate.replace(/[\s\u00a0\u202f]/g, ''),
  );

describe.each(locales)('affiliate content in %s', (locale) => {
  const page = readFilledCopy('affiliate', locale);
  const { commissionRate } = readCopyValues(locale);

  it('states the same commission rate wherever it names one', () => {
    const stated = percentagesIn(JSON.stringify(page));
    expect(stated.length).toBeGreaterThan(0);
    const rate = `${Math.round(affiliateCommissionRate * 100)}%`;
    for (const shown of stated) expect(shown).toBe(rate);
    expect(page.hero.heading).toContain(commissionRate);
    expect(page.closing.heading).toContain(commissionRate);
  });

  it('gives every benefit and every step a unique title and a body', () => {
    for (const list of [page.benefits.items, page.steps.items]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((item) => item.title)).size).toBe(list.length);
      for (const item of list) expect(item.body.length, item.title).toBeGreaterThan(20);
    }
  });
});

describe('affiliate commission', () => {
  it('is written "30%" in English', () => {
    expect(readCopyValues('en').commissionRate).toBe('30%');
  });
});
