import { organizationJsonLd, websiteJsonLd } from '../../seo/jsonLd';
import type { StructuredData } from '../../seo/pageMeta';

/** Home introduces the organization and the website the other pages' JSON-LD refers to. */
export const homeStructuredData: StructuredData = (context) => [
  organizationJsonLd(context),
  websiteJsonLd(context),
];
