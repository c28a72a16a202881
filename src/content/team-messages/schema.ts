import { z } from 'zod';

const text = z.string().min(1);

/**
 * What the team's console says: its API's error messages and the sign-in e-mail (English only: it
 * is the team's own tool). tooManyRequests takes {wait}; the e-mail takes {link} and {minutes}.
 */
export const teamMessagesSchema = z.strictObject({
  signInRequired: text,
  originRefused: text,
  linkInvalid: text,
  emailInvalid: text,
  tokenMissing: text,
  filtersInvalid: text,
  deliveryNotFailed: text,
  notFound: text,
  badRequest: text,
  databaseDown: text,
  unexpected: text,
  tooManyRequests: text,
  signInEmail: z.strictObject({
    subject: text,
    greeting: text,
    body: text,
    linkText: text,
    ignore: text,
  }),
});

export type TeamMessages = z.infer<typeof teamMessagesSchema>;
