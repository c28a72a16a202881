import { signupMessages } from './signupMessages';

/**
 * What the signup API answers when a call fails, as `{ "message": ... }`. The trial dialog shows
 * create-customer's first error message as it is, so the e-mail messages are the dialog's own
 * words, taken from ./signupMessages rather than written again.
 */
export const apiMessages = {
  emailEmpty: signupMessages.emptyEmail,
  emailInvalid: signupMessages.invalidEmail,
  emailExists: signupMessages.emailExists,
  customerIdMissing: 'The signup is missing its customer. Please enter your email again.',
  customerUnknown: 'We could not find this signup. Please enter your email again.',
  billingUnknown: 'Please choose monthly or annual billing.',
  levelUnknown: 'Please choose one of the pricing levels.',
  attributionInvalid: 'The visit details sent with the signup could not be read.',
  bodyNotJson: 'Please send this request as JSON (Content-Type: application/json).',
  bodyMalformed: 'The request could not be read: its JSON is not valid.',
  bodyTooLarge: 'The request is too large.',
  badRequest: 'The request could not be read. Please try again.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  restarting: 'The server is restarting. Please try again in a moment.',
  apiNotFound: 'This API address does not exist.',
  preflightInvalid:
    'This preflight request needs an Origin and an Access-Control-Request-Method header.',
  databaseDown: 'Signups are unavailable for a moment. Please try again in a few minutes.',
  paymentsDown: 'The checkout is unavailable for a moment. Please try again in a few minutes.',
  webhookSignature: 'The webhook signature is missing or not valid.',
  webhookMalformed: 'The webhook event is missing fields its type requires.',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  unexpected: signupMessages.unexpectedFailure,
  tooManyRequests: (wait: string) =>
    `Too many attempts from your network. Please wait ${wait} and try again.`,
  tooManyChecksOfEmail: (wait: string) =>
    `Too many attempts with this e-mail address. Please wait ${wait} and try again.`,
  headNotAllowed: 'Use GET to check an e-mail.',
} as const;
