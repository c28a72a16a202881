import {
  annualDiscountPercent,
  annualPriceMonthly,
  type BillingPeriod,
  type PricingLevel,
} from './pricing';
import { site, trialClaim } from './site';
import { ctaLabels } from './ctaLabels';

/** Copy of the /pricing page; prices and levels live in pricing.ts. */
export const pricingHero = {
  eyebrow: 'Pricing',
  heading: 'Transparent Pricing',
  intro: 'No hidden fees, no surprises. Cancel anytime.',
} as const;

export const planIncludes = {
  heading: 'Every plan includes',
  items: [
    'Unlimited automated ASINs',
    'Bids management',
    'Keyword research',
    'Dayparting',
    'Semantic core wizard',
  ],
} as const;

export const pricingCalculator = {
  heading: 'Choose your monthly ad spend',
  intro: 'Your level follows the ad spend our software manages, not your total account spend.',
  billingLegend: 'Billing period',
  periods: { monthly: 'Monthly', annual: 'Annual' } satisfies Record<BillingPeriod, string>,
  annualBadge: `Save ${annualDiscountPercent}%`,
  sliderLabel: 'Monthly ad spend',
  stepsLabel: 'Ad-spend levels',
  stepName: (level: PricingLevel) => `${level.name}: ${level.maxAdSpend}`,
  sliderValueText: (level: PricingLevel) => `${level.name}, ${level.maxAdSpend}`,
} as const;

export const pricingCard = {
  maxAdSpendLabel: 'Max ad spend',
  earlyBirdBadge: 'Early Bird Offer',
  popularBadge: 'Most popular',
  regularPriceLabel: 'Regular price',
  offerPriceLabel: 'Early Bird price',
  periodSpoken: {
    monthly: 'per month',
    annual: `per year, about ${annualPriceMonthly()} a month`,
  } satisfies Record<BillingPeriod, string>,
  ctaLabel: ctaLabels.trial,
  trialNote: `${trialClaim}. No setup fees. Cancel anytime.`,
  footnoteMarker: '*',
  footnote: 'Early Bird is limited to one marketplace account per registered user.',
} as const;

export const premiumManagement = {
  heading: 'Prefer a managed service?',
  body: 'Premium management is a separate service. Book a call and we will talk through your account and goals.',
  linkLabel: 'Book a premium management call',
  href: site.bookingUrl,
} as const;

export const faqSection = {
  eyebrow: 'FAQ',
  heading: 'Frequently asked questions',
} as const;
