import { signupMessages } from '../content/signupMessages';

export type EmailValidation = { valid: true; email: string } | { valid: false; message: string };

/** Spec §5: a local part, "@", a domain and a top-level part of at least two letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Checks an address as typed; a valid result carries it trimmed, ready to send. */
export function validateEmail(input: string): EmailValidation {
  const email = input.trim();
  if (email === '') return { valid: false, message: signupMessages.emptyEmail };
  if (!EMAIL_PATTERN.test(email)) return { valid: false, message: signupMessages.invalidEmail };
  return { valid: true, email };
}
