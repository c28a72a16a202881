import { currencies, type Currency } from '../../../../shared/facts/currencies';
import { planSearch, type PlanChoice } from '../../../../shared/facts/plan';
import type { Copy } from '../../../../shared/copy/collections';

interface CurrencyChoiceProps {
  /** The plan the page opens on, in the currency it was sent in (marked as the current one). */
  plan: PlanChoice;
  /** Each currency's name in the page's language, read after its code: "EUR, Euro". */
  names: Readonly<Record<Currency, string>>;
  text: Copy<'pricingCalculator'>['calculator'];
}

/**
 * The currencies as links to the same plan in each: following one loads the page again with
 * `?currency=`, so our server sends every price of it (the card, the FAQ, the structured data) in
 * that currency before it paints, and remembers it for the visit. Static HTML the page hands the
 * calculator island, styled in pricing.css, so it costs the page no script: the island keeps the
 * links' plan in step with the visitor's choice (usePlanInAddress.ts), and without JavaScript they
 * carry the plan the page opened on.
 */
export function CurrencyChoice({ plan, names, text }: CurrencyChoiceProps) {
  return (
    <nav aria-labelledby="currency-choice-label" className="space-y-1 text-center lg:text-left">
      <p id="currency-choice-label" className="text-sm font-semibold text-ink">
        {text.currencyLegend}
      </p>
      <ul className="currency-choice">
        {currencies.map((currency) => (
          <li key={currency}>
            <a
              href={`?${planSearch({ ...plan, currency })}`}
              data-currency={currency}
              aria-current={currency === plan.currency ? 'true' : undefined}
            >
              {currency}
              <span className="sr-only">, {names[currency]}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{text.currencyNote}</p>
    </nav>
  );
}

/** The currencies' names in a language, with Intl, at build time. */
export function currencyNames(intl: string): Record<Currency, string> {
  const names = new Intl.DisplayNames([intl], { type: 'currency' });
  return Object.fromEntries(
    currencies.map((currency) => [currency, names.of(currency) ?? currency]),
  ) as Record<Currency, string>;
}
