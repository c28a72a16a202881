import type { ReactNode } from 'react';
import {
  regularPrice,
  type PricingLevel,
  type PricingText,
} from '../../../../shared/copy/pricingText';
import type { CalculatorText } from './calculatorText';
import type { BillingPeriod } from '../../../../shared/facts/pricing';

interface PricingCardProps {
  level: PricingLevel;
  period: BillingPeriod;
  pricing: PricingText;
  text: CalculatorText['card'];
  /** The arrow after the button's label, drawn by the page (keeps the icon code off the island). */
  ctaIcon?: ReactNode;
}

/** The chosen level's offer. Every line keeps its height so changing level moves nothing. */
export function PricingCard({
  level,
  period,
  ctaIcon,
  pricing,
  text: pricingCard,
}: PricingCardProps) {
  const regular = regularPrice(level, period);
  const price = pricing.priceParts(period);
  return (
    <article
      aria-labelledby="pricing-card-level"
      className="card mx-auto w-full max-w-md p-6 md:p-8 lg:max-w-none"
    >
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <span className="badge-accent">
          {pricingCard.earlyBirdBadge}
          <span aria-hidden="true" className="footnote-marker">
            {pricingCard.footnoteMarker}
          </span>
        </span>
        {level.popular ? (
          <span className="inline-flex items-center rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-primary">
            {pricingCard.popularBadge}
          </span>
        ) : null}
      </div>

      <p className="mt-5 text-sm font-medium text-muted">{pricingCard.maxAdSpendLabel}</p>
      <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">{level.maxAdSpend}</p>
      <h3 id="pricing-card-level" className="mt-3 text-2xl">
        {level.name}
      </h3>
      <p className="text-muted">{level.segment}</p>

      <div aria-live="polite" aria-atomic="true" className="mt-6 border-t border-line pt-6">
        <p className="h-7 text-lg text-muted tabular-nums">
          {regular === undefined ? null : (
            <>
              <span className="sr-only">{pricingCard.regularPriceLabel}: </span>
              <s>{pricing.formatPrice(regular)}</s>
            </>
          )}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-1">
          <span className="sr-only">{pricingCard.offerPriceLabel}: </span>
          <span className="flex items-baseline gap-x-1 whitespace-nowrap">
            <span className="text-5xl font-bold tracking-tight text-ink tabular-nums md:text-6xl">
              {price.amount}
            </span>
            <span aria-hidden="true" className="text-lg font-medium text-muted">
              {price.per}
            </span>
          </span>
          {price.equivalent ? (
            <span aria-hidden="true" className="text-lg font-medium text-muted">
              {' '}
              {price.equivalent}
            </span>
          ) : null}
          <span className="sr-only">{pricingCard.periodSpoken[period]}</span>
        </p>
        <p className="mt-1 h-6 text-sm font-semibold text-emerald-700">{level.savingsLabel}</p>
      </div>

      <button type="button" className="btn-primary mt-6 w-full" data-trial="">
        {pricingCard.ctaLabel}
        {ctaIcon}
      </button>
      <p className="mt-3 text-center text-sm text-muted">{pricingCard.trialNote}</p>
      <p className="mt-4 border-t border-line pt-4 text-sm text-muted">
        <span aria-hidden="true" className="footnote-marker">
          {pricingCard.footnoteMarker}
        </span>
        {pricingCard.footnote}
      </p>
    </article>
  );
}
