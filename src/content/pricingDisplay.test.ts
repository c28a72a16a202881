import { describe, expect, it } from 'vitest';
import {
  annualPriceMonthly,
  displayedPrice,
  formatPrice,
  monthlyEquivalent,
  priceParts,
  pricingLevels,
} from './pricing';

describe('annual price with its monthly equivalent', () => {
  it('shows "$470/year (≈ $39.17/month)", worked out from the annual price', () => {
    const annual = priceParts('annual');
    expect(`${annual.amount}${annual.per} ${annual.equivalent ?? ''}`).toBe(
      '$470/year (≈ $39.17/month)',
    );
    expect(annualPriceMonthly()).toBe(`$${(displayedPrice.annual / 12).toFixed(2)}`);
  });

  it('shows the monthly price on its own', () => {
    expect(priceParts('monthly')).toEqual({
      amount: formatPrice(displayedPrice.monthly),
      per: '/month',
    });
    expect(monthlyEquivalent('monthly')).toBeUndefined();
  });
});

describe('level labels', () => {
  it('write every amount one way: whole dollars with thousands separators', () => {
    for (const level of pricingLevels) {
      expect(level.stepLabel, level.name).toMatch(/^\$\d{1,3}(,\d{3})*\+?$/);
      expect(level.stepLabel, level.name).not.toMatch(/K/);
    }
  });

  it('say "up to" the step amount, except the open-ended top level', () => {
    const top = pricingLevels.at(-1);
    for (const level of pricingLevels.slice(0, -1)) {
      expect(level.maxAdSpend).toBe(`up to ${level.stepLabel}`);
    }
    expect(top?.stepLabel).toBe('$100,000+');
    expect(top?.maxAdSpend).toBe(top?.stepLabel);
  });
});
