import type { Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { signupMessagesFor } from './islandCopy';
import { perLocale } from './perLocale';

/**
 * What the signup API answers when a call fails, as `{ "message": ... }`, in the language the page
 * asked for (src/content/api-messages/). The trial dialog shows create-customer's first error
 * message as it is, so the e-mail messages are the dialog's own words, taken from the signup
 * messages rather than written again.
 */
export const apiMessages = perLocale((locale: Locale) => {
  const messages = copyFiles(locale).apiMessages;
  const signup = signupMessagesFor(locale);
  return {
    ...messages,
    emailEmpty: signup.emptyEmail,
    emailInvalid: signup.invalidEmail,
    emailExists: signup.emailExists,
    unexpected: signup.unexpectedFailure,
    tooManyRequests: (wait: string) => fillTemplate(messages.tooManyRequests, { wait }),
  };
});

export type ApiMessages = ReturnType<typeof apiMessages>;
