import { z } from 'zod';

const text = z.string().trim().min(1);
const line = z.union([text, z.object({ text, href: text })]);

/**
 * The welcome e-mail after a completed checkout (welcome-email/<language>.json). The server
 * imports the JSON into its bundle; the names in braces are the signup's facts and the offer's.
 */
export const welcomeEmailCopySchema = z.object({
  subject: text,
  greeting: text,
  billing: z.object({ monthly: text, annual: text }),
  sections: z.array(z.object({ heading: text, lines: z.array(line).min(1) })).min(1),
  signature: text,
});

export type WelcomeEmailTemplate = z.infer<typeof welcomeEmailCopySchema>;
