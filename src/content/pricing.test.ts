import { describe, expect, it } from 'vitest';
import { pageTitles } from './pageTitles';
import {
  defaultLevelIndex,
  displayedPrice,
  formatPrice,
  pricingLevels,
  referenceAnnualPrice,
  referencePrice,
  regularPrice,
} from './pricing';
import { offer } from './site';

describe('pricing levels', () => {
  it.each([
    [0, 'Starter', 'up to $999', 49],
    [1, 'Basic', 'up to $2,999', 99],
    [2, 'Standard', 'up to $4,999', 149],
    [3, 'Professional', 'up to $7,999', 199],
    [4, 'Advanced', 'up to $12,999', 299],
    [5, 'Business', 'up to $19,999', 399],
    [6, 'Corporate', 'up to $29,999', 499],
    [7, 'Enterprise', 'up to $49,999', 699],
    [8, 'Elite', 'up to $74,999', 999],
    [9, 'Executive', 'up to $99,999', 1299],
    [10, 'Ultimate', '$100,000+', 1499],
  ])('level %i is %s, %s, regular $%i a month', (index, name, maxAdSpend, monthly) => {
    expect(pricingLevels[index]).toMatchObject({
      name,
      maxAdSpend,
      referenceMonthlyPrice: monthly,
    });
  });

  it('has exactly 11 levels, each a trial with no feature list and the trial call to action', () => {
    expect(pricingLevels).toHaveLength(11);
    for (const level of pricingLevels) {
      expect(level.ctaType).toBe('trial');
      expect(level.ctaText).toBe(offer.trialCtaLabel);
      expect(level.features).toEqual([]);
      expect(level.segment).not.toBe('');
    }
  });

  it('marks only Professional as popular', () => {
    expect(pricingLevels.filter((level) => level.popular).map((level) => level.name)).toEqual([
      'Professional',
    ]);
  });

  it('opens on the third level, Standard', () => {
    expect(defaultLevelIndex).toBe(2);
    expect(pricingLevels[defaultLevelIndex]?.name).toBe('Standard');
  });
});

describe('prices', () => {
  it('displays $49 a month and $470 a year at every level', () => {
    expect(displayedPrice).toEqual({ monthly: 49, annual: 470 });
  });

  it.each([
    [49, 470],
    [99, 950],
    [149, 1430],
    [199, 1910],
    [1499, 14390],
  ])('rounds 0.8 × 12 × $%i to a $%i regular annual price', (monthly, annual) => {
    expect(referenceAnnualPrice(monthly)).toBe(annual);
  });

  it('strikes through the regular price everywhere except Starter', () => {
    const [starter, ...others] = pricingLevels;
    expect(starter?.name).toBe('Starter');
    for (const period of ['monthly', 'annual'] as const) {
      if (starter) expect(regularPrice(starter, period)).toBeUndefined();
      for (const level of others) {
        expect(regularPrice(level, period)).toBe(referencePrice(level, period));
      }
    }
  });

  it('labels the saving only where there is one', () => {
    expect(pricingLevels[0]?.savingsLabel).toBe('');
    expect(pricingLevels[2]?.savingsLabel).toBe('Early Bird saves 67%');
  });

  it('formats whole US dollars', () => {
    expect(formatPrice(1430)).toBe('$1,430');
    expect(formatPrice(49)).toBe('$49');
  });

  it('keeps the page description in line with the displayed prices', () => {
    expect(pageTitles.pricing.description).toContain(
      `${formatPrice(displayedPrice.monthly)} a month`,
    );
    expect(pageTitles.pricing.description).toContain(
      `${formatPrice(displayedPrice.annual)} a year`,
    );
  });
});
