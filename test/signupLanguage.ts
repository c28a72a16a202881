import { readCopy } from '../shared/copy/readCopy';
import { defaultLocale, type Locale } from '../shared/language/locales';
import type { SignupLanguage } from '../src/signup/signupLanguage';
import { signupMessagesFrom } from '../src/signup/signupMessages';

/** The language a page in `locale` signs up in: its locale and its messages. */
export const signupLanguage = (locale: Locale = defaultLocale): SignupLanguage => ({
  locale,
  messages: signupMessagesFrom(readCopy('signupMessages', locale)),
});
