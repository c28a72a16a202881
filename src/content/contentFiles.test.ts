import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { locales } from '../../shared/language/locales';
import { affiliateCopySchema } from './affiliate/affiliateCopy';
import { apiMessagesSchema } from './api-messages/schema';
import { callsToActionCopySchema } from './calls-to-action/callsToActionCopy';
import { casePagesCopySchema } from './case-pages/casePagesCopy';
import { closingCtaCopySchema } from './closing-cta/closingCtaCopy';
import { confirmationCopySchema } from './confirmation/confirmationCopy';
import { consentCopySchema } from './consent/consentCopy';
import { copyValues } from './copyValues';
import { templatePlaceholders } from '../../shared/language/fillTemplate';
import { homeCopySchema } from './home/homeCopy';
import { legalLabelsSchema } from './legal-labels/legalLabelsCopy';
import { navigationCopySchema } from './navigation/navigationCopy';
import { notFoundCopySchema } from './not-found/notFoundCopy';
import { pageTitlesCopySchema } from './page-titles/pageTitlesCopy';
import { pricingCalculatorSchema } from './pricing-calculator/schema';
import { pricingPageSchema } from './pricing-page/schema';
import { readContentFile } from './readContentFile';
import { signupMessagesSchema } from './signup-messages/schema';
import { teamConsoleSchema } from './team-console/schema';
import { teamMessagesSchema } from './team-messages/schema';
import { testCheckoutSchema } from './test-checkout/schema';
import { trialDialogSchema } from './trial-dialog/schema';
import { welcomeEmailCopySchema } from './welcome-email/welcomeEmailCopy';

/** Every copy collection with one file per language, and the schema its collection checks it with. */
const collections: [string, 'json' | 'yaml', z.ZodType][] = [
  ['affiliate', 'json', affiliateCopySchema],
  ['api-messages', 'json', apiMessagesSchema],
  ['calls-to-action', 'json', callsToActionCopySchema],
  ['case-pages', 'json', casePagesCopySchema],
  ['closing-cta', 'json', closingCtaCopySchema],
  ['confirmation', 'yaml', confirmationCopySchema],
  ['consent', 'json', consentCopySchema],
  ['home', 'json', homeCopySchema],
  ['legal-labels', 'json', legalLabelsSchema],
  ['navigation', 'json', navigationCopySchema],
  ['not-found', 'json', notFoundCopySchema],
  ['page-titles', 'json', pageTitlesCopySchema],
  ['pricing-calculator', 'json', pricingCalculatorSchema],
  ['pricing-page', 'json', pricingPageSchema],
  ['signup-messages', 'json', signupMessagesSchema],
  ['test-checkout', 'json', testCheckoutSchema],
  ['trial-dialog', 'json', trialDialogSchema],
  ['welcome-email', 'json', welcomeEmailCopySchema],
];

/** The team's console speaks English only: its copy has no other language. */
const englishOnly: [string, z.ZodType][] = [
  ['team-console', teamConsoleSchema],
  ['team-messages', teamMessagesSchema],
];

const copyFiles: [string, z.ZodType][] = [
  ...collections.flatMap(([folder, extension, schema]) =>
    locales.map((locale): [string, z.ZodType] => [`${folder}/${locale}.${extension}`, schema]),
  ),
  ...englishOnly.map(([folder, schema]): [string, z.ZodType] => [`${folder}/en.json`, schema]),
];

/** Names a file fills from its own context rather than from the shared facts. */
const localNames = new Set([
  // The team console's counts and pages.
  'message',
  'page',
  'pages',
  'total',
  'count',
  'kind',
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
      (name) => !(name in copyValues('en')) && !localNames.has(name),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the copy collections', () => {
  it('are every folder of src/content with one file per language', () => {
    const root = join(process.cwd(), 'src', 'content');
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((folder) =>
        readdirSync(join(root, folder)).some((file) => /^en\.(json|yaml)$/.test(file)),
      );
    expect(folders.sort()).toEqual(
      [...collections, ...englishOnly].map(([folder]) => folder).sort(),
    );
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
