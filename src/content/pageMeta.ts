import type { PageMeta } from '../seo/pageMeta';
import { site } from './site';

/** Every page's title and description; the route table reads them, so keep them short strings. */
export const pageMeta = {
  home: {
    title: `${site.brandName}: AI PPC Automation for Amazon Sellers, Brands and Agencies`,
    description:
      'Hands-free, transparent Amazon PPC automation: AI bidding, keyword harvesting and wasted-spend control on 9 marketplaces. Start a 30-day free trial.',
  },
  notFound: {
    title: `Page Not Found | ${site.brandName}`,
    description:
      'The page you asked for does not exist. Head back to the home page or see pricing.',
    indexable: false,
  },
} satisfies Record<string, PageMeta>;
