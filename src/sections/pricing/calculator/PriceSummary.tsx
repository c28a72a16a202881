import {
  regularPrice,
  type PricingLevel,
  type PricingText,
} from '../../../../shared/copy/pricingText';
import type { CalculatorText } from './calculatorText';
import type { BillingPeriod } from '../../../../shared/facts/pricing';

interface PriceSummaryProps {
  level: PricingLevel;
  period: BillingPeriod;
  pricing: PricingText;
  text: CalculatorText['calculator'];
}

/**
 * The chosen level and its price right under the slider, for screens where the card sits below
 * the fold: a tap on a level changes the price where the visitor is looking. The card says the
 * same to screen readers, so this is hidden from them.
 */
export function PriceSummary({ level, period, pricing, text }: PriceSummaryProps) {
  const regular = regularPrice(level, period);
  const price = pricing.priceParts(period);
  return (
    <p
      aria-hidden="true"
      data-testid="price-summary"
      className="flex flex-wrap items-baseline gap-x-1.5 rounded-control bg-white px-4 py-3 text-ink lg:hidden"
    >
      <span className="w-full text-sm font-semibold text-primary">
        {text.sliderValueText(level)}
      </span>
      {regular === undefined ? null : (
        <s className="mr-1 text-muted tabular-nums">{pricing.formatPrice(regular)}</s>
      )}
      {/* The price and its period stay together: "/mese" never drops to a line of its own. */}
      <span className="flex items-baseline gap-x-1.5 text-sm font-medium whitespace-nowrap text-muted">
        <span className="text-2xl font-bold tracking-tight text-ink tabular-nums">
          {price.amount}
        </span>
        {price.per}
      </span>
      {price.equivalent ? (
        <span className="text-sm font-medium text-muted"> {price.equivalent}</span>
      ) : null}
    </p>
  );
}
