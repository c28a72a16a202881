import { claims, offer } from '../../shared/facts/offer';
import { defaultLocale, localeFacts, type Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { formatCompact, formatNumber, formatPercent } from '../../shared/language/localeFormat';
import { perLocale } from './perLocale';
import { checkoutCollectsCard, site } from '../../shared/facts/brand';

/** The marketing claims as a language writes them: "7.39M" and "18%", or "7,39 Mio." and "18 %". */
export const claimsText = perLocale((locale: Locale) => {
  const { intl } = localeFacts[locale];
  return {
    sellers: formatNumber(claims.sellers, intl),
    revenueProtected: formatCompact(claims.revenueProtected, intl),
    conversionIncrease: formatPercent(claims.conversionIncrease, intl),
    acosReduction: formatPercent(claims.acosReduction, intl),
    cpcDecrease: formatPercent(claims.cpcDecrease, intl),
    rating: formatNumber(claims.rating, intl),
    reviewCount: formatNumber(claims.reviewCount, intl),
  };
});

/**
 * What the trial promises about payment (docs/decisions.md#trial-claim-and-the-card-checkout):
 * "No credit card required" is only ever said when the checkout takes no card.
 */
export const trialClaim = perLocale((locale: Locale) => {
  const { trialClaimWithCard, trialClaimWithoutCard } = copyFiles(locale).callsToAction;
  return checkoutCollectsCard ? fillTemplate(trialClaimWithCard, offer) : trialClaimWithoutCard;
});

/** The brand's tagline in a language; a build setting may replace the English one. */
export const tagline = (locale: Locale): string =>
  locale === defaultLocale && site.englishTagline !== ''
    ? site.englishTagline
    : copyFiles(locale).navigation.tagline;

/**
 * Every `{name}` a copy file may use: the offer's numbers, the claims and the build settings, in
 * the language's own writing.
 */
export const copyValues = perLocale((locale: Locale) => ({
  ...offer,
  ...claimsText(locale),
  trialClaim: trialClaim(locale),
  brandName: site.brandName,
  tagline: tagline(locale),
  supportEmail: site.supportEmail,
  helpCenterUrl: site.helpCenterUrl,
  bookingUrl: site.bookingUrl,
  affiliatePortalUrl: site.affiliatePortalUrl,
  appUrl: site.appUrl,
}));
