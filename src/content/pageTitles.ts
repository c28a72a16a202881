import type { PageMeta } from '../seo/pageMeta';
import { affiliateCommission } from './affiliate';
import { caseStudies } from './cases';
import { marketplaces } from './home';
import { displayedPrice, formatPrice } from './pricing';
import { copyValues } from './copyValues';
import { fillCopy } from './fillTemplate';
import english from './page-titles/en.json' with { type: 'json' };
import { pageTitlesCopySchema } from './page-titles/pageTitlesCopy';

const monthly = formatPrice(displayedPrice.monthly);
const annual = formatPrice(displayedPrice.annual);
const marketplaceCount = marketplaces.regions.reduce(
  (count, region) => count + region.countries.length,
  0,
);
const caseClients = new Intl.ListFormat('en', { type: 'conjunction' }).format(
  caseStudies.map((caseStudy) => caseStudy.client),
);

const copy = fillCopy(pageTitlesCopySchema.parse(english), {
  ...copyValues,
  monthlyPrice: monthly,
  annualPrice: annual,
  marketplaceCount,
  caseClients,
  commissionRate: affiliateCommission.rate,
  commissionKind: affiliateCommission.kind,
});

/** Every page's title and description but the case studies' (each case entry carries its own). */
export const pageTitles = {
  home: copy.home,
  pricing: copy.pricing,
  affiliate: copy.affiliate,
  cases: copy.cases,
  privacyPolicy: copy.privacyPolicy,
  termsOfService: copy.termsOfService,
  confirmation: copy.confirmation,
  notFound: { ...copy.notFound, addressable: false },
} satisfies Record<string, PageMeta>;

/** The site-wide social card's line under the home page's title. */
export const siteCardSubtitle = copy.siteCardSubtitle;
