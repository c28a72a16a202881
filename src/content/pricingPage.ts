import type { Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { perLocale } from './perLocale';
import { site } from '../../shared/facts/brand';

/**
 * Copy of the /pricing page around the calculator (src/content/pricing-page/); the calculator's
 * own is given to its island (./islandCopy.ts).
 */
export const pricingPageText = perLocale((locale: Locale) => {
  const page = copyFiles(locale).pricingPage;
  return {
    pricingHero: page.hero,
    planIncludes: page.planIncludes,
    premiumManagement: { ...page.premiumManagement, href: site.bookingUrl },
    faqSection: page.faqSection,
  };
});
