import type { PageMeta } from '../seo/pageMeta';
import { localeFacts, type Locale } from '../../shared/language/locales';
import { commissionRate, affiliateText } from './affiliate';
import { caseStudies } from './cases';
import { copyFiles } from './copyFiles';
import { copyValues } from './copyValues';
import { fillCopy } from '../../shared/language/fillTemplate';
import { homeText } from './home';
import { pricingFor } from './islandCopy';
import { perLocale } from './perLocale';
import { displayedPrice } from './pricing';

/** Every page's title and description in a language but the case studies' (each case carries its own). */
export const pageTitles = perLocale((locale: Locale) => {
  const { formatPrice } = pricingFor(locale);
  const marketplaceCount = homeText(locale).marketplaces.regions.reduce(
    (count, region) => count + region.countries.length,
    0,
  );
  const caseClients = new Intl.ListFormat(localeFacts[locale].intl, {
    type: 'conjunction',
  }).format(caseStudies(locale).map((caseStudy) => caseStudy.client));
  const copy = fillCopy(copyFiles(locale).pageTitles, {
    ...copyValues(locale),
    monthlyPrice: formatPrice(displayedPrice.monthly),
    annualPrice: formatPrice(displayedPrice.annual),
    marketplaceCount,
    caseClients,
    commissionRate: commissionRate(locale),
    commissionKind: affiliateText(locale).commission.kind,
  });
  const { notFound, siteCardSubtitle, ...pages } = copy;
  return {
    pages: {
      ...pages,
      notFound: { ...notFound, addressable: false },
    } satisfies Record<string, PageMeta>,
    /** The site-wide social card's line under the home page's title. */
    siteCardSubtitle,
  };
});
