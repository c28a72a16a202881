/**
 * Every copy collection under src/content/: its folder, file format, layout, languages and zod
 * schema, in one list the build, the editor and the tests read.
 */
import type { z } from 'zod';
import { affiliateCopySchema } from '../../src/content/affiliate/affiliateCopy';
import { apiMessagesSchema } from '../../src/content/api-messages/schema';
import { callsToActionCopySchema } from '../../src/content/calls-to-action/callsToActionCopy';
import { casePagesCopySchema } from '../../src/content/case-pages/casePagesCopy';
import { caseStudyFileSchema } from '../../src/content/cases/caseStudyCopy';
import { closingCtaCopySchema } from '../../src/content/closing-cta/closingCtaCopy';
import { confirmationCopySchema } from '../../src/content/confirmation/confirmationCopy';
import { consentCopySchema } from '../../src/content/consent/consentCopy';
import { faqItemSchema } from '../../src/content/faq/faqCopy';
import { homeCopySchema } from '../../src/content/home/homeCopy';
import { legalLabelsSchema } from '../../src/content/legal-labels/legalLabelsCopy';
import { legalDocumentSchema } from '../../src/content/legal/legalCopy';
import { navigationCopySchema } from '../../src/content/navigation/navigationCopy';
import { notFoundCopySchema } from '../../src/content/not-found/notFoundCopy';
import { pageTitlesCopySchema } from '../../src/content/page-titles/pageTitlesCopy';
import { pricingCalculatorSchema } from '../../src/content/pricing-calculator/schema';
import { pricingPageSchema } from '../../src/content/pricing-page/schema';
import { signupMessagesSchema } from '../../src/content/signup-messages/schema';
import { teamConsoleSchema } from '../../src/content/team-console/schema';
import { teamMessagesSchema } from '../../src/content/team-messages/schema';
import { testCheckoutSchema } from '../../src/content/test-checkout/schema';
import { trialDialogSchema } from '../../src/content/trial-dialog/schema';
import { welcomeEmailCopySchema } from '../../src/content/welcome-email/welcomeEmailCopy';

export type CopyFormat = 'json' | 'yaml' | 'md';

export interface CopyCollection<S extends z.ZodType = z.ZodType> {
  /** Under src/content/, e.g. 'home', 'faq', 'case-pages'. */
  folder: string;
  /** md: the schema checks the frontmatter; the body is Markdown. */
  format: CopyFormat;
  /** 'file': home/de.json; 'folder': faq/de/01-free-trial.yaml, cases/de/<id>.md, legal/de/<doc>.md. */
  layout: 'file' | 'folder';
  /** 'en': English only (the team console's copy). */
  languages: 'all' | 'en';
  schema: S;
}

const file = <S extends z.ZodType>(
  folder: string,
  schema: S,
  format: CopyFormat = 'json',
  languages: 'all' | 'en' = 'all',
): CopyCollection<S> => ({ folder, format, layout: 'file', languages, schema });

export const copyCollections = {
  cases: {
    folder: 'cases',
    format: 'md',
    layout: 'folder',
    languages: 'all',
    schema: caseStudyFileSchema,
  },
  faq: { folder: 'faq', format: 'yaml', layout: 'folder', languages: 'all', schema: faqItemSchema },
  legal: {
    folder: 'legal',
    format: 'md',
    layout: 'folder',
    languages: 'en',
    schema: legalDocumentSchema,
  },
  affiliate: file('affiliate', affiliateCopySchema),
  apiMessages: file('api-messages', apiMessagesSchema),
  callsToAction: file('calls-to-action', callsToActionCopySchema),
  casePages: file('case-pages', casePagesCopySchema),
  closingCta: file('closing-cta', closingCtaCopySchema),
  confirmation: file('confirmation', confirmationCopySchema, 'yaml'),
  consent: file('consent', consentCopySchema),
  home: file('home', homeCopySchema),
  legalLabels: file('legal-labels', legalLabelsSchema),
  navigation: file('navigation', navigationCopySchema),
  notFound: file('not-found', notFoundCopySchema),
  pageTitles: file('page-titles', pageTitlesCopySchema),
  pricingCalculator: file('pricing-calculator', pricingCalculatorSchema),
  pricingPage: file('pricing-page', pricingPageSchema),
  signupMessages: file('signup-messages', signupMessagesSchema),
  teamConsole: file('team-console', teamConsoleSchema, 'json', 'en'),
  teamMessages: file('team-messages', teamMessagesSchema, 'json', 'en'),
  testCheckout: file('test-checkout', testCheckoutSchema),
  trialDialog: file('trial-dialog', trialDialogSchema),
  welcomeEmail: file('welcome-email', welcomeEmailCopySchema),
} satisfies Record<string, CopyCollection>;

export type CollectionName = keyof typeof copyCollections;
