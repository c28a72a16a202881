import { z } from 'zod';

const text = z.string().min(1);

/**
 * What the signup API answers when a call fails, in one language (api-messages/<language>.json);
 * tooManyRequests takes {wait}.
 */
export const apiMessagesSchema = z.strictObject({
  customerIdMissing: text,
  customerUnknown: text,
  billingUnknown: text,
  levelUnknown: text,
  attributionInvalid: text,
  bodyNotJson: text,
  bodyMalformed: text,
  bodyTooLarge: text,
  badRequest: text,
  requestTimeout: text,
  headersTooLarge: text,
  restarting: text,
  apiNotFound: text,
  preflightInvalid: text,
  databaseDown: text,
  paymentsDown: text,
  webhookSignature: text,
  webhookMalformed: text,
  webhookNotConfigured: text,
  tooManyRequests: text,
  headNotAllowed: text,
});
