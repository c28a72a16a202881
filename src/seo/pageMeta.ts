import type { JsonLd, JsonLdContext } from './jsonLd';

/** What the head of a page says about it. */
export interface PageMeta {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  /** false keeps the page out of search engines and the sitemap. */
  indexable?: boolean;
  /**
   * false for a page with no address of its own (the 404 page answers every unknown address):
   * no canonical link, no og:url and no structured data, which would all name an address that
   * answers 404.
   */
  addressable?: boolean;
}

/** A page's JSON-LD, built from that page's own content once its address is known. */
export type StructuredData = (context: JsonLdContext) => JsonLd[];
