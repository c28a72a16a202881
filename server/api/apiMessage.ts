import { readCopy } from '../../shared/copy/readCopy';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { localeFacts, type Locale } from '../../shared/language/locales';

/**
 * What the signup API answers when a call fails, as `{ "message": ... }`, in the language the page
 * asked for (src/content/api-messages/). The trial dialog shows create-customer's first error
 * message as it is, so the e-mail messages are the dialog's own words (src/content/signup-messages/).
 */
export function apiMessages(locale: Locale) {
  const messages = readCopy('apiMessages', locale);
  const signup = readCopy('signupMessages', locale);
  return {
    ...messages,
    emailEmpty: signup.emptyEmail,
    emailInvalid: signup.invalidEmail,
    emailExists: signup.emailExists,
    unexpected: signup.unexpectedFailure,
    tooManyRequests: (wait: string) => fillTemplate(messages.tooManyRequests, { wait }),
  };
}

type ApiMessages = ReturnType<typeof apiMessages>;

/** A message of the API, named by its key and written in the caller's language when answered. */
export type ApiMessageKey = keyof ApiMessages;

export const isApiMessageKey = (value: unknown): value is ApiMessageKey =>
  typeof value === 'string' && Object.hasOwn(apiMessages('en'), value);

/** What a message needs filled in: how long a rate-limited caller waits. */
export interface ApiMessageValues {
  waitSeconds?: number;
}

/** "30 seconds", "2 Minuten": a wait as the language writes it, in whole seconds or minutes. */
export function waitText(seconds: number, locale: Locale): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(localeFacts[locale].intl, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

export function apiMessageText(
  key: ApiMessageKey,
  locale: Locale,
  values: ApiMessageValues = {},
): string {
  const messages = apiMessages(locale);
  if (key === 'tooManyRequests') {
    return messages.tooManyRequests(waitText(values.waitSeconds ?? 60, locale));
  }
  return messages[key];
}
