import { z } from 'zod';
import { normaliseEmail } from '../../src/signup/emailRule';
import { ApiError } from './errors';
import { messages } from './messages';

/** Control characters (NUL above all) can never be stored, so no id containing one can exist. */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/** The shared e-mail rule (src/signup/emailRule.ts); the parsed value is the normalised form. */
const email = z
  .string({
    error: (issue) => (issue.input === undefined ? messages.emailEmpty : messages.emailInvalid),
  })
  .transform((value, context) => {
    const result = normaliseEmail(value);
    if (result.ok) return result.email;
    context.addIssue({
      code: 'custom',
      message: result.problem === 'empty' ? messages.emailEmpty : messages.emailInvalid,
    });
    return z.NEVER;
  });

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
