import { currencies, type Currency } from '../../../../shared/facts/currencies';
import { planSearch, type PlanChoice } from '../../../../shared/facts/plan';
import type { CalculatorText } from './calculatorText';

interface CurrencyChoiceProps {
  plan: PlanChoice;
  /** Each currency's name in the page's language, read after its code: "EUR, Euro". */
  names: Readonly<Record<Currency, string>>;
  text: CalculatorText['calculator'];
}

/**
 * The currencies as links (styled in pricing.css, which costs the page no script) to the same plan in each: following one loads the page again with
 * `?currency=`, so our server sends every price of it (the card, the FAQ, the structured data) in
 * that currency before it paints, and remembers it for the visit. Plain links: they work before
 * the island hydrates and without JavaScript.
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

/** The currencies' names in a language, with Intl: given to the island, which then needs no Intl of its own for them. */
export function currencyNames(intl: string): Record<Currency, string> {
  const names = new Intl.DisplayNames([intl], { type: 'currency' });
  return Object.fromEntries(
    currencies.map((currency) => [currency, names.of(currency) ?? currency]),
  ) as Record<Currency, string>;
}
