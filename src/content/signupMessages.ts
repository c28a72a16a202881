import { fillTemplate } from './fillTemplate';
import copy from './signup-messages/en.json' with { type: 'json' };
import type { SignupMessagesCopy } from './signup-messages/schema';

const messages: SignupMessagesCopy = copy;

/**
 * Every message the trial signup can show (src/content/signup-messages/); the API's e-mail
 * messages are these too.
 */
export const signupMessages = {
  ...messages,
  httpError: (status: number, statusText: string) =>
    fillTemplate(messages.httpError, { status, statusText }),
};
