/** The commercial offer: the site, the checkout and the welcome e-mail all take these numbers. */
export const offer = {
  trialDays: 30,
  moneyBackDays: 30,
} as const;

/**
 * Marketing claims, as numbers: each language writes them its own way with Intl ("7.39M",
 * "7,39 Mio."). Shown on Home and read by the content tests.
 */
export const claims = {
  /** At least this many: "300+ sellers" in English, "über 300 Händler" in German. */
  sellers: 300,
  revenueProtected: 7_390_000,
  conversionIncrease: 0.18,
  acosReduction: 0.32,
  cpcDecrease: 0.47,
  rating: 4.9,
  reviewCount: 127,
} as const;

/** What an affiliate earns of every payment a referral makes, for the referral's lifetime. */
export const affiliateCommissionRate = 0.3;
