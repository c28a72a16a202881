import { z } from 'zod';

const text = z.string().trim().min(1);

/** The labels of the buttons that start the trial, and the trial's claim (calls-to-action/<language>.json). */
export const callsToActionCopySchema = z.object({
  trial: text.includes('{trialDays}'),
  floating: text.includes('{trialDays}'),
  /** The trial's promise about payment when the checkout takes a card, and when it does not. */
  trialClaimWithCard: text.includes('{trialDays}'),
  trialClaimWithoutCard: text,
});
