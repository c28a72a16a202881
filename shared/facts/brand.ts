import { buildSetting } from '../../config/buildSetting';

/** Brand facts and external addresses; every one can be overridden at build time (docs/decisions.md#brand). */
export const site = {
  brandName: buildSetting('VITE_BRAND_NAME', 'AdHelm'),
  /**
   * Replaces the English tagline (src/content/navigation/en.json); the other languages keep the
   * tagline of their own copy, since a setting is written in one language.
   */
  englishTagline: buildSetting('VITE_BRAND_TAGLINE', ''),
  supportEmail: buildSetting('VITE_SUPPORT_EMAIL', 'support@adhelm.com'),
  helpCenterUrl: buildSetting('VITE_HELP_CENTER_URL', 'https://help.adhelm.com'),
  bookingUrl: buildSetting('VITE_BOOKING_URL', 'https://cal.com/adhelm/premium-management'),
  affiliatePortalUrl: buildSetting('VITE_AFFILIATE_PORTAL_URL', 'https://affiliates.adhelm.com'),
  /** The platform's app, where customers sign in; the server's APP_URL names the same place. */
  appUrl: buildSetting('VITE_APP_URL', 'https://app.adhelm.com'),
  logo: { src: '/images/logo-mark.svg', width: 32, height: 32 },
  socialImage: { src: '/og-image.png', width: 1200, height: 630, alt: '' },
} as const;

/**
 * Whether the hosted checkout collects a card. It decides the trial claim (docs/decisions.md#trial-claim-and-the-card-checkout):
 * "No credit card required" is only ever said when it is true.
 */
export const checkoutCollectsCard = buildSetting('VITE_CHECKOUT_COLLECTS_CARD', 'true') !== 'false';
