import { levelOf, type PlanChoice } from './plan';
import { priceWithPeriod } from './pricing';
import { offer } from '../facts/offer';
import { site, trialClaim } from './site';

/** Copy of the trial dialog on /pricing; it loads with the dialog, on a visitor's click. */
export const trialDialogText = {
  title: 'Start Your Free Trial',
  description: `Enter your e-mail to start your ${offer.trialDays}-day free trial. ${trialClaim}.`,
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email address',
  planLabel: 'Your plan',
  /** "Ultimate · $100,000+ ad spend · $470/year after your 30-day trial" */
  planSummary: (plan: PlanChoice) => {
    const level = levelOf(plan);
    return `${level.name} · ${level.maxAdSpend} ad spend · ${priceWithPeriod(plan.billing)} after your ${offer.trialDays}-day trial`;
  },
  submit: 'Start Free Trial',
  busy: 'Processing...',
  close: 'Close',
  /** After "Email already exists!": the way forward for someone who already has an account. */
  existingAccount: {
    signInLabel: 'Sign in to your account',
    signInHref: site.appUrl,
    supportIntro: ', or write to',
    supportEmail: site.supportEmail,
    supportHref: `mailto:${site.supportEmail}`,
  },
} as const;

export const trialNotifications = {
  regionLabel: 'Notifications ({hotkey})',
  dismiss: 'Dismiss notification',
  networkTitle: 'We could not reach the signup service',
  networkBody: 'Check your internet connection, then press Start Free Trial again.',
} as const;
