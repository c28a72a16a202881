import { writeUsd } from './writtenOut';
import { ctaLabels } from './ctaLabels';

/** The billing period the visitor picks; monthly is the default. */
export type BillingPeriod = 'monthly' | 'annual';

export const billingPeriods: readonly BillingPeriod[] = ['monthly', 'annual'];

export const defaultBillingPeriod: BillingPeriod = 'monthly';

export interface PricingLevel {
  /** A stable identifier (the name in lower case) that the API, Stripe and the platform carry. */
  id: string;
  name: string;
  /** The maximum monthly ad spend the level covers, as shown on the card. */
  maxAdSpend: string;
  /** The short form shown on the level's step under the slider. */
  stepLabel: string;
  /** The regular monthly price, shown struck through beside the Early Bird price. */
  referenceMonthlyPrice: number;
  segment: string;
  savingsLabel: string;
  features: readonly string[];
  ctaText: string;
  ctaType: 'trial';
  popular: boolean;
}

export const currency = 'USD';

/** Every level displays the Early Bird price, $49 a month or $470 a year. */
export const displayedPrice: Record<BillingPeriod, number> = { monthly: 49, annual: 470 };

export const annualDiscountPercent = 20;

/** The regular annual price: 0.8 times twelve months of the reference monthly price, rounded. */
export function referenceAnnualPrice(referenceMonthlyPrice: number): number {
  return Math.round(((100 - annualDiscountPercent) / 100) * 12 * referenceMonthlyPrice);
}

export function referencePrice(level: PricingLevel, period: BillingPeriod): number {
  return period === 'monthly'
    ? level.referenceMonthlyPrice
    : referenceAnnualPrice(level.referenceMonthlyPrice);
}

/** The struck-through regular price; none when the level costs no more than the offer (Starter). */
export function regularPrice(level: PricingLevel, period: BillingPeriod): number | undefined {
  const reference = referencePrice(level, period);
  return reference > displayedPrice[period] ? reference : undefined;
}

export function formatPrice(amount: number): string {
  return writeUsd(amount);
}

function savingsLabel(referenceMonthlyPrice: number): string {
  const saved = 1 - displayedPrice.monthly / referenceMonthlyPrice;
  return saved > 0 ? `Early Bird saves ${Math.round(saved * 100)}%` : '';
}

interface LevelFacts extends Pick<PricingLevel, 'name' | 'referenceMonthlyPrice' | 'segment'> {
  /** The most monthly ad spend the level covers, or for the open-ended top level its least. */
  adSpendUsd: number;
  openEnded?: boolean;
}

/** One style for every level: "$4,999" and "up to $4,999"; the top level "$100,000+". */
function adSpendLabels({ adSpendUsd, openEnded }: LevelFacts) {
  const amount = formatPrice(adSpendUsd);
  return openEnded
    ? { stepLabel: `${amount}+`, maxAdSpend: `${amount}+` }
    : { stepLabel: amount, maxAdSpend: `up to ${amount}` };
}

const segments = {
  launch: 'For sellers launching their first campaigns',
  growing: 'For growing brands',
  established: 'For established brands',
  scale: 'For agencies and large catalogues',
} as const;

const levelFacts: readonly LevelFacts[] = [
  {
    name: 'Starter',
    adSpendUsd: 999,
    referenceMonthlyPrice: 49,
    segment: segments.launch,
  },
  {
    name: 'Basic',
    adSpendUsd: 2999,
    referenceMonthlyPrice: 99,
    segment: segments.launch,
  },
  {
    name: 'Standard',
    adSpendUsd: 4999,
    referenceMonthlyPrice: 149,
    segment: segments.growing,
  },
  {
    name: 'Professional',
    adSpendUsd: 7999,
    referenceMonthlyPrice: 199,
    segment: segments.growing,
  },
  {
    name: 'Advanced',
    adSpendUsd: 12_999,
    referenceMonthlyPrice: 299,
    segment: segments.growing,
  },
  {
    name: 'Business',
    adSpendUsd: 19_999,
    referenceMonthlyPrice: 399,
    segment: segments.established,
  },
  {
    name: 'Corporate',
    adSpendUsd: 29_999,
    referenceMonthlyPrice: 499,
    segment: segments.established,
  },
  {
    name: 'Enterprise',
    adSpendUsd: 49_999,
    referenceMonthlyPrice: 699,
    segment: segments.established,
  },
  {
    name: 'Elite',
    adSpendUsd: 74_999,
    referenceMonthlyPrice: 999,
    segment: segments.scale,
  },
  {
    name: 'Executive',
    adSpendUsd: 99_999,
    referenceMonthlyPrice: 1299,
    segment: segments.scale,
  },
  {
    name: 'Ultimate',
    adSpendUsd: 100_000,
    openEnded: true,
    referenceMonthlyPrice: 1499,
    segment: segments.scale,
  },
];

/** The fixed list of 11 levels, read by the page, its JSON-LD and the tests. */
export const pricingLevels: readonly PricingLevel[] = /* @__PURE__ */ levelFacts.map((facts) => ({
  id: facts.name.toLowerCase(),
  name: facts.name,
  ...adSpendLabels(facts),
  referenceMonthlyPrice: facts.referenceMonthlyPrice,
  segment: facts.segment,
  savingsLabel: savingsLabel(facts.referenceMonthlyPrice),
  features: [],
  ctaText: ctaLabels.trial,
  ctaType: 'trial',
  popular: facts.name === 'Professional',
}));

/** The third level (Standard) is chosen when the page opens. */
export const defaultLevelIndex = 2;

export function findLevel(id: string): PricingLevel | undefined {
  return pricingLevels.find((level) => level.id === id);
}

/** What a level costs once its trial ends, as written after the price: "/month" or "/year". */
export const billingSuffix: Record<BillingPeriod, string> = { monthly: '/month', annual: '/year' };

/** The price charged per period after the trial, e.g. "$470/year". */
export function priceWithPeriod(period: BillingPeriod): string {
  return `${formatPrice(displayedPrice[period])}${billingSuffix[period]}`;
}

/** What the annual price comes to a month, to the cent: "$39.17". */
export function annualPriceMonthly(): string {
  return writeUsd(displayedPrice.annual / 12, { cents: true });
}

/** The annual price's monthly equivalent as shown beside it, "≈ $39.17/month"; none when monthly. */
export function monthlyEquivalent(period: BillingPeriod): string | undefined {
  return period === 'annual' ? `≈ ${annualPriceMonthly()}${billingSuffix.monthly}` : undefined;
}

/**
 * The price as shown: "$470", "/year" and, when annual, its monthly equivalent "(≈ $39.17/month)";
 * read together, "$470/year (≈ $39.17/month)".
 */
export function priceParts(period: BillingPeriod): {
  amount: string;
  per: string;
  equivalent?: string;
} {
  const amount = formatPrice(displayedPrice[period]);
  const equivalent = monthlyEquivalent(period);
  return equivalent
    ? { amount, per: billingSuffix[period], equivalent: `(${equivalent})` }
    : { amount, per: billingSuffix[period] };
}
