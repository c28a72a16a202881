import type { z } from 'zod';
import * as schemas from './schemas';

export type CopyFormat = 'json' | 'yaml' | 'md';

/** One folder of src/content/: how its files are laid out and the schema each file meets. */
export interface CopyCollection<Schema extends z.ZodType = z.ZodType> {
  /** The folder under src/content/: `home`, `faq`, `case-pages`. */
  folder: string;
  /** For Markdown, the schema checks the frontmatter; the body is the text. */
  format: CopyFormat;
  /**
   * `file`: one file per language (`home/de.json`); `folder`: a folder per language with one
   * file per entry (`faq/de/01-free-trial.yaml`, `cases/de/<id>.md`, `legal/de/<document>.md`).
   */
  layout: 'file' | 'folder';
  /** Every language of the site, or English only (the team console's copy). */
  languages: 'all' | 'en';
  schema: Schema;
}

type Languages = CopyCollection['languages'];

/** The collection's name in the editor, and what part of the site it holds. */
type Naming = readonly [title: string, description: string];

/** A collection with one file per language. */
const perLanguage = <Schema extends z.ZodType>(
  folder: string,
  format: CopyFormat,
  schema: Schema,
  [title, description]: Naming,
  languages: Languages = 'all',
) => ({
  folder,
  format,
  layout: 'file' as const,
  languages,
  schema: schema.meta({ title, description }),
});

/** A collection with a folder of entries per language. */
const entriesPerLanguage = <Schema extends z.ZodType>(
  folder: string,
  format: CopyFormat,
  schema: Schema,
  [title, description]: Naming,
  languages: Languages = 'all',
) => ({
  folder,
  format,
  layout: 'folder' as const,
  languages,
  schema: schema.meta({ title, description }),
});

/**
 * Every copy collection. The site's pages read them through Astro's content layer; the server,
 * the scripts and the tests through ./readCopy.ts; both check each file against its schema.
 */
export const copyCollections = {
  affiliate: perLanguage('affiliate', 'json', schemas.affiliateSchema, [
    'Affiliate page',
    'The page for partners who recommend the platform.',
  ]),
  apiMessages: perLanguage('api-messages', 'json', schemas.apiMessagesSchema, [
    'Signup service messages',
    'What the signup service answers when something goes wrong.',
  ]),
  callsToAction: perLanguage('calls-to-action', 'json', schemas.callsToActionSchema, [
    'Trial button',
    'The words of every trial button, and the trial’s promise.',
  ]),
  casePages: perLanguage('case-pages', 'json', schemas.casePagesSchema, [
    'Around the cases',
    'The list of cases and the words around each case.',
  ]),
  cases: entriesPerLanguage('cases', 'md', schemas.casesSchema, [
    'Case studies',
    'Each customer story, in every language.',
  ]),
  closingCta: perLanguage('closing-cta', 'json', schemas.closingCtaSchema, [
    'Closing section',
    'The last section of Home, Pricing and the cases, above the trial button.',
  ]),
  confirmation: perLanguage('confirmation', 'yaml', schemas.confirmationSchema, [
    'Confirmation page',
    'The page after the checkout.',
  ]),
  consent: perLanguage('consent', 'json', schemas.consentSchema, [
    'Consent banner and chat',
    'The banner that asks before a chat or tracker loads, and the chat button.',
  ]),
  faq: entriesPerLanguage('faq', 'yaml', schemas.faqSchema, [
    'FAQ',
    'The questions and answers on the pricing page, in every language.',
  ]),
  home: perLanguage('home', 'json', schemas.homeSchema, [
    'Home page',
    'Every word of the home page.',
  ]),
  legal: entriesPerLanguage('legal', 'md', schemas.legalSchema, [
    'Legal texts',
    'The privacy policy and the terms, in every language; the English text is the one that applies.',
  ]),
  legalLabels: perLanguage('legal-labels', 'json', schemas.legalLabelsSchema, [
    'Around the legal texts',
    'The words around the privacy policy and the terms.',
  ]),
  navigation: perLanguage('navigation', 'json', schemas.navigationSchema, [
    'Header and footer',
    'The links and words on every page, and the language hint.',
  ]),
  notFound: perLanguage('not-found', 'json', schemas.notFoundSchema, [
    'Page not found',
    'The page for an address that does not exist.',
  ]),
  pageTitles: perLanguage('page-titles', 'json', schemas.pageTitlesSchema, [
    'Search results',
    'Every page’s title and description in search results.',
  ]),
  pricingCalculator: perLanguage('pricing-calculator', 'json', schemas.pricingCalculatorSchema, [
    'Price calculator',
    'The calculator on the pricing page and every level’s words.',
  ]),
  pricingPage: perLanguage('pricing-page', 'json', schemas.pricingPageSchema, [
    'Pricing page',
    'The words of the pricing page around the calculator.',
  ]),
  signupMessages: perLanguage('signup-messages', 'json', schemas.signupMessagesSchema, [
    'Signup messages',
    'What the trial dialog says when an e-mail cannot go on.',
  ]),
  teamConsole: perLanguage(
    'team-console',
    'json',
    schemas.teamConsoleSchema,
    ['Team console', 'The team’s own console, in English.'],
    'en',
  ),
  teamMessages: perLanguage(
    'team-messages',
    'json',
    schemas.teamMessagesSchema,
    ['Team console messages', 'The console’s refusals and its sign-in e-mail, in English.'],
    'en',
  ),
  testCheckout: perLanguage('test-checkout', 'json', schemas.testCheckoutSchema, [
    'Test checkout',
    'The checkout used while no payment provider is set up.',
  ]),
  trialDialog: perLanguage('trial-dialog', 'json', schemas.trialDialogSchema, [
    'Trial dialog',
    'The dialog that asks for the e-mail.',
  ]),
  weeklyReport: perLanguage(
    'weekly-report',
    'json',
    schemas.weeklyReportSchema,
    ['Weekly report', 'The team’s weekly e-mail, in English.'],
    'en',
  ),
  welcomeEmail: perLanguage('welcome-email', 'json', schemas.welcomeEmailSchema, [
    'Welcome e-mail',
    'The e-mail a new customer gets.',
  ]),
} satisfies Record<string, CopyCollection>;

export type CollectionName = keyof typeof copyCollections;

/** The collections with one file per language, and those with a folder of entries per language. */
export type FileCollection = {
  [Name in CollectionName]: (typeof copyCollections)[Name]['layout'] extends 'file' ? Name : never;
}[CollectionName];
export type EntryCollection = Exclude<CollectionName, FileCollection>;

/** A collection's copy, as its schema reads it. */
export type Copy<Name extends CollectionName> = z.infer<(typeof copyCollections)[Name]['schema']>;
