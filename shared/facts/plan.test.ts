import { currencies } from './currencies';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../language/localeFormat';
import { pricingFor, trialDialogFor } from '../../test/siteCopy';
import { locales } from '../language/locales';
import { offer } from './offer';
import { defaultPlan, planFromSearch, planSearch, pricingPathFor, trialEndDate } from './plan';
import { levelFacts } from './pricing';

describe.each(locales)('level ids in %s', (locale) => {
  it('are the level names in lower case, unique, and find their level', () => {
    const { levels, levelOf } = pricingFor(locale);
    const ids = levels.map((level) => level.id);
    expect(new Set(ids).size).toBe(levels.length);
    for (const level of levels) {
      expect(level.id).toBe(level.name.toLowerCase());
      expect(levelOf({ level: level.id, billing: 'monthly', currency: 'USD' })).toEqual(level);
    }
    // An id in another case names no level: the default one is shown.
    expect(levelOf({ level: 'Ultimate', billing: 'monthly', currency: 'USD' }).id).toBe(
      defaultPlan.level,
    );
  });
});

describe('the plan', () => {
  it('defaults to the level the pricing page opens on, billed monthly', () => {
    expect(defaultPlan).toEqual({ level: 'standard', billing: 'monthly', currency: 'USD' });
    for (const locale of locales) {
      expect(
        pricingFor(locale).levelOf({ level: 'no-such-level', billing: 'annual', currency: 'USD' })
          .id,
      ).toBe('standard');
    }
  });

  it('charges $49/month or $470/year after the trial', () => {
    const { priceWithPeriod } = pricingFor('en');
    expect(priceWithPeriod('monthly')).toBe('$49/month');
    expect(priceWithPeriod('annual')).toBe('$470/year');
  });

  it('ends the trial the configured number of days later', () => {
    const start = new Date('2026-11-23T15:00:00Z');
    expect(offer.trialDays).toBe(30);
    expect(formatDay(trialEndDate(start))).toBe('Dec 23, 2026');
  });

  it('is summed up in the trial dialog in one line', () => {
    expect(
      trialDialogFor('en').planSummary({ level: 'ultimate', billing: 'annual', currency: 'USD' }),
    ).toBe('Ultimate · $100,000+ ad spend · $470/year after your 30-day trial');
  });

  it.each(locales)(
    'is summed up in the %s trial dialog with its level, ad spend, price and trial',
    (locale) => {
      const pricing = pricingFor(locale);
      const plan = { level: 'ultimate', billing: 'annual', currency: 'USD' } as const;
      const summary = trialDialogFor(locale).planSummary(plan);
      const level = pricing.levelOf(plan);
      expect(summary).toContain(level.name);
      expect(summary).toContain(level.maxAdSpend);
      expect(summary).toContain(pricing.priceWithPeriod('annual'));
      expect(summary).toContain(String(offer.trialDays));
      expect(summary).not.toMatch(/\{\w+\}/);
    },
  );
});

describe('the plan in the pricing page address', () => {
  it('names the billing period and the level by its position, 1 to 11', () => {
    expect(planSearch({ level: 'ultimate', billing: 'annual', currency: 'USD' })).toBe(
      'billing=annual&level=11&currency=USD',
    );
    expect(planSearch({ level: 'basic', billing: 'monthly', currency: 'GBP' })).toBe(
      'billing=monthly&level=2&currency=GBP',
    );
    expect(pricingPathFor({ level: 'starter', billing: 'monthly', currency: 'USD' })).toBe(
      '/pricing?billing=monthly&level=1&currency=USD',
    );
  });

  it('keeps the rest of the query as it was', () => {
    expect(
      planSearch(
        { level: 'basic', billing: 'annual', currency: 'USD' },
        '?utm_source=mail&level=9',
      ),
    ).toBe('utm_source=mail&level=2&billing=annual&currency=USD');
  });

  it('reads back every plan it writes', () => {
    for (const [index, level] of levelFacts.entries()) {
      for (const billing of ['monthly', 'annual'] as const) {
        for (const currency of currencies) {
          const plan = { level: level.id, billing, currency };
          expect(planFromSearch(planSearch(plan)), `level ${index + 1}`).toEqual(plan);
        }
      }
    }
  });

  it('keeps the default for whatever is missing or wrong', () => {
    expect(planFromSearch('')).toEqual(defaultPlan);
    expect(planFromSearch('?billing=weekly&level=12')).toEqual(defaultPlan);
    expect(planFromSearch('level=0')).toEqual(defaultPlan);
    expect(planFromSearch('level=2.5&billing=annual')).toEqual({
      ...defaultPlan,
      billing: 'annual',
    });
    expect(planFromSearch(new URLSearchParams('level=4'))).toEqual({
      ...defaultPlan,
      level: 'professional',
    });
  });

  it("reads the currency in any case, and keeps the page's own for a missing or unknown one", () => {
    expect(planFromSearch('currency=gbp').currency).toBe('GBP');
    expect(planFromSearch('currency=JPY', 'EUR').currency).toBe('EUR');
    expect(planFromSearch('', 'MXN').currency).toBe('MXN');
  });
});
