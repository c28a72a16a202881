import { describe, expect, it } from 'vitest';
import { signupMessages } from '../content/signupMessages';
import { messageColour, messageColours, messageTone } from './messageColour';

describe('dialog message colour', () => {
  it('uses red #DC2626 for errors and blue #2563EB otherwise', () => {
    expect(messageColours).toEqual({ error: '#DC2626', info: '#2563EB' });
  });

  it.each([
    [signupMessages.emptyEmail, 'error'], // "empty"
    [signupMessages.invalidEmail, 'error'], // "Invalid"
    [signupMessages.emailExists, 'error'], // "exists"
    [signupMessages.customerFailed, 'error'], // "error"
    ['a network error happened', 'error'],
    ['HTTP 500: Internal Server Error', 'info'], // "Error" is not "error"
    ['invalid token', 'info'], // "invalid" is not "Invalid"
    [signupMessages.networkFailure, 'info'],
    [signupMessages.emailCheckFailed, 'info'], // "existence" does not contain "exists"
    [signupMessages.checkoutFailed, 'info'],
    [signupMessages.emptyResult, 'info'],
    ['Check your inbox for the next step', 'info'],
  ] as const)('%j is shown as %s', (message, tone) => {
    expect(messageTone(message)).toBe(tone);
    expect(messageColour(message)).toBe(messageColours[tone]);
  });
});
