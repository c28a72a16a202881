/**
 * Content collections, each checked against its schema at build time: case studies and legal
 * text as Markdown, the FAQ and the rest of the copy as YAML or JSON, one folder or file per
 * language. A new case study is one Markdown file in src/content/cases/en/ and gets its page from
 * src/pages/case/[slug].astro.
 */
import { defineCollection } from 'astro:content';
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
import { welcomeEmailCopySchema } from './content/welcome-email/welcomeEmailCopy';

/** A copy collection: one file per language in src/content/<name>/, e.g. en.yaml. */
const perLanguage = (name: string, extension: 'yaml' | 'json') =>
  glob({ pattern: `*.${extension}`, base: `./src/content/${name}` });

const cases = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/cases/en' }),
  schema: caseStudyFileSchema,
});

const casePages = defineCollection({
  loader: perLanguage('case-pages', 'json'),
  schema: casePagesCopySchema,
});

/** One file per question, one folder per language: faq/en/01-free-trial.yaml is "en/01-free-trial". */
const faq = defineCollection({
  loader: glob({ pattern: '*/*.yaml', base: './src/content/faq' }),
  schema: faqItemSchema,
});

/** Legal documents as Markdown, one folder per language: legal/en/privacy-policy.md is "en/privacy-policy". */
const legal = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/legal' }),
  schema: legalDocumentSchema,
});

const confirmation = defineCollection({
  loader: perLanguage('confirmation', 'yaml'),
  schema: confirmationCopySchema,
});

/** Islands import this JSON too (src/content/navigation.ts); the collection checks it at build. */
const navigation = defineCollection({
  loader: perLanguage('navigation', 'json'),
  schema: navigationCopySchema,
});

/** Islands import these JSON files too; the collections check them at build. */
const closingCta = defineCollection({
  loader: perLanguage('closing-cta', 'json'),
  schema: closingCtaCopySchema,
});
const consent = defineCollection({
  loader: perLanguage('consent', 'json'),
  schema: consentCopySchema,
});
const notFound = defineCollection({
  loader: perLanguage('not-found', 'json'),
  schema: notFoundCopySchema,
});

/** The server bundles this JSON; the collection checks it at build. */
const welcomeEmail = defineCollection({
  loader: perLanguage('welcome-email', 'json'),
  schema: welcomeEmailCopySchema,
});

const affiliate = defineCollection({
  loader: perLanguage('affiliate', 'json'),
  schema: affiliateCopySchema,
});

const pageTitles = defineCollection({
  loader: perLanguage('page-titles', 'json'),
  schema: pageTitlesCopySchema,
});

const home = defineCollection({
  loader: perLanguage('home', 'json'),
  schema: homeCopySchema,
});

const callsToAction = defineCollection({
  loader: perLanguage('calls-to-action', 'json'),
  schema: callsToActionCopySchema,
});

export const collections = {
  affiliate,
  casePages,
  callsToAction,
  cases,
  closingCta,
  confirmation,
  consent,
  faq,
  home,
  legal,
  navigation,
  notFound,
  pageTitles,
  welcomeEmail,
};
