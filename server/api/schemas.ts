import { z } from 'zod';
import { ApiError } from './errors';
import { messages } from './messages';

/** Spec §5: a local part, an @, a domain and a top-level part of at least two letters. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[A-Za-z]{2,}$/u;

/** Control characters (NUL above all) can never be stored, so no id containing one can exist. */
export const CONTROL_CHARACTER = /\p{Cc}/u;

const email = z
  .string({
    error: (issue) => (issue.input === undefined ? messages.emailEmpty : messages.emailInvalid),
  })
  .trim()
  .min(1, messages.emailEmpty)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

const customerId = z
  .string({ error: messages.customerIdMissing })
  .trim()
  .min(1, messages.customerIdMissing)
  .max(100, messages.customerIdMissing)
  .refine((id) => !CONTROL_CHARACTER.test(id), messages.customerUnknown);

const objectOf = <Shape extends z.ZodRawShape>(shape: Shape, missingMessage: string) =>
  z.object(shape, {
    error: (issue) => (issue.input === undefined ? missingMessage : messages.badRequest),
  });

export const existsQuery = objectOf({ email }, messages.emailEmpty);
export const createCustomerBody = objectOf({ email }, messages.emailEmpty);
export const createCheckoutBody = objectOf({ customerId }, messages.customerIdMissing);

/** Parses input or throws a 400 carrying the first problem's message. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, result.error.issues[0]?.message ?? messages.badRequest);
}
