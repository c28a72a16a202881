/** Why a signup stopped; the dialog uses it to choose how to tell the visitor. */
export type SignupFailureReason =
  | 'invalid-email'
  | 'email-exists'
  | 'network'
  | 'email-check'
  | 'customer'
  | 'checkout'
  | 'unexpected';

/** A failure whose message is one of the catalogue's (src/signup/signupMessages.ts) and safe to show as it is. */
export class SignupError extends Error {
  override readonly name = 'SignupError';

  constructor(
    message: string,
    readonly reason: SignupFailureReason,
  ) {
    super(message);
  }
}
