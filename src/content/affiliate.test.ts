import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { affiliateCommissionRate } from '../../shared/facts/offer';
import { affiliateText, commissionRate } from './affiliate';
import { site } from '../../shared/facts/brand';

/** Every percentage a text states, in any language's writing: "30%", "30 %", "30 %". */
const percentagesIn = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)?[\s\u00a0\u202f]?%/g) ?? []).map((rate) =>
    rate.replace(/[\s\u00a0\u202f]/g, ''),
  );

describe.each(locales)('affiliate content in %s', (locale) => {
  const { page, commission } = affiliateText(locale);

  it('states the same commission rate wherever it names one', () => {
    const stated = percentagesIn(JSON.stringify(page));
    expect(stated.length).toBeGreaterThan(0);
    const rate = `${Math.round(affiliateCommissionRate * 100)}%`;
    for (const shown of stated) expect(shown).toBe(rate);
    expect(commission.rate).toBe(commissionRate(locale));
    expect(page.hero.heading).toContain(commission.rate);
    expect(page.closing.heading).toContain(commission.rate);
  });

  it('gives every benefit and every step a unique title and a body', () => {
    for (const list of [page.benefits.items, page.steps.items]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((item) => item.title)).size).toBe(list.length);
      for (const item of list) expect(item.body.length, item.title).toBeGreaterThan(20);
    }
  });

  it('sends both apply buttons to the external affiliate portal', () => {
    expect(page.hero.applyHref).toBe(site.affiliatePortalUrl);
    expect(page.closing.applyHref).toBe(site.affiliatePortalUrl);
    expect(site.affiliatePortalUrl).toMatch(/^https:\/\//);
  });
});

describe('affiliate commission', () => {
  it('is written "30%" in English', () => {
    expect(commissionRate('en')).toBe('30%');
  });
});
