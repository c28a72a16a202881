import { z } from 'zod';

const text = z.string().trim().min(1);

/** The labels of the buttons that start the trial (calls-to-action/<language>.json). */
export const callsToActionCopySchema = z.object({
  trial: text.includes('{trialDays}'),
  floating: text.includes('{trialDays}'),
});

export type CallsToActionCopy = z.infer<typeof callsToActionCopySchema>;
