import { describe, expect, it } from 'vitest';
import { affiliate, affiliateCommission } from './affiliate';
import { site } from './site';

describe('affiliate content', () => {
  it('states the 30% lifetime recurring commission, paid monthly', () => {
    expect(`${affiliateCommission.rate} ${affiliateCommission.kind}`).toBe(
      '30% lifetime recurring commission',
    );
    expect(affiliate.hero.heading).toContain('30%');
    expect(affiliate.hero.body).toContain('paid monthly');
  });

  it('has the four benefits and the four steps of the spec', () => {
    expect(affiliate.benefits.items.map((item) => item.title)).toEqual([
      'Unlimited Earnings',
      'Recurring Commissions',
      'Special Deals',
      'Monthly Payment',
    ]);
    expect(affiliate.steps.items.map((item) => item.title)).toEqual([
      'Contact us and get approved',
      'Connect your bank account details',
      'Promote',
      'Get paid monthly',
    ]);
  });

  it('closes with the call, button and note of the spec', () => {
    expect(affiliate.closing.heading).toBe('Ready to Start Earning 30% Commissions?');
    expect(affiliate.closing.applyLabel).toBe('Apply to Become an Affiliate');
    expect(affiliate.closing.note).toBe('No upfront costs • Instant approval • Monthly payouts');
  });

  it('sends both apply buttons to the external affiliate portal', () => {
    expect(affiliate.hero.applyHref).toBe(site.affiliatePortalUrl);
    expect(affiliate.closing.applyHref).toBe(site.affiliatePortalUrl);
    expect(site.affiliatePortalUrl).toMatch(/^https:\/\//);
  });
});
