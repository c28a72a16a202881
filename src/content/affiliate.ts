import { affiliateCommissionRate } from '../facts/offer';
import english from './affiliate/en.json' with { type: 'json' };
import { affiliateCopySchema } from './affiliate/affiliateCopy';
import { copyValues } from './copyValues';
import { fillCopy } from './fillTemplate';
import { site } from './site';

export type { AffiliateBenefitIcon } from './affiliate/affiliateCopy';

const { kind, payout, ...page } = fillCopy(affiliateCopySchema.parse(english), {
  ...copyValues,
  commissionRate: affiliateCommissionRate,
});

/** The affiliate offer: a lifetime recurring commission, paid monthly. */
export const affiliateCommission = { rate: affiliateCommissionRate, kind, payout } as const;

export const affiliate = {
  ...page,
  hero: { ...page.hero, applyHref: site.affiliatePortalUrl },
  closing: { ...page.closing, applyHref: site.affiliatePortalUrl },
} as const;
