import type { Copy } from '../../../shared/copy/collections';
import {
  billingPeriods,
  currency,
  displayedPrice,
  type BillingPeriod,
} from '../../../shared/facts/pricing';
import { site } from '../../../shared/facts/brand';
import { webPageJsonLd, type JsonLd, type JsonLdContext } from '../../seo/jsonLd';
import type { PageMeta, StructuredData } from '../../seo/pageMeta';
import { plainText } from './faq/richText';

/** What the pricing page's JSON-LD is written from: its copy, as the page shows it. */
export interface PricingCopy {
  meta: PageMeta;
  page: Copy<'pricingPage'>;
  calculator: Copy<'pricingCalculator'>;
  faq: readonly Copy<'faq'>[];
}

const billing: Record<BillingPeriod, { unitCode: string; duration: string }> = {
  monthly: { unitCode: 'MON', duration: 'P1M' },
  annual: { unitCode: 'ANN', duration: 'P1Y' },
};

/**
 * The offers are (docs/decisions.md#structured-data) the prices the page shows, $49 a month and $470 a year,
 * with no expiry date and nothing the page does not show.
 */
export function pricingOfferJsonLd(
  { url, locale }: JsonLdContext,
  pricingHero: PricingCopy['page']['hero'],
  { calculator, card }: PricingCopy['calculator'],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${site.brandName} PPC automation`,
    description: `${pricingHero.heading}. ${pricingHero.intro}`,
    inLanguage: locale,
    brand: { '@type': 'Brand', name: site.brandName },
    url,
    offers: billingPeriods.map((period) => ({
      '@type': 'Offer',
      name: `${card.earlyBirdBadge}, ${calculator.periods[period]}`,
      url,
      price: displayedPrice[period],
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: displayedPrice[period],
        priceCurrency: currency,
        unitCode: billing[period].unitCode,
        billingDuration: billing[period].duration,
      },
    })),
  };
}

export function faqPageJsonLd(items: PricingCopy['faq'], { url, locale }: JsonLdContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: locale,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: item.answer.map(plainText).join('\n\n'),
      },
    })),
  };
}

/** /pricing: the page, its two offers and its FAQ (the questions the page shows, in order). */
export function pricingStructuredData(copy: PricingCopy): StructuredData {
  return (context) => [
    webPageJsonLd(context, copy.meta),
    pricingOfferJsonLd(context, copy.page.hero, copy.calculator),
    faqPageJsonLd(copy.faq, context),
  ];
}
