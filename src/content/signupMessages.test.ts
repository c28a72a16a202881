import { describe, expect, it } from 'vitest';
import { signupMessages } from './signupMessages';

describe('signup message catalogue', () => {
  it.each([
    ['emptyEmail', 'Email cannot be empty!'],
    ['invalidEmail', 'Invalid email format!'],
    ['emailExists', 'Email already exists!'],
    [
      'networkFailure',
      'Unable to connect to external service. Please check your API configuration.',
    ],
    ['emailCheckFailed', 'Failed to check email existence'],
    ['customerFailed', 'An error occurred. Please try again.'],
    ['checkoutFailed', 'Failed to create checkout session'],
    ['unexpectedFailure', 'An error occurred. Please try again.'],
    ['emptyResult', 'Please check your email and try again.'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(signupMessages[key]).toBe(text);
  });

  it.each([
    [500, 'Internal Server Error', 'HTTP 500: Internal Server Error'],
    [404, 'Not Found', 'HTTP 404: Not Found'],
    [429, 'Too Many Requests', 'HTTP 429: Too Many Requests'],
  ])('formats a non-OK answer %i %s as "%s"', (status, statusText, text) => {
    expect(signupMessages.httpError(status, statusText)).toBe(text);
  });
});
