import { describe, expect, it } from 'vitest';
import { signupMessagesFor } from '../../test/siteCopy';
import { locales } from '../../shared/language/locales';
import { messageColour, messageColours, messageTone } from './messageColour';
import type { SignupOutcome } from './processSignup';
import type { SignupFailureReason } from './SignupError';

describe('dialog message tone', () => {
  it('uses red #DC2626 for failures and blue #2563EB for information', () => {
    expect(messageColours).toEqual({ error: '#DC2626', info: '#2563EB' });
  });

  // Every way a signup can stop, in every language, with messages the old word rule painted blue
  // among them.
  const failures: [string, SignupFailureReason][] = [
    ...locales.flatMap((locale): [string, SignupFailureReason][] => {
      const signupMessages = signupMessagesFor(locale);
      return [
        [signupMessages.emptyEmail, 'invalid-email'],
        [signupMessages.invalidEmail, 'invalid-email'],
        [signupMessages.emailExists, 'email-exists'],
        [signupMessages.networkFailure, 'network'],
        [signupMessages.httpError(500), 'email-check'],
        [signupMessages.emailCheckFailed, 'email-check'],
        [signupMessages.checkoutFailed, 'checkout'],
        [signupMessages.unexpectedFailure, 'unexpected'],
      ];
    }),
    ['This e-mail domain does not accept mail.', 'customer'],
    ['', 'unexpected'],
  ];

  it.each(failures)('shows %j (%s) as a failure, in red', (message, reason) => {
    const outcome: SignupOutcome = { status: 'stopped', message, reason };
    expect(messageTone(outcome)).toBe('error');
    expect(messageColour(outcome)).toBe(messageColours.error);
  });

  it('shows what is not a failure as information, in blue', () => {
    const redirecting: SignupOutcome = {
      status: 'redirecting',
      checkoutUrl: 'https://checkout.example/1',
    };
    expect(messageTone(redirecting)).toBe('info');
    expect(messageColour({ status: 'cancelled' })).toBe(messageColours.info);
  });
});
