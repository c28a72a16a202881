import type { PageMeta } from '../seo/pageMeta';
import { affiliateCommission } from './affiliate';
import { caseStudies } from './cases';
import { marketplaces } from './home';
import { displayedPrice, formatPrice } from './pricing';
import { offer } from '../facts/offer';
import { site } from './site';

const monthly = formatPrice(displayedPrice.monthly);
const annual = formatPrice(displayedPrice.annual);
const marketplaceCount = marketplaces.regions.reduce(
  (count, region) => count + region.countries.length,
  0,
);
const caseClients = new Intl.ListFormat('en', { type: 'conjunction' }).format(
  caseStudies.map((caseStudy) => caseStudy.client),
);

/** Every page's title and description but the case studies' (each case entry carries its own). */
export const pageTitles = {
  home: {
    title: `${site.brandName}: AI PPC Automation for Amazon Sellers, Brands and Agencies`,
    description: `Hands-free, transparent Amazon PPC automation: AI bidding, keyword harvesting and wasted-spend control on ${marketplaceCount} marketplaces. Start a ${offer.trialDays}-day free trial.`,
  },
  pricing: {
    title: `Pricing: Early Bird ${monthly} a Month at Every Ad-Spend Level | ${site.brandName}`,
    description: `Transparent Amazon PPC automation pricing: ${monthly} a month or ${annual} a year with the Early Bird offer, at every ad-spend level. No hidden fees, ${offer.trialDays}-day free trial.`,
  },
  affiliate: {
    title: `Affiliate Program: ${affiliateCommission.rate} Lifetime Recurring Commission | ${site.brandName}`,
    description: `Refer Amazon sellers, brands and agencies to ${site.brandName} and earn ${affiliateCommission.rate} ${affiliateCommission.kind}, paid monthly. No upfront costs, instant approval.`,
  },
  cases: {
    title: `Case Studies: Amazon PPC Results | ${site.brandName}`,
    description: `How Amazon sellers lowered ACoS and grew sales with automated PPC: the ${caseClients} case studies, with every number.`,
  },
  privacyPolicy: {
    title: `Privacy Policy | ${site.brandName}`,
    description: `What personal information ${site.brandName} collects, why, who it is shared with, how long it is kept, and the rights you have over it.`,
  },
  termsOfService: {
    title: `Terms of Service | ${site.brandName}`,
    description: `The terms of the ${site.brandName} subscription: free trial, billing and ad spend tiers, the Early Bird offer, cancellation and the ${offer.moneyBackDays}-day money-back guarantee.`,
  },
  confirmation: {
    title: `Payment Successful | ${site.brandName}`,
    description:
      'Your payment went through. Your login credentials are on their way to your e-mail inbox and arrive within minutes.',
    indexable: false,
  },
  notFound: {
    title: `Page Not Found | ${site.brandName}`,
    description:
      'The page you asked for does not exist. Head back to the home page or see pricing.',
    indexable: false,
    addressable: false,
  },
} satisfies Record<string, PageMeta>;
