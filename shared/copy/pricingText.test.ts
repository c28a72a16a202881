import { describe, expect, it } from 'vitest';
import { locales } from '../language/locales';
import { billingPeriods, defaultLevelIndex, displayedPrice } from '../facts/pricing';
import { pricingFor } from '../../test/siteCopy';
import { referencePrice, regularPrice } from './pricingText';

/** The dollars an amount names in any language's writing: "$2,999", "2.999 $", "2 999 $US". */
const dollars = (text: string) => Number(text.replace(/\D/g, ''));

describe.each(locales)('pricing levels in %s', (locale) => {
  const { levels } = pricingFor(locale);

  it('are 11, each with a unique id that is its name in lower case', () => {
    expect(levels).toHaveLength(11);
    for (const level of levels) expect(level.id).toBe(level.name.toLowerCase());
    expect(new Set(levels.map((level) => level.id)).size).toBe(levels.length);
  });

  it('cover more ad spend and cost more at every step up', () => {
    for (const [index, level] of levels.entries()) {
      const previous = levels[index - 1];
      if (!previous) continue;
      expect(dollars(level.maxAdSpend), level.name).toBeGreaterThan(dollars(previous.maxAdSpend));
      expect(dollars(level.stepLabel), level.name).toBeGreaterThan(dollars(previous.stepLabel));
      expect(level.referenceMonthlyPrice, level.name).toBeGreaterThan(
        previous.referenceMonthlyPrice,
      );
    }
  });

  it('show on each step the ad spend their card names', () => {
    for (const level of levels) {
      expect(dollars(level.stepLabel), level.name).toBe(dollars(level.maxAdSpend));
    }
  });

  it('each name a segment', () => {
    for (const level of levels) expect(level.segment).not.toBe('');
  });

  it('mark exactly one level popular, and open on an existing level', () => {
    expect(levels.filter((level) => level.popular)).toHaveLength(1);
    expect(levels[defaultLevelIndex]).toBeDefined();
  });

  it('label the saving as the monthly offer makes it, and only where there is one', () => {
    for (const level of levels) {
      const saved = Math.round(
        (1 - displayedPrice('USD').monthly / level.referenceMonthlyPrice) * 100,
      );
      if (saved > 0) expect(level.savingsLabel, level.name).toContain(String(saved));
      else expect(level.savingsLabel, level.name).toBe('');
    }
  });
});

describe('prices', () => {
  const { levels, formatPrice } = pricingFor('en');
  const level = (id: string) => {
    const found = levels.find((shown) => shown.id === id);
    if (!found) throw new Error(`No level ${id}.`);
    return found;
  };

  it('give the annual reference price as 0.8 times twelve months of the monthly one, rounded', () => {
    // The specification's table: Standard $149 a month, Ultimate $1,499, Starter $49.
    expect(referencePrice(level('standard'), 'monthly')).toBe(149);
    expect(referencePrice(level('standard'), 'annual')).toBe(1430);
    expect(referencePrice(level('ultimate'), 'annual')).toBe(14390);
    expect(referencePrice(level('starter'), 'annual')).toBe(470);
  });

  it('display $49 a month and $470 a year on every level', () => {
    expect(displayedPrice('USD')).toEqual({ monthly: 49, annual: 470 });
  });

  it('strike through the regular price exactly where it is above the offer', () => {
    for (const level of levels) {
      for (const period of billingPeriods) {
        const reference = referencePrice(level, period);
        expect(regularPrice(level, period), `${level.name} ${period}`).toBe(
          reference > displayedPrice('USD')[period] ? reference : undefined,
        );
      }
    }
  });

  it('label the saving in English as "Early Bird saves n%"', () => {
    for (const level of levels) {
      const saved = Math.round(
        (1 - displayedPrice('USD').monthly / level.referenceMonthlyPrice) * 100,
      );
      expect(level.savingsLabel, level.name).toBe(saved > 0 ? `Early Bird saves ${saved}%` : '');
    }
  });

  it('format whole US dollars in English', () => {
    expect(formatPrice(1430)).toBe('$1,430');
    expect(formatPrice(49)).toBe('$49');
  });
});
