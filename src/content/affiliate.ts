import { offer } from '../facts/offer';
import { site } from './site';

export type AffiliateBenefitIcon = 'unlimited' | 'recurring' | 'deals' | 'payout';

/** The affiliate offer: a lifetime recurring commission, paid monthly. */
export const affiliateCommission = {
  rate: '30%',
  kind: 'lifetime recurring commission',
  payout: 'Paid monthly',
} as const;

export const affiliate = {
  hero: {
    eyebrow: 'Affiliate Program',
    heading: `Earn ${affiliateCommission.rate} Lifetime Recurring Commission`,
    body: `Refer Amazon sellers, brands and agencies to ${site.brandName} and earn ${affiliateCommission.rate} of every payment they make, for as long as they stay a customer. Commissions are paid monthly.`,
    applyLabel: 'Apply Now',
    applyHref: site.affiliatePortalUrl,
    highlight: {
      value: affiliateCommission.rate,
      label: affiliateCommission.kind,
      points: [
        'On every payment your referrals make',
        'For as long as they stay subscribed',
        'Paid out every month',
      ],
    },
  },
  benefits: {
    eyebrow: 'Why join',
    heading: 'A partnership that keeps paying',
    items: [
      {
        icon: 'unlimited',
        title: 'Unlimited Earnings',
        body: 'There is no cap on how many customers you refer or on what you can earn. Every new referral adds to your monthly payout.',
      },
      {
        icon: 'recurring',
        title: 'Recurring Commissions',
        body: `You earn ${affiliateCommission.rate} of each payment your referrals make, month after month, for the lifetime of their subscription. Not a one-off bounty.`,
      },
      {
        icon: 'deals',
        title: 'Special Deals',
        body: `Give your audience a reason to start: the ${offer.trialDays}-day free trial, the Early Bird price and a ${offer.moneyBackDays}-day money-back guarantee make an easy first step.`,
      },
      {
        icon: 'payout',
        title: 'Monthly Payment',
        body: 'Commissions are paid every month, straight to the bank account you connect in the affiliate portal.',
      },
    ] satisfies { icon: AffiliateBenefitIcon; title: string; body: string }[],
  },
  steps: {
    eyebrow: 'How it works',
    heading: 'Start earning in four steps',
    items: [
      {
        title: 'Contact us and get approved',
        body: 'Apply through the affiliate portal. Once you are approved, you receive your personal referral link.',
      },
      {
        title: 'Connect your bank account details',
        body: 'Add your bank account details in the portal so your commissions can reach you.',
      },
      {
        title: 'Promote',
        body: `Share your link with Amazon sellers, brands and agencies: in your content, your newsletter or your client work.`,
      },
      {
        title: 'Get paid monthly',
        body: `Earn ${affiliateCommission.rate} of every payment your referrals make, paid out every month.`,
      },
    ],
  },
  closing: {
    heading: `Ready to Start Earning ${affiliateCommission.rate} Commissions?`,
    body: `Join the ${site.brandName} affiliate program and earn a ${affiliateCommission.rate} ${affiliateCommission.kind} on every customer you refer.`,
    applyLabel: 'Apply to Become an Affiliate',
    applyHref: site.affiliatePortalUrl,
    note: 'No upfront costs • Instant approval • Monthly payouts',
  },
} as const;
