import type { Copy } from '../../../shared/copy/collections';
import { billingPeriods, displayedPrice, type BillingPeriod } from '../../../shared/facts/pricing';
import type { Currency } from '../../../shared/facts/currencies';
import { site } from '../../../shared/facts/brand';
import { webPageJsonLd, type JsonLd, type JsonLdContext } from '../../seo/jsonLd';
import type { PageMeta } from '../../routes';
import type { StructuredData } from '../../seo/jsonLd';
import { plainText } from './faq/richText';

/** What the pricing page's JSON-LD is written from: its copy, as the page shows it. */
export interface PricingCopy {
  meta: PageMeta;
  page: Copy<'pricingPage'>;
  calculator: Copy<'pricingCalculator'>;
  faq: readonly Copy<'faq'>[];
  /** The currency the page shows its prices in. */
  currency: Currency;
}

const billing: Record<BillingPeriod, { unitCode: string; duration: string }> = {
  monthly: { unitCode: 'MON', duration: 'P1M' },
  annual: { unitCode: 'ANN', duration: 'P1Y' },
};

/**
 * The offers are (docs/decisions.md#structured-data) the prices the page shows, in the currency it
 * shows them in ($49 a month and $470 a year), with no expiry date and nothing the page does not
 * show.
 */
export function pricingOfferJsonLd(
  { url, locale }: JsonLdContext,
  pricingHero: PricingCopy['page']['hero'],
  { calculator, card }: PricingCopy['calculator'],
  currency: Currency,
): JsonLd {
  const price = displayedPrice(currency);
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
      price: price[period],
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price[period],
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
    pricingOfferJsonLd(context, copy.page.hero, copy.calculator, copy.currency),
    faqPageJsonLd(copy.faq, context),
  ];
}
