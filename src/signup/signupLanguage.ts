import type { SignupMessages } from './signupMessages';
import type { Locale } from '../../shared/language/locales';

/**
 * The language a signup speaks: the page's. Its messages are what the visitor reads, and its
 * locale goes with every call (Accept-Language), so the API answers in it too and the signup is
 * stored with it (its checkout, welcome e-mail and platform event follow).
 */
export interface SignupLanguage {
  locale: Locale;
  messages: SignupMessages;
}
