import { describe, expect, it } from 'vitest';
import { signupMessagesFor } from '../../test/siteCopy';
import { locales } from '../../shared/language/locales';
import { validateEmail } from './validateEmail';

describe.each(locales)('validateEmail in %s', (locale) => {
  const messages = signupMessagesFor(locale);

  it('tells an empty e-mail from a malformed one', () => {
    expect(messages.emptyEmail).not.toBe(messages.invalidEmail);
  });

  it.each([
    ['', 'emptyEmail'],
    ['   ', 'emptyEmail'],
    ['\t\n', 'emptyEmail'],
    ['seller', 'invalidEmail'],
    ['seller@', 'invalidEmail'],
    ['@shop.com', 'invalidEmail'],
    ['seller@shop', 'invalidEmail'],
    ['seller@shop.c', 'invalidEmail'],
    ['seller@shop.c0m', 'invalidEmail'],
    ['sel ler@shop.com', 'invalidEmail'],
    ['seller@@shop.com', 'invalidEmail'],
    ['seller@shop.com.', 'invalidEmail'],
  ] as const)('refuses %j with the %s message', (input, key) => {
    expect(validateEmail(input, messages)).toEqual({ valid: false, message: messages[key] });
  });

  it.each([
    ['seller@shop.com', 'seller@shop.com'],
    ['  seller@shop.com  ', 'seller@shop.com'],
    ['first.last+ads@sub.shop.co.uk', 'first.last+ads@sub.shop.co.uk'],
    ['SELLER@SHOP.DE', 'SELLER@SHOP.DE'],
  ])('accepts %j and hands it on trimmed', (input, email) => {
    expect(validateEmail(input, messages)).toEqual({ valid: true, email });
  });
});

describe('validateEmail in English', () => {
  const messages = signupMessagesFor('en');

  it.each([
    ['', 'Email cannot be empty!'],
    ['   ', 'Email cannot be empty!'],
    ['seller', 'Invalid email format!'],
    ['seller@shop', 'Invalid email format!'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(validateEmail(input, messages)).toEqual({ valid: false, message });
  });
});
