import { describe, expect, it } from 'vitest';
import { formatDay } from '../content/localeFormat';
import { findLevel, pricingLevels, priceWithPeriod, levelOf } from '../content/pricing';
import { trialDialogText } from '../content/trialDialog';
import { offer } from './offer';
import { defaultPlan, planFromSearch, planSearch, pricingPathFor, trialEndDate } from './plan';
import { levelFacts } from './pricing';

describe('level ids', () => {
  it('are the level names in lower case, unique, and find their level', () => {
    const ids = pricingLevels.map((level) => level.id);
    expect(new Set(ids).size).toBe(pricingLevels.length);
    for (const level of pricingLevels) {
      expect(level.id).toBe(level.name.toLowerCase());
      expect(findLevel(level.id)).toBe(level);
    }
    expect(findLevel('Ultimate')).toBeUndefined();
  });
});

describe('the plan', () => {
  it('defaults to the level the pricing page opens on, billed monthly', () => {
    expect(defaultPlan).toEqual({ level: 'standard', billing: 'monthly' });
    expect(levelOf({ level: 'no-such-level', billing: 'annual' }).id).toBe('standard');
  });

  it('charges $49/month or $470/year after the trial', () => {
    expect(priceWithPeriod('monthly')).toBe('$49/month');
    expect(priceWithPeriod('annual')).toBe('$470/year');
  });

  it('ends the trial the configured number of days later', () => {
    const start = new Date('2026-11-23T15:00:00Z');
    expect(offer.trialDays).toBe(30);
    expect(formatDay(trialEndDate(start))).toBe('Dec 23, 2026');
  });

  it('is summed up in the trial dialog in one line', () => {
    expect(trialDialogText.planSummary({ level: 'ultimate', billing: 'annual' })).toBe(
      'Ultimate · $100,000+ ad spend · $470/year after your 30-day trial',
    );
  });
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
