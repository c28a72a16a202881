import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { affiliateCopySchema } from './affiliate/affiliateCopy';
import { apiMessagesSchema } from './api-messages/schema';
import { callsToActionCopySchema } from './calls-to-action/callsToActionCopy';
import { casePagesCopySchema } from './case-pages/casePagesCopy';
import { closingCtaCopySchema } from './closing-cta/closingCtaCopy';
import { confirmationCopySchema } from './confirmation/confirmationCopy';
import { consentCopySchema } from './consent/consentCopy';
import { copyValues } from './copyValues';
import { templatePlaceholders } from './fillTemplate';
import { homeCopySchema } from './home/homeCopy';
import { navigationCopySchema } from './navigation/navigationCopy';
import { notFoundCopySchema } from './not-found/notFoundCopy';
import { pageTitlesCopySchema } from './page-titles/pageTitlesCopy';
import { pricingCalculatorSchema } from './pricing-calculator/schema';
import { pricingPageSchema } from './pricing-page/schema';
import { readContentFile } from './readContentFile';
import { signupMessagesSchema } from './signup-messages/schema';
import { teamMessagesSchema } from './team-messages/schema';
import { testCheckoutSchema } from './test-checkout/schema';
import { trialDialogSchema } from './trial-dialog/schema';
import { welcomeEmailCopySchema } from './welcome-email/welcomeEmailCopy';

/** Every copy file with one file per language, and the schema its collection checks it with. */
const copyFiles: [string, z.ZodType][] = [
  ['affiliate/en.json', affiliateCopySchema],
  ['api-messages/en.json', apiMessagesSchema],
  ['calls-to-action/en.json', callsToActionCopySchema],
  ['case-pages/en.json', casePagesCopySchema],
  ['closing-cta/en.json', closingCtaCopySchema],
  ['confirmation/en.yaml', confirmationCopySchema],
  ['consent/en.json', consentCopySchema],
  ['home/en.json', homeCopySchema],
  ['navigation/en.json', navigationCopySchema],
  ['not-found/en.json', notFoundCopySchema],
  ['page-titles/en.json', pageTitlesCopySchema],
  ['pricing-calculator/en.json', pricingCalculatorSchema],
  ['pricing-page/en.json', pricingPageSchema],
  ['signup-messages/en.json', signupMessagesSchema],
  ['team-messages/en.json', teamMessagesSchema],
  ['test-checkout/en.json', testCheckoutSchema],
  ['trial-dialog/en.json', trialDialogSchema],
  ['welcome-email/en.json', welcomeEmailCopySchema],
];

/** Names a file fills from its own context rather than from the shared facts. */
const localNames = new Set([
  'vendor',
  'purposes',
  'path',
  'year',
  'commissionRate',
  'commissionKind',
  'monthlyPrice',
  'annualPrice',
  'marketplaceCount',
  'caseClients',
  'firstAcos',
  'lastAcos',
  'goalAcos',
  'promoted',
  'negative',
  'email',
  'levelName',
  'maxAdSpend',
  'billing',
  'trialEndsOn',
  'chargeAfterTrial',
  'welcomeLink',
  'linkValidDays',
  'wait',
  'status',
  'statusText',
  'price',
  'day',
  'name',
  'percent',
  'amount',
  'annualDiscountPercent',
  'hotkey',
  'minutes',
]);

describe.each(copyFiles)('the copy file %s', (path, schema) => {
  it('passes its collection’s schema', () => {
    expect(() => readContentFile(path, schema)).not.toThrow();
  });

  it('names only facts that exist', () => {
    const text = JSON.stringify(readContentFile(path, schema));
    const unknown = templatePlaceholders(text).filter(
      (name) => !(name in copyValues) && !localNames.has(name),
    );
    expect(unknown).toEqual([]);
  });
});

describe('a copy schema', () => {
  it('refuses a file that misses a text or adds one', () => {
    const english = readContentFile('signup-messages/en.json', signupMessagesSchema);
    const missing: Partial<typeof english> = { ...english };
    delete missing.emptyEmail;
    expect(signupMessagesSchema.safeParse(missing).success).toBe(false);
    expect(signupMessagesSchema.safeParse({ ...english, extra: 'x' }).success).toBe(false);
  });
});
