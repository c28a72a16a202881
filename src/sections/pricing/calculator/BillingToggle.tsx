import type { BillingPeriod } from '../../../facts/pricing';
import type { CalculatorText } from '../../../content/pricingCalculator';

const periods: readonly BillingPeriod[] = ['monthly', 'annual'];

interface BillingToggleProps {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  text: CalculatorText['calculator'];
}

/** Native radio buttons: screen readers announce the chosen period, arrow keys switch it. */
export function BillingToggle({ period, onChange, text: pricingCalculator }: BillingToggleProps) {
  return (
    <fieldset className="mx-auto flex w-fit lg:mx-0 rounded-full border border-line bg-surface p-1">
      <legend className="sr-only">{pricingCalculator.billingLegend}</legend>
      {periods.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-5 text-base font-semibold text-muted transition-colors has-checked:bg-white has-checked:text-ink has-checked:shadow-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
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
