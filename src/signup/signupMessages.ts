import { fillTemplate } from '../../shared/language/fillTemplate';
import type { Copy } from '../../shared/copy/collections';

/**
 * Every message the trial signup can show, in one language (src/content/signup-messages/); the
 * API's e-mail messages are these too.
 */
export function signupMessagesFrom(messages: Copy<'signupMessages'>) {
  return {
    ...messages,
    httpError: (status: number, statusText: string) =>
      fillTemplate(messages.httpError, { status, statusText }),
  };
}

export type SignupMessages = ReturnType<typeof signupMessagesFrom>;
