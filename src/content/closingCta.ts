import { offer } from '../facts/offer';
import { trialClaim } from './site';
import { ctaLabels } from './navigation';

/** The closing call to action shared by Home, Pricing and the case pages. */
export const closingCta = {
  heading: 'Are You Ready to Accelerate Your Amazon Business?',
  body: `Start your ${offer.trialDays}-day free trial today. ${trialClaim}, no setup fees, cancel anytime.`,
  buttonLabel: ctaLabels.trial,
  href: '/pricing',
} as const;
