import { billingPeriods, type BillingPeriod } from '../../../../shared/facts/pricing';
import type { CalculatorText } from './calculatorText';

interface BillingToggleProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  text: CalculatorText['calculator'];
}

/** Native radio buttons: screen readers announce the chosen period, arrow keys switch it. */
export function BillingToggle({ period, onChange, text: pricingCalculator }: BillingToggleProps) {
  return (
    <fieldset className="mx-auto flex w-fit max-w-full lg:mx-0 rounded-full border border-line bg-surface p-1">
      <legend className="sr-only">{pricingCalculator.billingLegend}</legend>
      {billingPeriods.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer flex-wrap items-center justify-center gap-x-2 gap-y-0.5 rounded-full px-3 py-1 sm:px-5 text-base font-semibold text-muted transition-colors has-checked:bg-white has-checked:text-ink has-checked:shadow-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
        >
          <input
            type="radio"
            name="billing-period"
            value={option}
            checked={period === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {pricingCalculator.periods[option]}
          {option === 'annual' ? (
            <span className="badge-accent">{pricingCalculator.annualBadge}</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
