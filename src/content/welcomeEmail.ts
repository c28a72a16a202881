import type { Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { copyValues } from './copyValues';
import { fillCopy } from '../../shared/language/fillTemplate';
import {
  welcomeEmailCopySchema,
  type WelcomeEmailTemplate,
} from './welcome-email/welcomeEmailCopy';

/** What the welcome e-mail after a completed checkout says, given the signup's facts. */
export interface WelcomeEmailFacts {
  email: string;
  levelName: string;
  maxAdSpend: string;
  billing: 'monthly' | 'annual';
  /** "Dec 23, 2026", in the signup's language. */
  trialEndsOn: string;
  /** "$470/year", in the signup's language. */
  chargeAfterTrial: string;
  appUrl: string;
  /** The welcome link: opens the account on the platform, once. */
  welcomeLink: string;
  linkValidDays: number;
}

/** The e-mail's words with the signup's facts filled in; billing has become part of a line. */
export type WelcomeEmailCopy = Omit<WelcomeEmailTemplate, 'billing'>;

/** A line of the e-mail: plain words, or words that link somewhere. */
export type WelcomeLine = WelcomeEmailCopy['sections'][number]['lines'][number];

/** The welcome e-mail in the language the visitor signed up in. */
export function welcomeEmailCopy(facts: WelcomeEmailFacts, locale: Locale): WelcomeEmailCopy {
  const { billing, ...message } = welcomeEmailCopySchema.parse(copyFiles(locale).welcomeEmail);
  return fillCopy(message, { ...copyValues(locale), ...facts, billing: billing[facts.billing] });
}
