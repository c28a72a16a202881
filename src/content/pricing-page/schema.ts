import { z } from 'zod';

/**
 * The copy of /pricing around the calculator, in one language
 * (src/content/pricing-page/<language>.json); the calculator's own is in pricing-calculator/.
 */
export const pricingPageSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: z.string(), heading: z.string(), intro: z.string() }),
  planIncludes: z.strictObject({ heading: z.string(), items: z.array(z.string()).min(1) }),
  premiumManagement: z.strictObject({
    heading: z.string(),
    body: z.string(),
    linkLabel: z.string(),
  }),
  faqSection: z.strictObject({ eyebrow: z.string(), heading: z.string() }),
});
