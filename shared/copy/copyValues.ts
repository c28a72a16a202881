import { checkoutCollectsCard, site } from '../facts/brand';
import { affiliateCommissionRate, claims, offer } from '../facts/offer';
import { defaultCurrencyOf, type Currency } from '../facts/currencies';
import { displayedPrice } from '../facts/pricing';
import { fillTemplate } from '../language/fillTemplate';
import { caseAmounts } from '../facts/caseAmounts';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  formatUsdCompact,
} from '../language/localeFormat';
import { defaultLocale, localeFacts, type Locale } from '../language/locales';
import type { Copy } from './collections';

/** The marketing claims as a language writes them: "$7.39M" and "18%", or "7,39 Mio. $" and "18 %". */
export function claimsText(locale: Locale) {
  const { intl } = localeFacts[locale];
  return {
    sellers: formatNumber(claims.sellers, intl),
    revenueProtected: formatUsdCompact(claims.revenueProtected, intl),
    conversionIncrease: formatPercent(claims.conversionIncrease, intl),
    acosReduction: formatPercent(claims.acosReduction, intl),
    cpcDecrease: formatPercent(claims.cpcDecrease, intl),
    rating: formatNumber(claims.rating, intl),
    reviewCount: formatNumber(claims.reviewCount, intl),
  };
}

/**
 * What the trial promises about payment (docs/decisions.md#trial-claim-and-the-card-checkout):
 * "No credit card required" is only ever said when the checkout takes no card.
 */
export const trialClaim = ({
  trialClaimWithCard,
  trialClaimWithoutCard,
}: Copy<'callsToAction'>): string =>
  checkoutCollectsCard ? fillTemplate(trialClaimWithCard, offer) : trialClaimWithoutCard;

/** The brand's tagline in a language; a build setting may replace the English one. */
export const tagline = (locale: Locale, navigation: Copy<'navigation'>): string =>
  locale === defaultLocale && site.englishTagline !== '' ? site.englishTagline : navigation.tagline;

/**
 * The offer's price as copy names it, `{monthlyPrice}` and `{annualPrice}`, in a currency: the
 * language's own unless the page is shown in another (the pricing page's variants).
 */
export function priceValues(locale: Locale, currency: Currency = defaultCurrencyOf[locale]) {
  const { intl } = localeFacts[locale];
  const price = displayedPrice(currency);
  return {
    monthlyPrice: formatMoney(price.monthly, currency, { locale: intl }),
    annualPrice: formatMoney(price.annual, currency, { locale: intl }),
  };
}

/** The copy that other copy names: the trial's claim and the tagline. */
export interface NamedCopy {
  callsToAction: Copy<'callsToAction'>;
  navigation: Copy<'navigation'>;
}

/**
 * Every `{name}` a copy file may use: the offer's numbers and prices, the claims and the build
 * settings, in the language's own writing.
 */
export function copyValues(locale: Locale, { callsToAction, navigation }: NamedCopy) {
  const { intl } = localeFacts[locale];
  return {
    ...offer,
    ...claimsText(locale),
    ...priceValues(locale),
    /** The amounts the case studies quote: "$1.50", "1,50 $". */
    ...Object.fromEntries(
      Object.entries(caseAmounts).map(([name, amount]) => [
        name,
        formatMoney(amount, 'USD', { locale: intl, cents: !Number.isInteger(amount) }),
      ]),
    ),
    /** What an affiliate earns: "30%", "30 %". */
    commissionRate: formatPercent(affiliateCommissionRate, intl),
    trialClaim: trialClaim(callsToAction),
    brandName: site.brandName,
    tagline: tagline(locale, navigation),
    supportEmail: site.supportEmail,
    helpCenterUrl: site.helpCenterUrl,
    bookingUrl: site.bookingUrl,
    affiliatePortalUrl: site.affiliatePortalUrl,
    appUrl: site.appUrl,
  };
}
