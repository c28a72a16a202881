/**
 * The price and level facts: what the page, the API, Stripe and the platform all agree on. The
 * words around them (level names, segments, labels) are copy, in src/content/pricing-calculator/.
 */
import type { Currency } from './currencies';

/** The billing period the visitor picks; monthly is the default. */
export type BillingPeriod = 'monthly' | 'annual';

export const billingPeriods: readonly BillingPeriod[] = ['monthly', 'annual'];

export const defaultBillingPeriod: BillingPeriod = 'monthly';

/**
 * Every amount is a fixed price in each currency, set once and never converted at run time, so a
 * price does not move with exchange rates and Stripe charges exactly what the page shows
 * (`npm run stripe:check`). The rule they were set by, on 1 December 2026: the US dollar price
 * times the rate below, rounded to the nearest whole amount ending in 9 (a tie rounds up); the
 * annual prices follow from the monthly ones by the annual discount, in every currency.
 * pricing.test.ts holds every amount to this rule.
 */
export const priceSettingRates: Readonly<Record<Currency, number>> = {
  USD: 1,
  CAD: 1.4,
  MXN: 18.5,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.55,
};

export const annualDiscountPercent = 20;

/** An annual price: 0.8 times twelve months of the monthly price, rounded to a whole amount. */
export function referenceAnnualPrice(referenceMonthlyPrice: number): number {
  return Math.round(((100 - annualDiscountPercent) / 100) * 12 * referenceMonthlyPrice);
}

/** The price each currency writes for a level or the offer, a month. */
export type PriceInEachCurrency = Readonly<Record<Currency, number>>;

/** The Early Bird price a month, the same at every level: Starter's regular price. */
const earlyBirdMonthly: PriceInEachCurrency = {
  USD: 49,
  CAD: 69,
  MXN: 909,
  GBP: 39,
  EUR: 49,
  AUD: 79,
};

/** What every level displays and Stripe charges, in a currency: $49 a month or $470 a year. */
export function displayedPrice(currency: Currency): Record<BillingPeriod, number> {
  const monthly = earlyBirdMonthly[currency];
  return { monthly, annual: referenceAnnualPrice(monthly) };
}

export interface LevelFacts {
  /** A stable identifier that the API, Stripe and the platform carry. */
  id: string;
  /**
   * The most monthly ad spend the level covers, or for the open-ended top level its least: in US
   * dollars whatever the visitor pays in, as the platform measures spend across marketplaces.
   */
  adSpendUsd: number;
  openEnded?: boolean;
  /** The regular monthly price in each currency, shown struck through beside the Early Bird price. */
  referenceMonthlyPrice: PriceInEachCurrency;
}

const level = (
  id: string,
  adSpendUsd: number,
  [USD, CAD, MXN, GBP, EUR, AUD]: readonly [number, number, number, number, number, number],
  openEnded?: true,
): LevelFacts => ({
  id,
  adSpendUsd,
  referenceMonthlyPrice: { USD, CAD, MXN, GBP, EUR, AUD },
  ...(openEnded ? { openEnded } : {}),
});

/**
 * The 11 levels, cheapest first; their position (1-11) is how the page's address names them.
 * Regular monthly prices in USD, CAD, MXN, GBP, EUR, AUD.
 */
export const levelFacts: readonly LevelFacts[] = [
  level('starter', 999, [49, 69, 909, 39, 49, 79]),
  level('basic', 2999, [99, 139, 1829, 79, 89, 149]),
  level('standard', 4999, [149, 209, 2759, 119, 139, 229]),
  level('professional', 7999, [199, 279, 3679, 159, 179, 309]),
  level('advanced', 12_999, [299, 419, 5529, 239, 279, 459]),
  level('business', 19_999, [399, 559, 7379, 319, 369, 619]),
  level('corporate', 29_999, [499, 699, 9229, 399, 459, 769]),
  level('enterprise', 49_999, [699, 979, 12_929, 549, 639, 1079]),
  level('elite', 74_999, [999, 1399, 18_479, 789, 919, 1549]),
  level('executive', 99_999, [1299, 1819, 24_029, 1029, 1199, 2009]),
  level('ultimate', 100_000, [1499, 2099, 27_729, 1189, 1379, 2319], true),
];

/** The third level (Standard) is chosen when the page opens. */
export const defaultLevelIndex = 2;

/** The level the page marks "most popular". */
export const popularLevelId = 'professional';

export const isLevelId = (id: string): boolean => levelFacts.some((level) => level.id === id);
