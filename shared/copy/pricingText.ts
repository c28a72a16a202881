import {
  displayedPrice,
  levelFacts,
  popularLevelId,
  referenceAnnualPrice,
  type BillingPeriod,
  type LevelFacts,
} from '../facts/pricing';
import { levelFactsOf, type PlanChoice } from '../facts/plan';
import { localeFacts, type Locale } from '../language/locales';
import { fillTemplate } from '../language/fillTemplate';
import { formatMoney } from '../language/localeFormat';
import { defaultCurrencyOf, type Currency } from '../facts/currencies';
import type { Copy } from './collections';

/** A level as the page shows it: its facts with their words. */
export type PricingLevel = PricingText['levels'][number];

/** The level's regular price in the currency it is shown in. */
export function referencePrice(level: PricingLevel, period: BillingPeriod): number {
  return period === 'monthly'
    ? level.referenceMonthlyPrice
    : referenceAnnualPrice(level.referenceMonthlyPrice);
}

/** The struck-through regular price; none when the level costs no more than the offer (Starter). */
export function regularPrice(level: PricingLevel, period: BillingPeriod): number | undefined {
  const reference = referencePrice(level, period);
  return reference > displayedPrice(level.currency)[period] ? reference : undefined;
}

/**
 * The levels and prices as one language shows them in one currency, from the calculator's copy:
 * the calculator island builds it from the copy it is given, the pages and the server from the
 * same file. Ad spend stays in US dollars: the platform measures it across marketplaces.
 */
export function pricingText(
  copy: Copy<'pricingCalculator'>,
  locale: Locale,
  currency: Currency = defaultCurrencyOf[locale],
) {
  const { prices, levels: levelWords } = copy;
  const { intl } = localeFacts[locale];
  const offered = displayedPrice(currency);
  const formatPrice = (amount: number): string => formatMoney(amount, currency, { locale: intl });
  const formatAdSpend = (amount: number): string => formatMoney(amount, 'USD', { locale: intl });

  function savingsLabel(referenceMonthlyPrice: number): string {
    const saved = 1 - offered.monthly / referenceMonthlyPrice;
    return saved > 0 ? fillTemplate(prices.savings, { percent: Math.round(saved * 100) }) : '';
  }

  function shownLevel(facts: LevelFacts) {
    const words = levelWords[facts.id];
    if (!words) throw new Error(`The pricing copy names no level "${facts.id}".`);
    const amount = formatAdSpend(facts.adSpendUsd);
    const referenceMonthlyPrice = facts.referenceMonthlyPrice[currency];
    return {
      id: facts.id,
      name: words.name,
      /** The short form shown on the level's step under the slider: "$4,999". */
      stepLabel: facts.openEnded ? fillTemplate(prices.adSpendFrom, { amount }) : amount,
      /** The maximum monthly ad spend the level covers, as shown on the card: "up to $4,999". */
      maxAdSpend: fillTemplate(facts.openEnded ? prices.adSpendFrom : prices.adSpendUpTo, {
        amount,
      }),
      referenceMonthlyPrice,
      currency,
      segment: words.segment,
      savingsLabel: savingsLabel(referenceMonthlyPrice),
      popular: facts.id === popularLevelId,
    };
  }

  /** The 11 levels as shown, in the order of shared/facts/pricing.ts. */
  const levels: readonly ReturnType<typeof shownLevel>[] = levelFacts.map(shownLevel);
  /** What the annual price comes to a month, to the cent: "$39.17". */
  const annualPriceMonthly = formatMoney(offered.annual / 12, currency, {
    locale: intl,
    cents: true,
  });
  const monthlyEquivalent = (period: BillingPeriod): string | undefined =>
    period === 'annual'
      ? fillTemplate(prices.monthlyEquivalent, { price: annualPriceMonthly })
      : undefined;

  return {
    currency,
    levels,
    formatPrice,
    /** A level's ad spend, in US dollars whatever the prices' currency: "$4,999". */
    formatAdSpend,
    /** The level of a plan as shown; an unknown id shows the default level. */
    levelOf: (plan: PlanChoice) => shownLevel(levelFactsOf(plan)),
    annualPriceMonthly,
    /** The price charged per period after the trial, e.g. "$470/year". */
    priceWithPeriod: (period: BillingPeriod) =>
      `${formatPrice(offered[period])}${prices.per[period]}`,
    /**
     * The price as shown: "$470", "/year" and, when annual, its monthly equivalent
     * "(≈ $39.17/month)"; read together, "$470/year (≈ $39.17/month)".
     */
    priceParts(period: BillingPeriod): { amount: string; per: string; equivalent?: string } {
      const amount = formatPrice(offered[period]);
      const equivalent = monthlyEquivalent(period);
      return equivalent
        ? { amount, per: prices.per[period], equivalent: `(${equivalent})` }
        : { amount, per: prices.per[period] };
    },
  };
}

export type PricingText = ReturnType<typeof pricingText>;
