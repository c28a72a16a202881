import { domainToASCII } from 'node:url';
import { z } from 'zod';
import { attributionFields, attributionValueMaxLength } from '../../shared/contracts/attribution';
import { defaultLocale, locales, type Locale } from '../../shared/language/locales';
import { currencies } from '../../shared/facts/currencies';
import { defaultPlan } from '../../shared/facts/plan';
import { billingPeriods, isLevelId, type BillingPeriod } from '../../shared/facts/pricing';
import { normaliseEmail } from '../../shared/emailRule';
import { CONTROL_CHARACTER } from '../http/controlCharacter';
import { ApiError, isApiMessageKey, type ApiMessageKey } from '../http/errors';

/**
 * The shared e-mail rule (shared/emailRule.ts) with Node's IDNA; the parsed value is the
 * normalised form: the local part as typed, the domain in lower-case ASCII.
 */
const email = z
  .string({
    error: (issue) => (issue.input === undefined ? 'emailEmpty' : 'emailInvalid'),
  })
  .transform((value, context) => {
    const result = normaliseEmail(value, domainToASCII);
    if (result.ok) return result.email;
    context.addIssue({
      code: 'custom',
      message: result.problem === 'empty' ? 'emailEmpty' : 'emailInvalid',
    });
    return z.NEVER;
  });

const customerId = z
  .string({ error: 'customerIdMissing' })
  .trim()
  .min(1, 'customerIdMissing')
  .max(100, 'customerIdMissing')
  .refine((id) => !CONTROL_CHARACTER.test(id), 'customerUnknown');

/**
 * Where the visit came from, as the browser kept it. Anything is accepted here: the route reads
 * it by the rule the browser keeps it by (readAttribution), and a malformed attribution is left
 * out of the signup, never the reason it fails. Described as what the browser sends.
 */
const attribution = z.unknown().meta({
  type: 'object',
  properties: Object.fromEntries(attributionFields.map((field) => [field, { type: 'string' }])),
  description: `Where the visit came from. Values are trimmed and cut to ${attributionValueMaxLength} characters; a value that is no string or holds an invisible character (a control character, a bidi control, a line separator…), and any unknown field, is left out.`,
});

const billing = z.enum(billingPeriods as readonly [BillingPeriod, ...BillingPeriod[]], {
  error: 'billingUnknown',
});

const level = z.string({ error: 'levelUnknown' }).refine(isLevelId, 'levelUnknown');

/** The currency the plan is paid in; a missing one is the customer's language's. */
const currency = z.enum(currencies, { error: 'currencyUnknown' });

const objectOf = <Shape extends z.ZodRawShape>(shape: Shape, missingMessage: ApiMessageKey) =>
  z.object(shape, {
    error: (issue) => (issue.input === undefined ? missingMessage : 'badRequest'),
  });

export const existsQuery = objectOf({ email }, 'emailEmpty');
/** The language the visitor signs up in (the page's): its checkout and e-mails speak it. */
const locale = z
  .enum(locales as readonly [Locale, ...Locale[]], { error: 'badRequest' })
  .default(defaultLocale);

export const createCustomerBody = objectOf(
  { email, locale, attribution: attribution.optional() },
  'emailEmpty',
);
/** `{ customerId }`, plus the plan; a missing plan is the page's default one (docs/decisions.md#the-plan-travels). */
export const createCheckoutBody = objectOf(
  {
    customerId,
    billing: billing.default(defaultPlan.billing),
    level: level.default(defaultPlan.level),
    currency: currency.optional(),
  },
  'customerIdMissing',
);

/**
 * Parses input or throws a 400 carrying the first problem's message. The schemas above name
 * their messages by key; the answer writes them in the caller's language.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message;
  throw new ApiError(400, isApiMessageKey(key) ? key : 'badRequest');
}
