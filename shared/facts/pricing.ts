/**
 * The price and level facts: what the page, the API, Stripe and the platform all agree on. The
 * words around them (level names, segments, labels) are copy, in src/content/pricing-calculator/.
 */

/** The billing period the visitor picks; monthly is the default. */
export type BillingPeriod = 'monthly' | 'annual';

export const billingPeriods: readonly BillingPeriod[] = ['monthly', 'annual'];

export const defaultBillingPeriod: BillingPeriod = 'monthly';

export const currency = 'USD';

/** Every level displays the Early Bird price, $49 a month or $470 a year. */
export const displayedPrice: Record<BillingPeriod, number> = { monthly: 49, annual: 470 };

export const annualDiscountPercent = 20;

/** The regular annual price: 0.8 times twelve months of the reference monthly price, rounded. */
export function referenceAnnualPrice(referenceMonthlyPrice: number): number {
  return Math.round(((100 - annualDiscountPercent) / 100) * 12 * referenceMonthlyPrice);
}

export interface LevelFacts {
  /** A stable identifier that the API, Stripe and the platform carry. */
  id: string;
  /** The most monthly ad spend the level covers, or for the open-ended top level its least. */
  adSpendUsd: number;
  openEnded?: boolean;
  /** The regular monthly price, shown struck through beside the Early Bird price. */
  referenceMonthlyPrice: number;
}

/** The 11 levels, cheapest first; their position (1-11) is how the page's address names them. */
export const levelFacts: readonly LevelFacts[] = [
  { id: 'starter', adSpendUsd: 999, referenceMonthlyPrice: 49 },
  { id: 'basic', adSpendUsd: 2999, referenceMonthlyPrice: 99 },
  { id: 'standard', adSpendUsd: 4999, referenceMonthlyPrice: 149 },
  { id: 'professional', adSpendUsd: 7999, referenceMonthlyPrice: 199 },
  { id: 'advanced', adSpendUsd: 12_999, referenceMonthlyPrice: 299 },
  { id: 'business', adSpendUsd: 19_999, referenceMonthlyPrice: 399 },
  { id: 'corporate', adSpendUsd: 29_999, referenceMonthlyPrice: 499 },
  { id: 'enterprise', adSpendUsd: 49_999, referenceMonthlyPrice: 699 },
  { id: 'elite', adSpendUsd: 74_999, referenceMonthlyPrice: 999 },
  { id: 'executive', adSpendUsd: 99_999, referenceMonthlyPrice: 1299 },
  { id: 'ultimate', adSpendUsd: 100_000, openEnded: true, referenceMonthlyPrice: 1499 },
];

/** The third level (Standard) is chosen when the page opens. */
export const defaultLevelIndex = 2;

/** The level the page marks "most popular". */
export const popularLevelId = 'professional';

export const isLevelId = (id: string): boolean => levelFacts.some((level) => level.id === id);
