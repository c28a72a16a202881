import type { SignupMessages } from './signupMessages';
import { normaliseEmail } from '../../shared/emailRule';

export type EmailValidation = { valid: true; email: string } | { valid: false; message: string };

/**
 * Checks an address as typed, by the same rule as the server (./emailRule). A valid result
 * carries it trimmed, as typed, ready to send: the server stores its normalised form.
 */
export function validateEmail(
  input: string,
  messages: Pick<SignupMessages, 'emptyEmail' | 'invalidEmail'>,
): EmailValidation {
  const result = normaliseEmail(input);
  if (result.ok) return { valid: true, email: input.trim() };
  return {
    valid: false,
    message: result.problem === 'empty' ? messages.emptyEmail : messages.invalidEmail,
  };
}
