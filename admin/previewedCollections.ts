import type { CollectionName } from '../shared/copy/collections';

/** The collections the editor previews as the site shows them (admin/browser/previews.tsx). */
export const previewedCollections = [
  'home',
  'pricingPage',
  'pricingCalculator',
  'faq',
  'cases',
] as const satisfies readonly CollectionName[];
