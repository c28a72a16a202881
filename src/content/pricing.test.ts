import { describe, expect, it } from 'vitest';
import {
  annualDiscountPercent,
  billingPeriods,
  defaultLevelIndex,
  displayedPrice,
} from '../facts/pricing';
import { findLevel, formatPrice, pricingLevels, referencePrice, regularPrice } from './pricing';
import { ctaLabels } from './ctaLabels';

/** Parses "$2,999", "$100K+" or "$100,000+" to dollars. */
const dollars = (text: string) => {
  const [, digits = '', thousands] = /\$([\d,]+)(K)?/.exec(text) ?? [];
  return Number(digits.replaceAll(',', '')) * (thousands ? 1000 : 1);
};

describe('pricing levels', () => {
  it('are 11, each with a unique id that is its name in lower case', () => {
    expect(pricingLevels).toHaveLength(11);
    for (const level of pricingLevels) {
      expect(level.id).toBe(level.name.toLowerCase());
      expect(findLevel(level.id)).toBe(level);
    }
    expect(new Set(pricingLevels.map((level) => level.id)).size).toBe(pricingLevels.length);
  });

  it('cover more ad spend and cost more at every step up', () => {
    for (const [index, level] of pricingLevels.entries()) {
      const previous = pricingLevels[index - 1];
      if (!previous) continue;
      expect(dollars(level.maxAdSpend), level.name).toBeGreaterThan(dollars(previous.maxAdSpend));
      expect(dollars(level.stepLabel), level.name).toBeGreaterThan(dollars(previous.stepLabel));
      expect(level.referenceMonthlyPrice, level.name).toBeGreaterThan(
        previous.referenceMonthlyPrice,
      );
    }
  });

  it('show on each step the ad spend their card names', () => {
    for (const level of pricingLevels) {
      expect(dollars(level.stepLabel), level.name).toBe(dollars(level.maxAdSpend));
    }
  });

  it('each offer the trial call to action and a segment', () => {
    for (const level of pricingLevels) {
      expect(level.ctaText).toBe(ctaLabels.trial);
      expect(level.segment).not.toBe('');
    }
  });

  it('mark exactly one level popular, and open on an existing level', () => {
    expect(pricingLevels.filter((level) => level.popular)).toHaveLength(1);
    expect(pricingLevels[defaultLevelIndex]).toBeDefined();
  });
});

describe('prices', () => {
  const discount = (100 - annualDiscountPercent) / 100;

  it("give every level's annual reference price as round(0.8 × 12 × its monthly price)", () => {
    for (const level of pricingLevels) {
      expect(referencePrice(level, 'annual'), level.name).toBe(
        Math.round(discount * 12 * level.referenceMonthlyPrice),
      );
      expect(referencePrice(level, 'monthly')).toBe(level.referenceMonthlyPrice);
    }
  });

  it('give the displayed annual price by the same rule as the displayed monthly one', () => {
    expect(displayedPrice.annual).toBe(Math.round(discount * 12 * displayedPrice.monthly));
  });

  it('strike through the regular price exactly where it is above the offer', () => {
    for (const level of pricingLevels) {
      for (const period of billingPeriods) {
        const reference = referencePrice(level, period);
        expect(regularPrice(level, period), `${level.name} ${period}`).toBe(
          reference > displayedPrice[period] ? reference : undefined,
        );
      }
    }
  });

  it('label the saving as the monthly offer makes it, and only where there is one', () => {
    for (const level of pricingLevels) {
      const saved = Math.round((1 - displayedPrice.monthly / level.referenceMonthlyPrice) * 100);
      expect(level.savingsLabel, level.name).toBe(saved > 0 ? `Early Bird saves ${saved}%` : '');
    }
  });

  it('format whole US dollars', () => {
    expect(formatPrice(1430)).toBe('$1,430');
    expect(formatPrice(49)).toBe('$49');
  });
});
