import { describe, expect, it } from 'vitest';
import { affiliateCommission } from './affiliate';
import { pageTitles } from './pageTitles';
import { displayedPrice, formatPrice } from './pricing';
import { offer } from '../facts/offer';

const texts = Object.entries(pageTitles).flatMap(([page, { title, description }]) => [
  [page, title],
  [page, description],
]);

describe('page titles and descriptions', () => {
  it.each(texts)('%s: every price is one the pricing module displays (%s)', (_page, text) => {
    const offered = Object.values(displayedPrice).map(formatPrice);
    for (const price of text.match(/\$[\d,]+/g) ?? []) expect(offered).toContain(price);
  });

  it.each(texts)('%s: every number of days is the offer’s (%s)', (_page, text) => {
    for (const [, days] of text.matchAll(/(\d+)-day/g)) {
      expect([offer.trialDays, offer.moneyBackDays]).toContain(Number(days));
    }
  });

  it.each(texts)('%s: every percentage is the affiliate commission (%s)', (_page, text) => {
    for (const share of text.match(/\d+%/g) ?? []) expect(share).toBe(affiliateCommission.rate);
  });

  it('name the prices the pricing page offers', () => {
    expect(pageTitles.pricing.description).toContain(formatPrice(displayedPrice.monthly));
    expect(pageTitles.pricing.description).toContain(formatPrice(displayedPrice.annual));
  });
});
