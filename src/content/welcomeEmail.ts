import { copyValues } from './copyValues';
import { fillCopy } from './fillTemplate';
import english from './welcome-email/en.json' with { type: 'json' };
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
  /** "Dec 23, 2026" */
  trialEndsOn: string;
  /** "$470/year" */
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

const template = welcomeEmailCopySchema.parse(english);

export function welcomeEmailCopy(facts: WelcomeEmailFacts): WelcomeEmailCopy {
  const { billing, ...message } = template;
  return fillCopy(message, { ...copyValues, ...facts, billing: billing[facts.billing] });
}
