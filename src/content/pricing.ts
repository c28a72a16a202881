import { offer } from './site';

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

function savingsLabel(referenceMonthlyPrice: number): string {
  const saved = 1 - displayedPrice.monthly / referenceMonthlyPrice;
  return saved > 0 ? `Early Bird saves ${Math.round(saved * 100)}%` : '';
}

type LevelFacts = Pick<
  PricingLevel,
  'name' | 'maxAdSpend' | 'stepLabel' | 'referenceMonthlyPrice' | 'segment'
>;

const segments = {
  launch: 'For sellers launching their first campaigns',
  growing: 'For growing brands',
  established: 'For established brands',
  scale: 'For agencies and large catalogues',
} as const;

const levelFacts: readonly LevelFacts[] = [
  {
    name: 'Starter',
    maxAdSpend: 'up to $999',
    stepLabel: '$999',
    referenceMonthlyPrice: 49,
    segment: segments.launch,
  },
  {
    name: 'Basic',
    maxAdSpend: 'up to $2,999',
    stepLabel: '$2,999',
    referenceMonthlyPrice: 99,
    segment: segments.launch,
  },
  {
    name: 'Standard',
    maxAdSpend: 'up to $4,999',
    stepLabel: '$4,999',
    referenceMonthlyPrice: 149,
    segment: segments.growing,
  },
  {
    name: 'Professional',
    maxAdSpend: 'up to $7,999',
    stepLabel: '$7,999',
    referenceMonthlyPrice: 199,
    segment: segments.growing,
  },
  {
    name: 'Advanced',
    maxAdSpend: 'up to $12,999',
    stepLabel: '$12,999',
    referenceMonthlyPrice: 299,
    segment: segments.growing,
  },
  {
    name: 'Business',
    maxAdSpend: 'up to $19,999',
    stepLabel: '$19,999',
    referenceMonthlyPrice: 399,
    segment: segments.established,
  },
  {
    name: 'Corporate',
    maxAdSpend: 'up to $29,999',
    stepLabel: '$29,999',
    referenceMonthlyPrice: 499,
    segment: segments.established,
  },
  {
    name: 'Enterprise',
    maxAdSpend: 'up to $49,999',
    stepLabel: '$49,999',
    referenceMonthlyPrice: 699,
    segment: segments.established,
  },
  {
    name: 'Elite',
    maxAdSpend: 'up to $74,999',
    stepLabel: '$74,999',
    referenceMonthlyPrice: 999,
    segment: segments.scale,
  },
  {
    name: 'Executive',
    maxAdSpend: 'up to $99,999',
    stepLabel: '$99,999',
    referenceMonthlyPrice: 1299,
    segment: segments.scale,
  },
  {
    name: 'Ultimate',
    maxAdSpend: '$100,000+',
    stepLabel: '$100K+',
    referenceMonthlyPrice: 1499,
    segment: segments.scale,
  },
];

/** The fixed list of 11 levels, read by the page, its JSON-LD and the tests. */
export const pricingLevels: readonly PricingLevel[] = /* @__PURE__ */ levelFacts.map((facts) => ({
  id: facts.name.toLowerCase(),
  ...facts,
  savingsLabel: savingsLabel(facts.referenceMonthlyPrice),
  features: [],
  ctaText: offer.trialCtaLabel,
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

const usd = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** The price charged per period after the trial, e.g. "$470/year". */
export function priceWithPeriod(period: BillingPeriod): string {
  return `${formatPrice(displayedPrice[period])}${billingSuffix[period]}`;
}
