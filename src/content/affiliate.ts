import { affiliateCommissionRate } from '../../shared/facts/offer';
import { localeFacts, type Locale } from '../../shared/language/locales';
import { affiliateCopySchema } from './affiliate/affiliateCopy';
import { copyFiles } from './copyFiles';
import { copyValues } from './copyValues';
import { fillCopy } from '../../shared/language/fillTemplate';
import { formatPercent } from '../../shared/language/localeFormat';
import { perLocale } from './perLocale';
import { site } from '../../shared/facts/brand';

export type { AffiliateBenefitIcon } from './affiliate/affiliateCopy';

/** The affiliate commission as a language writes it: "30%", "30 %". */
export const commissionRate = (locale: Locale): string =>
  formatPercent(affiliateCommissionRate, localeFacts[locale].intl);

/** The affiliate page in a language, and the offer: a lifetime recurring commission, paid monthly. */
export const affiliateText = perLocale((locale: Locale) => {
  const rate = commissionRate(locale);
  const {
    commissionKind: kind,
    payout,
    ...page
  } = fillCopy(affiliateCopySchema.parse(copyFiles(locale).affiliate), {
    ...copyValues(locale),
    commissionRate: rate,
  });
  return {
    commission: { rate, kind, payout },
    page: {
      ...page,
      hero: { ...page.hero, applyHref: site.affiliatePortalUrl },
      closing: { ...page.closing, applyHref: site.affiliatePortalUrl },
    },
  };
});
