import { localeFacts, type Locale } from '../../shared/language/locales';
import { offer } from '../../shared/facts/offer';
import { copyFiles } from './copyFiles';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { formatUsd } from '../../shared/language/localeFormat';
import { perLocale } from './perLocale';
import { site } from '../../shared/facts/brand';

/**
 * Copy of the local test checkout page (served by the server when Stripe is not configured) in
 * the signup's language, from src/content/test-checkout/, with its facts filled in.
 */
export const testCheckoutText = perLocale((locale: Locale) => {
  const page = copyFiles(locale).testCheckout;
  const brand = { brandName: site.brandName };
  return {
    ...page,
    title: fillTemplate(page.title, brand),
    logoAlt: fillTemplate(page.logoAlt, brand),
    trialName: fillTemplate(page.trialName, { trialDays: offer.trialDays }),
    due: formatUsd(0, { locale: localeFacts[locale].intl, cents: true }),
    afterTrial: (price: string, day: string) => fillTemplate(page.afterTrial, { price, day }),
  };
});
