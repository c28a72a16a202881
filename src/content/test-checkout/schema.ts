import { z } from 'zod';

const text = z.string().min(1);

/** The test checkout page's copy in one language (test-checkout/<language>.json). */
export const testCheckoutSchema = z.strictObject({
  title: text,
  logoAlt: text,
  badge: text,
  heading: text,
  notice: text,
  planLabel: text,
  trialName: text,
  adSpendLabel: text,
  billingLabel: text,
  billing: z.strictObject({ monthly: text, annual: text }),
  emailLabel: text,
  dueLabel: text,
  afterTrial: text,
  cancelAnytime: text,
  complete: text,
  cancel: text,
  completedHeading: text,
  completedNotice: text,
  continue: text,
  notFoundHeading: text,
  notFoundNotice: text,
  unavailableHeading: text,
  unavailableNotice: text,
  backToPricing: text,
});
