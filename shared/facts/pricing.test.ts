import { describe, expect, it } from 'vitest';
import { currencies } from './currencies';
import {
  annualDiscountPercent,
  displayedPrice,
  levelFacts,
  priceSettingRates,
  referenceAnnualPrice,
} from './pricing';

/** The rounding the amounts were set by: the nearest whole amount ending in 9, a tie up. */
const endingInNine = (amount: number): number => Math.floor((amount + 1) / 10 + 0.5) * 10 - 1;

describe('the table of prices', () => {
  it.each(currencies)(
    'sets every %s amount by the stated rule from the US dollar price',
    (currency) => {
      const rate = priceSettingRates[currency];
      for (const level of levelFacts) {
        expect(level.referenceMonthlyPrice[currency], level.id).toBe(
          endingInNine(level.referenceMonthlyPrice.USD * rate),
        );
      }
      expect(displayedPrice(currency).monthly).toBe(
        endingInNine(displayedPrice('USD').monthly * rate),
      );
    },
  );

  it.each(currencies)('gives %s the annual discount and its rounding', (currency) => {
    const { monthly, annual } = displayedPrice(currency);
    expect(annual).toBe(Math.round(((100 - annualDiscountPercent) / 100) * 12 * monthly));
    expect(referenceAnnualPrice(monthly)).toBe(annual);
  });

  it.each(currencies)(
    'in %s, costs more at every level up, and offers Starter’s price to all',
    (currency) => {
      const prices = levelFacts.map((level) => level.referenceMonthlyPrice[currency]);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size).toBe(prices.length);
      expect(displayedPrice(currency).monthly).toBe(prices[0]);
    },
  );

  it('keeps the US dollar prices the site has always shown', () => {
    expect(displayedPrice('USD')).toEqual({ monthly: 49, annual: 470 });
    expect(levelFacts.map((level) => level.referenceMonthlyPrice.USD)).toEqual([
      49, 99, 149, 199, 299, 399, 499, 699, 999, 1299, 1499,
    ]);
  });
});
