/**
 * Content collections, each checked against its schema at build time: case studies and legal
 * text as Markdown, the FAQ and the rest of the copy as YAML or JSON, one folder or file per
 * language. A new case study is one Markdown file in src/content/cases/en/ and gets its page from
 * src/pages/case/[slug].astro.
 */
import { defineCollection } from 'astro:content';
import type { z } from 'zod';
import { glob } from 'astro/loaders';
import { caseStudyFileSchema } from './content/cases/caseStudyCopy';
import { casePagesCopySchema } from './content/case-pages/casePagesCopy';
import { faqItemSchema } from './content/faq/faqCopy';
import { legalDocumentSchema } from './content/legal/legalCopy';
import { confirmationCopySchema } from './content/confirmation/confirmationCopy';
import { navigationCopySchema } from './content/navigation/navigationCopy';
import { closingCtaCopySchema } from './content/closing-cta/closingCtaCopy';
import { consentCopySchema } from './content/consent/consentCopy';
import { notFoundCopySchema } from './content/not-found/notFoundCopy';
import { callsToActionCopySchema } from './content/calls-to-action/callsToActionCopy';
import { affiliateCopySchema } from './content/affiliate/affiliateCopy';
import { pageTitlesCopySchema } from './content/page-titles/pageTitlesCopy';
import { homeCopySchema } from './content/home/homeCopy';
import { legalLabelsSchema } from './content/legal-labels/legalLabelsCopy';
import { welcomeEmailCopySchema } from './content/welcome-email/welcomeEmailCopy';
import { apiMessagesSchema } from './content/api-messages/schema';
import { pricingCalculatorSchema } from './content/pricing-calculator/schema';
import { pricingPageSchema } from './content/pricing-page/schema';
import { signupMessagesSchema } from './content/signup-messages/schema';
import { teamConsoleSchema } from './content/team-console/schema';
import { teamMessagesSchema } from './content/team-messages/schema';
import { testCheckoutSchema } from './content/test-checkout/schema';
import { trialDialogSchema } from './content/trial-dialog/schema';

/**
 * A copy collection: one file per language in src/content/<folder>/, e.g. en.json. Islands, the
 * server and the scripts import the JSON itself too; the collection checks it at every build.
 */
const copy = <Schema extends z.ZodType>(
  folder: string,
  extension: 'yaml' | 'json',
  schema: Schema,
) =>
  defineCollection({
    loader: glob({ pattern: `*.${extension}`, base: `./src/content/${folder}` }),
    schema,
  });

export const collections = {
  /** One Markdown file per case and language: cases/de/handcraft-blends.md is "de/handcraft-blends". */
  cases: defineCollection({
    loader: glob({ pattern: '*/*.md', base: './src/content/cases' }),
    schema: caseStudyFileSchema,
  }),
  /** One file per question, one folder per language: faq/en/01-free-trial.yaml is "en/01-free-trial". */
  faq: defineCollection({
    loader: glob({ pattern: '*/*.yaml', base: './src/content/faq' }),
    schema: faqItemSchema,
  }),
  /** Legal documents as Markdown, one folder per language: legal/en/privacy-policy.md is "en/privacy-policy". */
  legal: defineCollection({
    loader: glob({ pattern: '*/*.md', base: './src/content/legal' }),
    schema: legalDocumentSchema,
  }),
  affiliate: copy('affiliate', 'json', affiliateCopySchema),
  apiMessages: copy('api-messages', 'json', apiMessagesSchema),
  callsToAction: copy('calls-to-action', 'json', callsToActionCopySchema),
  casePages: copy('case-pages', 'json', casePagesCopySchema),
  closingCta: copy('closing-cta', 'json', closingCtaCopySchema),
  confirmation: copy('confirmation', 'yaml', confirmationCopySchema),
  consent: copy('consent', 'json', consentCopySchema),
  home: copy('home', 'json', homeCopySchema),
  legalLabels: copy('legal-labels', 'json', legalLabelsSchema),
  navigation: copy('navigation', 'json', navigationCopySchema),
  notFound: copy('not-found', 'json', notFoundCopySchema),
  pageTitles: copy('page-titles', 'json', pageTitlesCopySchema),
  pricingCalculator: copy('pricing-calculator', 'json', pricingCalculatorSchema),
  pricingPage: copy('pricing-page', 'json', pricingPageSchema),
  signupMessages: copy('signup-messages', 'json', signupMessagesSchema),
  /** The team's console, English only (scripts/translations.ts). */
  teamConsole: copy('team-console', 'json', teamConsoleSchema),
  /** English only: the team's console. */
  teamMessages: copy('team-messages', 'json', teamMessagesSchema),
  testCheckout: copy('test-checkout', 'json', testCheckoutSchema),
  trialDialog: copy('trial-dialog', 'json', trialDialogSchema),
  welcomeEmail: copy('welcome-email', 'json', welcomeEmailCopySchema),
};
