import copy from './pricing-page/en.json' with { type: 'json' };
import type { PricingPageCopy } from './pricing-page/schema';
import { site } from './site';

/**
 * Copy of the /pricing page around the calculator (src/content/pricing-page/); the calculator's
 * own is in ./pricingCalculator, kept apart so the island bundles only what it shows.
 */
const page: PricingPageCopy = copy;

export const pricingHero = page.hero;

export const planIncludes = page.planIncludes;

export const premiumManagement = { ...page.premiumManagement, href: site.bookingUrl };

export const faqSection = page.faqSection;
