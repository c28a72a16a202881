import { describe, expect, it } from 'vitest';
import { validateEmail } from './validateEmail';

describe('validateEmail', () => {
  it.each([
    ['', 'Email cannot be empty!'],
    ['   ', 'Email cannot be empty!'],
    ['\t\n', 'Email cannot be empty!'],
    ['seller', 'Invalid email format!'],
    ['seller@', 'Invalid email format!'],
    ['@shop.com', 'Invalid email format!'],
    ['seller@shop', 'Invalid email format!'],
    ['seller@shop.c', 'Invalid email format!'],
    ['seller@shop.c0m', 'Invalid email format!'],
    ['sel ler@shop.com', 'Invalid email format!'],
    ['seller@@shop.com', 'Invalid email format!'],
    ['seller@shop.com.', 'Invalid email format!'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(validateEmail(input)).toEqual({ valid: false, message });
  });

  it.each([
    ['seller@shop.com', 'seller@shop.com'],
    ['  seller@shop.com  ', 'seller@shop.com'],
    ['first.last+ads@sub.shop.co.uk', 'first.last+ads@sub.shop.co.uk'],
    ['SELLER@SHOP.DE', 'SELLER@SHOP.DE'],
  ])('accepts %j and hands it on trimmed', (input, email) => {
    expect(validateEmail(input)).toEqual({ valid: true, email });
  });
});
