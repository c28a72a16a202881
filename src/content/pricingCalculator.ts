import { annualDiscountPercent } from '../facts/pricing';
import { fillTemplate } from './fillTemplate';
import { annualPriceMonthly, calculatorCopy, type PricingLevel } from './pricing';
import { ctaLabels } from './ctaLabels';
import { trialClaim } from './site';

/** Copy of the calculator island on /pricing (src/content/pricing-calculator/), facts filled in. */
const { calculator, card } = calculatorCopy;

const levelWords = (level: PricingLevel) => ({ name: level.name, maxAdSpend: level.maxAdSpend });

export const pricingCalculator = {
  ...calculator,
  annualBadge: fillTemplate(calculator.annualBadge, { annualDiscountPercent }),
  stepName: (level: PricingLevel) => fillTemplate(calculator.stepName, levelWords(level)),
  sliderValueText: (level: PricingLevel) =>
    fillTemplate(calculator.sliderValueText, levelWords(level)),
};

export const pricingCard = {
  ...card,
  periodSpoken: {
    monthly: card.periodSpoken.monthly,
    annual: fillTemplate(card.periodSpoken.annual, { monthlyPrice: annualPriceMonthly() }),
  },
  ctaLabel: ctaLabels.trial,
  trialNote: fillTemplate(card.trialNote, { trialClaim }),
};
