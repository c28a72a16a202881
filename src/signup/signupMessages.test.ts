import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { apiMessages } from '../../server/http/errors';
import { signupMessagesFor } from '../../test/siteCopy';

const sentences = (catalogue: Record<string, unknown>) =>
  Object.entries(catalogue).map(([key, message]) => [
    key,
    typeof message === 'function' ? String(message('1 minute')) : String(message),
  ]);

/** A capital first letter, after the Spanish opening "¡" or "¿" where there is one. */
const capitalStart = /^[¡¿]?\p{Lu}/u;

describe.each(locales)('signup message catalogue in %s', (locale) => {
  const signupMessages = signupMessagesFor(locale);

  it.each(sentences(signupMessages))(
    '%s begins with a capital and holds no stray space: "%s"',
    (_key, text) => {
      expect(text).toMatch(capitalStart);
      expect(text).toMatch(/^\S.*\S$/);
      expect(text).not.toMatch(/\s{2}/);
    },
  );

  it('tells a failed answer by its status code, as a sentence of its own language', () => {
    const message = signupMessages.httpError(502);
    expect(message).toContain('502');
    expect(message).toMatch(/[.!]$/);
    expect(message).not.toMatch(/^HTTP\b/);
  });

  it('tells a visitor who cannot reach the service what to do, not to check an API', () => {
    expect(signupMessages.networkFailure).not.toMatch(/\bAPI\b/);
  });

  it('tells a failure of each call apart from the others', () => {
    const { emailCheckFailed, customerFailed, checkoutFailed, networkFailure } = signupMessages;
    expect(new Set([emailCheckFailed, customerFailed, checkoutFailed, networkFailure]).size).toBe(
      4,
    );
  });
});

describe.each(locales.filter((locale) => locale !== 'en'))(
  'signup and API messages in %s',
  (locale) => {
    // English keeps the specification's "Email cannot be empty!"; the other languages state a
    // problem calmly, as their own software does.
    it.each([...sentences(signupMessagesFor(locale)), ...sentences(apiMessages(locale))])(
      '%s does not exclaim: "%s"',
      (_key, text) => {
        expect(text).not.toMatch(/[!¡]/);
      },
    );
  },
);

describe.each(locales)('API message catalogue in %s', (locale) => {
  const messages = apiMessages(locale);

  it.each(sentences(messages))('%s reads as a whole sentence: "%s"', (_key, text) => {
    expect(text).toMatch(capitalStart);
    expect(text).toMatch(/[.!]$/);
  });

  it('refuses an e-mail in the words the trial dialog shows', () => {
    const signupMessages = signupMessagesFor(locale);
    expect(messages.emailEmpty).toBe(signupMessages.emptyEmail);
    expect(messages.emailInvalid).toBe(signupMessages.invalidEmail);
    expect(messages.emailExists).toBe(signupMessages.emailExists);
  });

  it('never says the same thing for two different problems', () => {
    const texts = sentences(messages).map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('names the wait of a rate-limited caller', () => {
    expect(messages.tooManyRequests('WAIT')).toContain('WAIT');
  });
});
