import { offer } from '../facts/offer';
import { site } from './site';

/** What the welcome e-mail after a completed checkout says, given the signup's facts. */
export interface WelcomeEmailFacts {
  email: string;
  levelName: string;
  maxAdSpend: string;
  billing: 'monthly' | 'annual';
  /** "23 Dec 2026" */
  trialEndsOn: string;
  /** "$470/year" */
  chargeAfterTrial: string;
  appUrl: string;
  signInLink: string;
  linkValidDays: number;
}

/** A line of the e-mail: plain words, or words that link somewhere. */
export type WelcomeLine = string | { text: string; href: string };

export interface WelcomeEmailCopy {
  subject: string;
  greeting: string;
  sections: { heading: string; lines: WelcomeLine[] }[];
  signature: string;
}

const billingWords = { monthly: 'billed monthly', annual: 'billed annually' } as const;

export function welcomeEmailCopy(facts: WelcomeEmailFacts): WelcomeEmailCopy {
  return {
    subject: `Welcome to ${site.brandName}: your ${offer.trialDays}-day trial has started`,
    greeting: `Welcome to ${site.brandName}! Your free trial is active.`,
    sections: [
      {
        heading: 'Your plan',
        lines: [
          `${facts.levelName} (${facts.maxAdSpend} ad spend), ${billingWords[facts.billing]}.`,
          `Your trial ends on ${facts.trialEndsOn}. Then ${facts.chargeAfterTrial} is charged unless you cancel before.`,
        ],
      },
      {
        heading: 'Sign in',
        lines: [
          {
            text: `Set your password (this link works once, for ${facts.linkValidDays} days)`,
            href: facts.signInLink,
          },
          `After that, sign in at ${facts.appUrl} with ${facts.email}.`,
        ],
      },
      {
        heading: 'Our promise',
        lines: [
          `${offer.moneyBackDays}-day money-back guarantee: ask within ${offer.moneyBackDays} days of your first payment and we refund it in full.`,
          'Cancel anytime, with no fees.',
          `Questions? Write to ${site.supportEmail}.`,
        ],
      },
    ],
    signature: `The ${site.brandName} team`,
  };
}
