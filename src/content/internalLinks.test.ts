import { describe, expect, it } from 'vitest';
import { localisedPath, locales, type Locale } from '../../shared/language/locales';
import { findRoute } from '../routes';
import { affiliateText } from './affiliate';
import { casePagesText, caseStudies } from './cases';
import { closingCtaText } from './closingCta';
import { faqItems } from './faq';
import { homeText } from './home';
import { calculatorFor, consentFor, trialDialogFor } from './islandCopy';
import { navigationText } from './navigation';
import { notFoundText } from './notFound';
import { pricingPageText } from './pricingPage';
import { testCheckoutText } from './testCheckout';

/** The words of one language's pages and islands, as the site builds them, links filled in. */
const contentIn = (locale: Locale) => ({
  affiliate: affiliateText(locale),
  casePages: casePagesText(locale),
  cases: caseStudies(locale),
  closingCta: closingCtaText(locale),
  faq: faqItems(locale),
  home: homeText(locale),
  calculator: calculatorFor(locale),
  consent: consentFor(locale),
  trialDialog: trialDialogFor(locale),
  navigation: navigationText(locale),
  notFound: notFoundText(locale),
  pricingPage: pricingPageText(locale),
  testCheckout: testCheckoutText(locale),
});

const linkKeys = new Set(['href', 'link']);

/** Walks content values and collects each site-relative address held under a link key. */
function collectInternalLinks(value: unknown, found: Set<string>, seen = new Set<unknown>()) {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (linkKeys.has(key) && typeof child === 'string' && /^\/(?!\/)/.test(child)) {
      found.add(child);
    }
    collectInternalLinks(child, found, seen);
  }
}

describe.each(locales)('internal links in the %s content', (locale) => {
  const links = new Set<string>();
  collectInternalLinks(contentIn(locale), links);

  it('finds the links the site is known to have', () => {
    expect(links).toContain(localisedPath(locale, '/privacy-policy'));
    expect(links).toContain(localisedPath(locale, '/cases'));
    expect(links).toContain(localisedPath(locale, '/pricing'));
    for (const caseStudy of caseStudies(locale)) expect(links).toContain(caseStudy.link);
  });

  it.each([...links].sort())('%s resolves to a page of the same language', (link) => {
    const path = link.split(/[?#]/)[0] ?? link;
    const route = findRoute(path);
    expect(route, link).toBeDefined();
    expect(route?.locale, link).toBe(locale);
  });

  it('includes the footer links to the legal pages', () => {
    const { footerNav } = navigationText(locale);
    for (const basePath of ['/privacy-policy', '/terms-of-service']) {
      const path = localisedPath(locale, basePath);
      expect(footerNav.map((link) => link.href)).toContain(path);
      expect(findRoute(path)?.locale).toBe(locale);
    }
  });
});
