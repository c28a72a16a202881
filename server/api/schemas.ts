import { domainToASCII } from 'node:url';
import { z } from 'zod';
import {
  attributionFields,
  attributionValueMaxLength,
  type Attribution,
} from '../../src/facts/attribution';
import { defaultPlan } from '../../src/facts/plan';
import { findLevel } from '../../src/content/pricing';
import { billingPeriods, type BillingPeriod } from '../../src/facts/pricing';
import { normaliseEmail } from '../../src/facts/emailRule';
import { CONTROL_CHARACTER } from '../http/controlCharacter';
import { ApiError } from './errors';
import { apiMessages } from '../../src/content/apiMessages';

/**
 * The shared e-mail rule (src/facts/emailRule.ts) with Node's IDNA; the parsed value is the
 * normalised form: the local part as typed, the domain in lower-case ASCII.
 */
const email = z
  .string({
    error: (issue) =>
      issue.input === undefined ? apiMessages.emailEmpty : apiMessages.emailInvalid,
  })
  .transform((value, context) => {
    const result = normaliseEmail(value, domainToASCII);
    if (result.ok) return result.email;
    context.addIssue({
      code: 'custom',
      message: result.problem === 'empty' ? apiMessages.emailEmpty : apiMessages.emailInvalid,
    });
    return z.NEVER;
  });

const customerId = z
  .string({ error: apiMessages.customerIdMissing })
  .trim()
  .min(1, apiMessages.customerIdMissing)
  .max(100, apiMessages.customerIdMissing)
  .refine((id) => !CONTROL_CHARACTER.test(id), apiMessages.customerUnknown);

/**
 * Where the visit came from: an object of strings. Fields we do not know are dropped; values are
 * trimmed, stripped of control characters (no database stores NUL in JSON) and cut to length.
 */
const attribution = z
  .record(z.string(), z.unknown(), { error: apiMessages.attributionInvalid })
  .transform((input, context): Attribution => {
    const kept: Attribution = {};
    for (const field of attributionFields) {
      const value = input[field];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') {
        context.addIssue({ code: 'custom', message: apiMessages.attributionInvalid });
        return z.NEVER;
      }
      const clean = value
        .replace(/\p{Cc}/gu, '')
        .trim()
        .slice(0, attributionValueMaxLength);
      if (clean !== '') kept[field] = clean;
    }
    return kept;
  });

const billing = z.enum(billingPeriods as readonly [BillingPeriod, ...BillingPeriod[]], {
  error: apiMessages.billingUnknown,
});

const level = z
  .string({ error: apiMessages.levelUnknown })
  .refine((id) => findLevel(id) !== undefined, apiMessages.levelUnknown);

const objectOf = <Shape extends z.ZodRawShape>(shape: Shape, missingMessage: string) =>
  z.object(shape, {
    error: (issue) => (issue.input === undefined ? missingMessage : apiMessages.badRequest),
  });

export const existsQuery = objectOf({ email }, apiMessages.emailEmpty);
export const createCustomerBody = objectOf(
  { email, attribution: attribution.optional() },
  apiMessages.emailEmpty,
);
/** `{ customerId }`, plus the plan; a missing plan is the page's default one (docs/decisions.md#the-plan-travels). */
export const createCheckoutBody = objectOf(
  {
    customerId,
    billing: billing.default(defaultPlan.billing),
    level: level.default(defaultPlan.level),
  },
  apiMessages.customerIdMissing,
);

/** Parses input or throws a 400 carrying the first problem's message. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, result.error.issues[0]?.message ?? apiMessages.badRequest);
}
