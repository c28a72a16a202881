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
   * file per entry (`faq/de/01-free-trial.yaml`, `cases/de/<id>.md`, `legal/en/<document>.md`).
   */
  layout: 'file' | 'folder';
  /** Every language of the site, or English only (the team console's copy, the legal texts). */
  languages: 'all' | 'en';
  schema: Schema;
}

type Languages = CopyCollection['languages'];

/** A collection with one file per language. */
const perLanguage = <Schema extends z.ZodType>(
  folder: string,
  format: CopyFormat,
  schema: Schema,
  languages: Languages = 'all',
) => ({ folder, format, layout: 'file' as const, languages, schema });

/** A collection with a folder of entries per language. */
const entriesPerLanguage = <Schema extends z.ZodType>(
  folder: string,
  format: CopyFormat,
  schema: Schema,
  languages: Languages = 'all',
) => ({ folder, format, layout: 'folder' as const, languages, schema });

/**
 * Every copy collection. The site's pages read them through Astro's content layer; the server,
 * the scripts and the tests through ./readCopy.ts; both check each file against its schema.
 */
export const copyCollections = {
  affiliate: perLanguage('affiliate', 'json', schemas.affiliateSchema),
  apiMessages: perLanguage('api-messages', 'json', schemas.apiMessagesSchema),
  callsToAction: perLanguage('calls-to-action', 'json', schemas.callsToActionSchema),
  casePages: perLanguage('case-pages', 'json', schemas.casePagesSchema),
  cases: entriesPerLanguage('cases', 'md', schemas.casesSchema),
  closingCta: perLanguage('closing-cta', 'json', schemas.closingCtaSchema),
  confirmation: perLanguage('confirmation', 'yaml', schemas.confirmationSchema),
  consent: perLanguage('consent', 'json', schemas.consentSchema),
  faq: entriesPerLanguage('faq', 'yaml', schemas.faqSchema),
  home: perLanguage('home', 'json', schemas.homeSchema),
  legal: entriesPerLanguage('legal', 'md', schemas.legalSchema, 'en'),
  legalLabels: perLanguage('legal-labels', 'json', schemas.legalLabelsSchema),
  navigation: perLanguage('navigation', 'json', schemas.navigationSchema),
  notFound: perLanguage('not-found', 'json', schemas.notFoundSchema),
  pageTitles: perLanguage('page-titles', 'json', schemas.pageTitlesSchema),
  pricingCalculator: perLanguage('pricing-calculator', 'json', schemas.pricingCalculatorSchema),
  pricingPage: perLanguage('pricing-page', 'json', schemas.pricingPageSchema),
  signupMessages: perLanguage('signup-messages', 'json', schemas.signupMessagesSchema),
  teamConsole: perLanguage('team-console', 'json', schemas.teamConsoleSchema, 'en'),
  teamMessages: perLanguage('team-messages', 'json', schemas.teamMessagesSchema, 'en'),
  testCheckout: perLanguage('test-checkout', 'json', schemas.testCheckoutSchema),
  trialDialog: perLanguage('trial-dialog', 'json', schemas.trialDialogSchema),
  weeklyReport: perLanguage('weekly-report', 'json', schemas.weeklyReportSchema, 'en'),
  welcomeEmail: perLanguage('welcome-email', 'json', schemas.welcomeEmailSchema),
} satisfies Record<string, CopyCollection>;

export type CollectionName = keyof typeof copyCollections;

/** The collections with one file per language, and those with a folder of entries per language. */
export type FileCollection = {
  [Name in CollectionName]: (typeof copyCollections)[Name]['layout'] extends 'file' ? Name : never;
}[CollectionName];
export type EntryCollection = Exclude<CollectionName, FileCollection>;

/** A collection's copy, as its schema reads it. */
export type Copy<Name extends CollectionName> = z.infer<(typeof copyCollections)[Name]['schema']>;
