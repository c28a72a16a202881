/** The commercial offer: the site, the checkout and the welcome e-mail all take these numbers. */
export const offer = {
  trialDays: 30,
  moneyBackDays: 30,
} as const;

/** Marketing claims; shown on Home and read by the content tests. */
export const claims = {
  sellers: '300+',
  revenueProtected: '7.39M',
  conversionIncrease: '18%',
  acosReduction: '32%',
  cpcDecrease: '47%',
  rating: '4.9',
  reviewCount: 127,
} as const;

/** What an affiliate earns of every payment a referral makes, for the referral's lifetime. */
export const affiliateCommissionRate = '30%';
