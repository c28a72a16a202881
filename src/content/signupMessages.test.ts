import { describe, expect, it } from 'vitest';
import { apiMessages } from './apiMessages';
import { signupMessages } from './signupMessages';

const sentences = (catalogue: Record<string, unknown>) =>
  Object.entries(catalogue).map(([key, message]) => [
    key,
    typeof message === 'function' ? String(message('1 minute', 'Reason')) : String(message),
  ]);

describe('signup message catalogue', () => {
  const fixedTexts = sentences(signupMessages).filter(([key]) => key !== 'httpError');
  it.each(fixedTexts)('%s begins with a capital and holds no stray space: "%s"', (_key, text) => {
    expect(text).toMatch(/^[A-Z]\S.*\S$/);
    expect(text).not.toMatch(/\s{2}/);
  });

  it('formats a non-OK answer as "HTTP {status}: {status text}"', () => {
    expect(signupMessages.httpError(429, 'Too Many Requests')).toBe('HTTP 429: Too Many Requests');
  });

  it('tells a failure of each call apart from the others', () => {
    const { emailCheckFailed, customerFailed, checkoutFailed, networkFailure } = signupMessages;
    expect(new Set([emailCheckFailed, customerFailed, checkoutFailed, networkFailure]).size).toBe(
      4,
    );
  });
});

describe('API message catalogue', () => {
  it.each(sentences(apiMessages))('%s reads as a whole sentence: "%s"', (_key, text) => {
    expect(text).toMatch(/^[A-Z].*[.!]$/);
  });

  it('refuses an e-mail in the words the trial dialog shows', () => {
    expect(apiMessages('en').emailEmpty).toBe(signupMessages.emptyEmail);
    expect(apiMessages('en').emailInvalid).toBe(signupMessages.invalidEmail);
    expect(apiMessages('en').emailExists).toBe(signupMessages.emailExists);
  });

  it('never says the same thing for two different problems', () => {
    const texts = sentences(apiMessages).map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
