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
      expect(levelOf({ level: level.id, billing: 'monthly' })).toEqual(level);
    }
    // An id in another case names no level: the default one is shown.
    expect(levelOf({ level: 'Ultimate', billing: 'monthly' }).id).toBe(defaultPlan.level);
  });
});

describe('the plan', () => {
  it('defaults to the level the pricing page opens on, billed monthly', () => {
    expect(defaultPlan).toEqual({ level: 'standard', billing: 'monthly' });
    for (const locale of locales) {
      expect(pricingFor(locale).levelOf({ level: 'no-such-level', billing: 'annual' }).id).toBe(
        'standard',
      );
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
    expect(trialDialogFor('en').planSummary({ level: 'ultimate', billing: 'annual' })).toBe(
      'Ultimate · $100,000+ ad spend · $470/year after your 30-day trial',
    );
  });

  it.each(locales)(
    'is summed up in the %s trial dialog with its level, ad spend, price and trial',
    (locale) => {
      const pricing = pricingFor(locale);
      const plan = { level: 'ultimate', billing: 'annual' } as const;
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
    expect(planSearch({ level: 'ultimate', billing: 'annual' })).toBe('billing=annual&level=11');
    expect(pricingPathFor({ level: 'starter', billing: 'monthly' })).toBe(
      '/pricing?billing=monthly&level=1',
    );
  });

  it('keeps the rest of the query as it was', () => {
    expect(planSearch({ level: 'basic', billing: 'annual' }, '?utm_source=mail&level=9')).toBe(
      'utm_source=mail&level=2&billing=annual',
    );
  });

  it('reads back every plan it writes', () => {
    for (const [index, level] of levelFacts.entries()) {
      for (const billing of ['monthly', 'annual'] as const) {
        const plan = { level: level.id, billing };
        expect(planFromSearch(planSearch(plan)), `level ${index + 1}`).toEqual(plan);
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
});
