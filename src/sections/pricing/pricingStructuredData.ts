import type { FaqItem } from '../../content/faq';
import { currency, displayedPrice, type BillingPeriod } from '../../content/pricing';
import { pricingCalculator, pricingCard, pricingHero } from '../../content/pricingPage';
import { site } from '../../content/site';
import type { JsonLd, JsonLdContext } from '../../seo/jsonLd';
import { plainText } from './faq/richText';

const billing: Record<BillingPeriod, { unitCode: string; duration: string }> = {
  monthly: { unitCode: 'MON', duration: 'P1M' },
  annual: { unitCode: 'ANN', duration: 'P1Y' },
};

/**
 * PRODUCT.md decision 3: the offers are the prices the page shows, $49 a month and $470 a year,
 * with no expiry date and nothing the page does not show.
 */
export function pricingOfferJsonLd({ url }: JsonLdContext): JsonLd {
  const periods: BillingPeriod[] = ['monthly', 'annual'];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${site.brandName} PPC automation`,
    description: `${pricingHero.heading}. ${pricingHero.intro}`,
    brand: { '@type': 'Brand', name: site.brandName },
    url,
    offers: periods.map((period) => ({
      '@type': 'Offer',
      name: `${pricingCard.earlyBirdBadge}, ${pricingCalculator.periods[period]}`,
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

export function faqPageJsonLd(items: readonly FaqItem[], { url }: JsonLdContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
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
