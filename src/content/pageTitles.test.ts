import { describe, expect, it } from 'vitest';
import { affiliateCommissionRate, offer } from '../../shared/facts/offer';
import { displayedPrice } from '../../shared/facts/pricing';
import { localisedPath, locales, type Locale } from '../../shared/language/locales';
import { pricingFor } from '../../test/siteCopy';
import { notFoundRoutes, routeOf } from '../routes';
import { routesIn } from '../../test/siteRoutes';

/** How each language names a number of days: "30-day", "30 Tage", "30-tägige", "30 jours"... */
const daysPattern: Record<Locale, RegExp> = {
  en: /(\d+)-day/g,
  de: /(\d+)(?:-tägige|[\s\u00a0]Tage)/g,
  fr: /(\d+)[\s\u00a0]jours/g,
  it: /(\d+)[\s\u00a0]giorni/g,
  es: /(\d+)[\s\u00a0]días/g,
};

const spaces = /[\s\u00a0\u202f]/g;

const textsOf = (locale: Locale) =>
  [...routesIn(locale), ...notFoundRoutes.filter((route) => route.locale === locale)]
    // Each case study carries its own title and description, with its own results.
    .filter((route) => !route.basePath.startsWith('/case/'))
    .flatMap(({ path, meta: { title, description } }) => [
      [path, title],
      [path, description],
    ]);
const metaOf = (locale: Locale, basePath: string) => routeOf(localisedPath(locale, basePath)).meta;

describe.each(locales)('page titles and descriptions in %s', (locale) => {
  const texts = textsOf(locale);
  const { formatPrice } = pricingFor(locale);
  const offered = Object.values(displayedPrice('USD')).map(formatPrice);

  it.each(texts)('%s: every price is one the pricing page displays (%s)', (_page, text) => {
    // Once the displayed prices are taken out, no amount of money is left.
    const rest = offered.reduce((left, price) => left.replaceAll(price, ' '), text);
    expect(rest).not.toMatch(/\$|USD/);
  });

  it.each(texts)('%s: every number of days is the offer’s (%s)', (_page, text) => {
    for (const [, days] of text.matchAll(daysPattern[locale])) {
      expect([offer.trialDays, offer.moneyBackDays]).toContain(Number(days));
    }
  });

  it.each(texts)('%s: every percentage is the affiliate commission (%s)', (_page, text) => {
    for (const share of text.match(/\d+[\s\u00a0\u202f]?%/g) ?? []) {
      expect(share.replace(spaces, '')).toBe(`${Math.round(affiliateCommissionRate * 100)}%`);
    }
  });

  it('name the prices the pricing page offers', () => {
    const pricing = metaOf(locale, '/pricing');
    expect(pricing.description).toContain(formatPrice(displayedPrice('USD').monthly));
    expect(pricing.description).toContain(formatPrice(displayedPrice('USD').annual));
  });

  it('name the trial’s length where they promise it', () => {
    const home = metaOf(locale, '/');
    const named = [...home.description.matchAll(daysPattern[locale])].map(([, days]) => days);
    expect(named).toEqual([String(offer.trialDays)]);
  });
});
