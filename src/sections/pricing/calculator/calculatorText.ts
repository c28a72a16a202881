import { annualDiscountPercent } from '../../../../shared/facts/pricing';
import { fillTemplate } from '../../../../shared/language/fillTemplate';
import type { Copy } from '../../../../shared/copy/collections';
import type { PricingLevel, PricingText } from '../../../../shared/copy/pricingText';

/**
 * The calculator island's words (src/content/pricing-calculator/), facts filled in, from the copy
 * the island is given: its language's and no other.
 */
export function calculatorText(
  copy: Copy<'pricingCalculator'>,
  pricing: PricingText,
  labels: { trial: string; trialClaim: string },
) {
  const { calculator, card } = copy;
  const levelWords = (level: PricingLevel) => ({ name: level.name, maxAdSpend: level.maxAdSpend });
  return {
    calculator: {
      ...calculator,
      annualBadge: fillTemplate(calculator.annualBadge, { annualDiscountPercent }),
      stepName: (level: PricingLevel) => fillTemplate(calculator.stepName, levelWords(level)),
      sliderValueText: (level: PricingLevel) =>
        fillTemplate(calculator.sliderValueText, levelWords(level)),
    },
    card: {
      ...card,
      periodSpoken: {
        monthly: card.periodSpoken.monthly,
        annual: fillTemplate(card.periodSpoken.annual, {
          monthlyPrice: pricing.annualPriceMonthly,
        }),
      },
      ctaLabel: labels.trial,
      trialNote: fillTemplate(card.trialNote, { trialClaim: labels.trialClaim }),
    },
  };
}

export type CalculatorText = ReturnType<typeof calculatorText>;
