import { z } from 'zod';

const text = z.string().min(1);

/** The trial dialog's copy in one language (src/content/trial-dialog/<language>.json). */
export const trialDialogSchema = z.strictObject({
  title: text,
  description: text,
  emailLabel: text,
  emailPlaceholder: text,
  planLabel: text,
  planSummary: text,
  submit: text,
  busy: text,
  close: text,
  /** After "Email already exists!": the way forward for someone who already has an account. */
  existingAccount: z.strictObject({ signInLabel: text, supportIntro: text }),
  notifications: z.strictObject({
    regionLabel: text,
    dismiss: text,
    networkTitle: text,
    networkBody: text,
  }),
});

export type TrialDialogCopy = z.infer<typeof trialDialogSchema>;
