import { z } from 'zod';

const text = z.string().trim().min(1);

/** The page the hosted checkout returns to (src/content/confirmation/<language>.yaml). */
export const confirmationCopySchema = z.object({
  heading: text,
  lead: text,
  billing: text,
  credentials: text,
  helpHeading: text,
  supportEmailIntro: text,
  chatHelp: text,
  emailOnlyHelp: text,
  links: z.array(z.object({ label: text, href: text, external: z.boolean().optional() })).min(1),
});

export type ConfirmationCopy = z.infer<typeof confirmationCopySchema>;
