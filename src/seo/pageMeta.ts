import type { JsonLd, JsonLdContext } from './jsonLd';

/** What the route table knows of a page: short strings only, so the entry bundle stays small. */
export interface PageMeta {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  /** false keeps the page out of search engines and the sitemap. */
  indexable?: boolean;
}

/** Structured data comes from the page module, built from that page's own content. */
export type StructuredData = (context: JsonLdContext) => JsonLd[];
