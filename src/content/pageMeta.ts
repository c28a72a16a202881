import type { PageMeta } from '../seo/pageMeta';
import { site } from './site';

/** Every page's title and description but the case studies' (each case entry carries its own). */
export const pageMeta = {
  home: {
    title: `${site.brandName}: AI PPC Automation for Amazon Sellers, Brands and Agencies`,
    description:
      'Hands-free, transparent Amazon PPC automation: AI bidding, keyword harvesting and wasted-spend control on 9 marketplaces. Start a 30-day free trial.',
  },
  pricing: {
    title: `Pricing: Early Bird $49 a Month at Every Ad-Spend Level | ${site.brandName}`,
    description:
      'Transparent Amazon PPC automation pricing: $49 a month or $470 a year with the Early Bird offer, at every ad-spend level. No hidden fees, 30-day free trial.',
  },
  affiliate: {
    title: `Affiliate Program: 30% Lifetime Recurring Commission | ${site.brandName}`,
    description: `Refer Amazon sellers, brands and agencies to ${site.brandName} and earn 30% lifetime recurring commission, paid monthly. No upfront costs, instant approval.`,
  },
  cases: {
    title: `Case Studies: Amazon PPC Results | ${site.brandName}`,
    description:
      'How Amazon sellers lowered ACoS and grew sales with automated PPC: the Handcraft Blends and New York Biology case studies, with every number.',
  },
  privacyPolicy: {
    title: `Privacy Policy | ${site.brandName}`,
    description: `What personal information ${site.brandName} collects, why, who it is shared with, how long it is kept, and the rights you have over it.`,
  },
  termsOfService: {
    title: `Terms of Service | ${site.brandName}`,
    description: `The terms of the ${site.brandName} subscription: free trial, billing and ad spend tiers, the Early Bird offer, cancellation and the 30-day money-back guarantee.`,
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
