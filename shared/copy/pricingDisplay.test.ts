import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../language/locales';
import { displayedPrice, levelFacts } from '../facts/pricing';
import { currencies, defaultCurrencyOf } from '../facts/currencies';
import { pricingFor } from '../../test/siteCopy';
import { readCopy } from './readCopy';

/** The digits of an amount, whatever the language's separators: "39,17 $" → "3917". */
const digits = (text: string) => text.replace(/\D/g, '');
const dollarsOf = (text: string) => Number(digits(text));

describe('annual price with its monthly equivalent in English', () => {
  const { priceParts, annualPriceMonthly } = pricingFor('en');

  it('shows "$470/year (≈ $39.17/month)", worked out from the annual price', () => {
    const annual = priceParts('annual');
    expect(`${annual.amount}${annual.per} ${annual.equivalent ?? ''}`).toBe(
      '$470/year (≈ $39.17/month)',
    );
    expect(annualPriceMonthly).toBe(`$${(displayedPrice('USD').annual / 12).toFixed(2)}`);
  });

  it('shows the monthly price on its own', () => {
    expect(priceParts('monthly')).toEqual({ amount: '$49', per: '/month' });
  });
});

describe.each(locales)('the prices as %s shows them', (locale) => {
  const pricing = pricingFor(locale);
  const offered = displayedPrice(defaultCurrencyOf[locale]);

  it('show the annual price with its monthly equivalent, to the cent', () => {
    const annual = pricing.priceParts('annual');
    expect(annual.amount).toBe(pricing.formatPrice(offered.annual));
    expect(annual.per).toBe(readCopy('pricingCalculator', locale).prices.per.annual);
    expect(digits(pricing.annualPriceMonthly)).toBe(
      (offered.annual / 12).toFixed(2).replace('.', ''),
    );
    expect(annual.equivalent).toContain(pricing.annualPriceMonthly);
  });

  it('show the monthly price on its own', () => {
    expect(pricing.priceParts('monthly')).toEqual({
      amount: pricing.formatPrice(offered.monthly),
      per: readCopy('pricingCalculator', locale).prices.per.monthly,
    });
  });

  it('write every level amount one way: whole US dollars as the language writes them, never abbreviated', () => {
    for (const [index, level] of pricing.levels.entries()) {
      const adSpend = levelFacts[index]?.adSpendUsd ?? 0;
      expect(level.stepLabel, level.name).toContain(pricing.formatAdSpend(adSpend));
      expect(digits(level.stepLabel), level.name).toBe(String(adSpend));
    }
  });

  it('say "up to" the step amount, except the open-ended top level, which says "or more"', () => {
    const top = pricing.levels.at(-1);
    for (const level of pricing.levels.slice(0, -1)) {
      expect(level.stepLabel).toBe(pricing.formatAdSpend(dollarsOf(level.stepLabel)));
      expect(level.maxAdSpend).toContain(level.stepLabel);
      expect(level.maxAdSpend).not.toBe(level.stepLabel);
    }
    expect(top?.stepLabel).not.toBe(pricing.formatAdSpend(100_000));
    expect(top?.maxAdSpend).toBe(top?.stepLabel);
  });
});

describe('level labels in English', () => {
  it('say "up to $4,999" and "$100,000+"', () => {
    const { levels } = pricingFor('en');
    for (const level of levels.slice(0, -1)) {
      expect(level.maxAdSpend).toBe(`up to ${level.stepLabel}`);
      expect(level.stepLabel).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    }
    expect(levels.at(-1)?.stepLabel).toBe('$100,000+');
  });
});

describe('the open-ended top level in the other languages', () => {
  it.each(locales.filter((locale) => locale !== 'en'))(
    'reads as %s writes "from 100,000": a word before the amount, no English plus sign',
    (locale) => {
      const top = pricingFor(locale).levels.at(-1)?.stepLabel ?? '';
      expect(top).not.toContain('+');
      expect(top).toMatch(/^\p{L}[\p{L}' ’]* .*100/u);
    },
  );
});

/** Every amount of money the pricing page shows in a language. */
function shownPrices(locale: Locale): string[] {
  const pricing = pricingFor(locale, 'USD');
  return [
    pricing.formatPrice(displayedPrice('USD').monthly),
    pricing.formatPrice(displayedPrice('USD').annual),
    pricing.annualPriceMonthly,
    ...pricing.levels.flatMap((level) => [level.stepLabel, level.maxAdSpend]),
  ];
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices read unmistakably as US dollars', () => {
  it('in English as "$49"', () => {
    expect(pricingFor('en', 'USD').formatPrice(49)).toBe('$49');
  });

  it('in German as "49 $"', () => {
    expect(plain(pricingFor('de', 'USD').formatPrice(49))).toBe('49 $');
  });

  it('in French with "$US", never a bare "$" (Québec reads it as Canadian dollars)', () => {
    expect(pricingFor('fr', 'USD').formatPrice(49)).toContain('$US');
    for (const price of shownPrices('fr'))
      expect(price.replaceAll('$US', ''), price).not.toContain('$');
  });

  it('in Italian with "USD"', () => {
    for (const price of shownPrices('it')) expect(price, price).toContain('USD');
  });

  it('in Spanish with "US$", never a bare "$" (Mexico reads it as pesos)', () => {
    expect(pricingFor('es', 'USD').formatPrice(49)).toContain('US$');
    for (const price of shownPrices('es'))
      expect(price.replaceAll('US$', ''), price).not.toContain('$');
  });
});

describe('prices in each currency', () => {
  it('are written as each language writes that currency', () => {
    const monthly = (locale: Locale, currency: (typeof currencies)[number]) =>
      plain(pricingFor(locale, currency).priceParts('monthly').amount);
    expect(monthly('en', 'GBP')).toBe('£39');
    expect(monthly('en', 'CAD')).toBe('CA$69');
    expect(monthly('en', 'AUD')).toBe('A$79');
    expect(monthly('en', 'MXN')).toBe('MX$909');
    expect(monthly('de', 'EUR')).toBe('49 €');
    expect(monthly('fr', 'CAD')).toBe('69 $CA');
    expect(monthly('es', 'MXN')).toBe('909 MXN');
  });

  it.each(currencies)(
    'in %s: the struck-through and the offered price, and the monthly equivalent',
    (currency) => {
      const pricing = pricingFor('en', currency);
      const offered = displayedPrice(currency);
      const business = pricing.levels[5];
      expect(business?.referenceMonthlyPrice).toBe(levelFacts[5]?.referenceMonthlyPrice[currency]);
      expect(digits(pricing.annualPriceMonthly)).toBe(
        (offered.annual / 12).toFixed(2).replace('.', ''),
      );
      expect(pricing.priceWithPeriod('annual')).toBe(`${pricing.formatPrice(offered.annual)}/year`);
      // Ad spend stays in US dollars: the platform measures it across marketplaces.
      expect(business?.maxAdSpend).toBe('up to $19,999');
    },
  );
});
