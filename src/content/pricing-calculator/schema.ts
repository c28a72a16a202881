import { z } from 'zod';
import { levelFacts } from '../../../shared/facts/pricing';

const perPeriod = z.object({ monthly: z.string().min(1), annual: z.string().min(1) });
const levelCopy = z.object({ name: z.string().min(1), segment: z.string().min(1) });

/**
 * The calculator island's copy in one language (src/content/pricing-calculator/<language>.json):
 * what it shows as the visitor chooses, and the words of every level.
 */
export const pricingCalculatorSchema = z.strictObject({
  calculator: z.strictObject({
    heading: z.string(),
    intro: z.string(),
    billingLegend: z.string(),
    periods: perPeriod,
    annualBadge: z.string(),
    sliderLabel: z.string(),
    stepsLabel: z.string(),
    stepName: z.string(),
    sliderValueText: z.string(),
  }),
  card: z.strictObject({
    maxAdSpendLabel: z.string(),
    earlyBirdBadge: z.string(),
    popularBadge: z.string(),
    regularPriceLabel: z.string(),
    offerPriceLabel: z.string(),
    periodSpoken: perPeriod,
    trialNote: z.string(),
    footnoteMarker: z.string(),
    footnote: z.string(),
  }),
  prices: z.strictObject({
    per: perPeriod,
    monthlyEquivalent: z.string(),
    savings: z.string(),
    adSpendUpTo: z.string(),
    adSpendFrom: z.string(),
  }),
  /** Every level of shared/facts/pricing.ts, by id, and no other. */
  levels: z.strictObject(
    Object.fromEntries(levelFacts.map((level) => [level.id, levelCopy])) as Record<
      string,
      typeof levelCopy
    >,
  ),
});

export type PricingCalculatorCopy = z.infer<typeof pricingCalculatorSchema>;
