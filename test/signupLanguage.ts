import { signupMessagesFor } from '../src/content/islandCopy';
import { defaultLocale, type Locale } from '../shared/language/locales';
import type { SignupLanguage } from '../src/signup/signupLanguage';

/** The language a page in `locale` signs up in: its locale and its messages. */
export const signupLanguage = (locale: Locale = defaultLocale): SignupLanguage => ({
  locale,
  messages: signupMessagesFor(locale),
});
