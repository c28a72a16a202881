import copy from './api-messages/en.json' with { type: 'json' };
import type { ApiMessagesCopy } from './api-messages/schema';
import { fillTemplate } from './fillTemplate';
import { signupMessages } from './signupMessages';

const messages: ApiMessagesCopy = copy;

/**
 * What the signup API answers when a call fails, as `{ "message": ... }` (src/content/api-messages/).
 * The trial dialog shows create-customer's first error message as it is, so the e-mail messages
 * are the dialog's own words, taken from ./signupMessages rather than written again.
 */
export const apiMessages = {
  ...messages,
  emailEmpty: signupMessages.emptyEmail,
  emailInvalid: signupMessages.invalidEmail,
  emailExists: signupMessages.emailExists,
  unexpected: signupMessages.unexpectedFailure,
  tooManyRequests: (wait: string) => fillTemplate(messages.tooManyRequests, { wait }),
};
