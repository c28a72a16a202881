import { z } from 'zod';

const text = z.string().min(1);

/** Every message the trial signup can show, in one language (signup-messages/<language>.json). */
export const signupMessagesSchema = z.strictObject({
  emptyEmail: text,
  invalidEmail: text,
  emailExists: text,
  /** With {status}, the answer's HTTP code; never the server's own (English) status text. */
  httpError: text,
  networkFailure: text,
  emailCheckFailed: text,
  customerFailed: text,
  checkoutFailed: text,
  unexpectedFailure: text,
  emptyResult: text,
});

export type SignupMessagesCopy = z.infer<typeof signupMessagesSchema>;
