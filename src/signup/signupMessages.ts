import { fillTemplate } from '../../shared/language/fillTemplate';
import type { Copy } from '../../shared/copy/collections';

/**
 * Every message the trial signup can show, in one language (src/content/signup-messages/); the
 * API's e-mail messages are these too.
 */
export function signupMessagesFrom(messages: Copy<'signupMessages'>) {
  return {
    ...messages,
    httpError: (status: number) => fillTemplate(messages.httpError, { status }),
  };
}

export type SignupMessages = ReturnType<typeof signupMessagesFrom>;
