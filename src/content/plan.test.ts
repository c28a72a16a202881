import { describe, expect, it } from 'vitest';
import { defaultPlan, formatDay, levelOf, trialEndDate } from './plan';
import { findLevel, pricingLevels, priceWithPeriod } from './pricing';
import { trialDialogText } from './trialDialog';
import { offer } from '../facts/offer';

describe('level ids', () => {
  it('are the level names in lower case, unique, and find their level', () => {
    const ids = pricingLevels.map((level) => level.id);
    expect(new Set(ids).size).toBe(pricingLevels.length);
    for (const level of pricingLevels) {
      expect(level.id).toMatch(/^[a-z]+$/);
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

  it('ends the trial the configured number of days later, written as "23 Dec 2026"', () => {
    const start = new Date('2026-11-23T15:00:00Z');
    expect(offer.trialDays).toBe(30);
    expect(formatDay(trialEndDate(start))).toBe('23 Dec 2026');
    expect(formatDay(new Date('2026-09-05T00:00:00Z'))).toBe('5 Sep 2026');
  });

  it('is summed up in the trial dialog in one line', () => {
    expect(trialDialogText.planSummary({ level: 'ultimate', billing: 'annual' })).toBe(
      'Ultimate · $100,000+ ad spend · $470/year after your 30-day trial',
    );
  });
});
