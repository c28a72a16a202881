import { defaultCurrencyOf } from '../../../shared/facts/currencies';
import { describe, expect, it } from 'vitest';
import { readCopy } from '../../../shared/copy/readCopy';
import type { Locale } from '../../../shared/language/locales';
import { faqItems, pricingFor } from '../../../test/siteCopy';
import { routeOf } from '../../routes';
import { localisedPath, locales } from '../../../shared/language/locales';
import { pricingStructuredData } from './pricingStructuredData';

/** The pricing page's JSON-LD as the page builds it from its copy. */
const structuredDataIn = (locale: Locale) =>
  pricingStructuredData({
    meta: routeOf(localisedPath(locale, '/pricing')).meta,
    page: readCopy('pricingPage', locale),
    calculator: readCopy('pricingCalculator', locale),
    faq: faqItems(locale),
    currency: defaultCurrencyOf[locale],
  });

describe.each(locales)('pricing JSON-LD in %s', (locale) => {
  const items = faqItems(locale);
  const context = {
    siteUrl: 'https://adhelm.example',
    url: `https://adhelm.example${localisedPath(locale, '/pricing')}`,
    locale,
  };
  const blocks = structuredDataIn(locale)(context);
  const byType = (type: string) => blocks.find((block) => block['@type'] === type);

  it("offers the language's prices ($49 a month and $470 a year; 49 € and 470 €), as shown, with no expiry", () => {
    const product = byType('Product');
    const currency = defaultCurrencyOf[locale];
    expect(product?.offers).toEqual([
      expect.objectContaining({
        price: 49,
        priceCurrency: currency,
        priceSpecification: expect.objectContaining({
          '@type': 'UnitPriceSpecification',
          price: 49,
          priceCurrency: currency,
          billingDuration: 'P1M',
        }),
      }),
      expect.objectContaining({
        price: 470,
        priceCurrency: currency,
        priceSpecification: expect.objectContaining({ price: 470, billingDuration: 'P1Y' }),
      }),
    ]);
    const text = JSON.stringify(blocks);
    expect(text).not.toContain('priceValidUntil');
    expect(text).not.toContain('2025-12-31');
    expect(text).not.toMatch(/\b(499|1500)\b/);
  });

  it('says every block is in the language of the page, at its address', () => {
    for (const block of blocks) {
      expect(block.inLanguage).toBe(locale);
      expect(block.url).toBe(context.url);
    }
  });

  it('lists every FAQ question with its answer as plain text', () => {
    const faq = byType('FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(items.map((item) => item.question));
    for (const entry of faq.mainEntity) expect(entry.acceptedAnswer.text).not.toContain('**');
    expect(faq.mainEntity[1]?.acceptedAnswer.text).toContain(pricingFor(locale).formatPrice(49));
  });
});

describe('pricing JSON-LD in English', () => {
  it('answers the Early Bird question with "$49 a month"', () => {
    const context = {
      siteUrl: 'https://adhelm.example',
      url: 'https://adhelm.example/pricing',
      locale: 'en' as const,
    };
    const faq = structuredDataIn('en')(context).find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: { acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity[1]?.acceptedAnswer.text).toContain('$49 a month');
  });
});
