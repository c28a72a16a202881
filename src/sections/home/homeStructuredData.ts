import { tagline } from '../../content/copyValues';
import type { Locale } from '../../facts/locales';
import { organizationJsonLd, webPageJsonLd, websiteJsonLd } from '../../seo/jsonLd';
import type { PageMeta, StructuredData } from '../../seo/pageMeta';

/**
 * Home introduces the organization and the website the other pages' JSON-LD refers to, described
 * in the page's language, and itself as a page in that language.
 */
export const homeStructuredData =
  (locale: Locale, meta: PageMeta): StructuredData =>
  (context) => [
    { ...organizationJsonLd(context), description: tagline(locale) },
    websiteJsonLd(context),
    webPageJsonLd(context, meta),
  ];
