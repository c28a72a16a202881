import type { JsonLd, JsonLdContext } from './jsonLd';

/** What the head of a page says about it. */
export interface PageMeta {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  /** false keeps the page out of search engines and the sitemap. */
  indexable?: boolean;
}

/** A page's JSON-LD, built from that page's own content once its address is known. */
export type StructuredData = (context: JsonLdContext) => JsonLd[];
