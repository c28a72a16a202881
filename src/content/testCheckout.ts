import type { BillingPeriod } from './pricing';
import { offer } from '../facts/offer';
import { site } from './site';

/** Copy of the local test checkout page (served by the server when Stripe is not configured). */
export const testCheckoutText = {
  title: `Test checkout · ${site.brandName}`,
  logoAlt: `${site.brandName} logo`,
  badge: 'Test mode',
  heading: 'Test checkout',
  notice:
    'Stripe is not configured on this server, so this is a test checkout: no card is asked for, nothing is charged.',
  planLabel: 'Plan',
  trialName: `${offer.trialDays}-day free trial`,
  adSpendLabel: 'Max ad spend',
  billingLabel: 'Billing',
  billing: { monthly: 'Monthly', annual: 'Annual' } satisfies Record<BillingPeriod, string>,
  emailLabel: 'Email',
  dueLabel: 'Due today',
  due: '$0.00',
  afterTrial: (price: string, day: string) => `then ${price} from ${day}`,
  cancelAnytime: 'Cancel anytime before the trial ends and nothing is charged.',
  complete: 'Complete test payment',
  cancel: 'Cancel and return to pricing',
  completedHeading: 'Test payment already completed',
  completedNotice: 'This test checkout is complete.',
  continue: 'Continue to your confirmation',
  notFoundHeading: 'Checkout not found',
  notFoundNotice: 'This test checkout does not exist. Please start your free trial again.',
  unavailableHeading: 'Checkout unavailable',
  unavailableNotice: 'The checkout is unavailable for a moment. Please try again in a few minutes.',
  backToPricing: 'Back to pricing',
} as const;
