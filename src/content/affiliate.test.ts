import { describe, expect, it } from 'vitest';
import { affiliate, affiliateCommission } from './affiliate';
import { site } from './site';

describe('affiliate content', () => {
  it('states the same commission rate wherever it names one', () => {
    const stated = JSON.stringify(affiliate).match(/\d+%/g) ?? [];
    expect(stated.length).toBeGreaterThan(0);
    for (const rate of stated) expect(rate).toBe(affiliateCommission.rate);
    expect(affiliate.hero.heading).toContain(affiliateCommission.rate);
    expect(affiliate.closing.heading).toContain(affiliateCommission.rate);
  });

  it('gives every benefit and every step a unique title and a body', () => {
    for (const list of [affiliate.benefits.items, affiliate.steps.items]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((item) => item.title)).size).toBe(list.length);
      for (const item of list) expect(item.body.length, item.title).toBeGreaterThan(20);
    }
  });

  it('sends both apply buttons to the external affiliate portal', () => {
    expect(affiliate.hero.applyHref).toBe(site.affiliatePortalUrl);
    expect(affiliate.closing.applyHref).toBe(site.affiliatePortalUrl);
    expect(site.affiliatePortalUrl).toMatch(/^https:\/\//);
  });
});
