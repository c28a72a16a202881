import { claims, offer } from '../facts/offer';
import { site, trialClaim } from './site';

/** Every `{name}` a copy file may use: the offer's numbers, the claims and the build settings. */
export const copyValues = {
  ...offer,
  ...claims,
  trialClaim,
  brandName: site.brandName,
  tagline: site.tagline,
  supportEmail: site.supportEmail,
  helpCenterUrl: site.helpCenterUrl,
  bookingUrl: site.bookingUrl,
  affiliatePortalUrl: site.affiliatePortalUrl,
  appUrl: site.appUrl,
} as const;
