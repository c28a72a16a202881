import { site } from '../../shared/facts/brand';
import { absoluteUrl, type JsonLd, type JsonLdContext } from './jsonLd';

export interface ArticleFacts {
  headline: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  /** Site-relative image path. */
  image: string;
}

/** Schema.org Article for a case study; the Organization writes and publishes it. */
export function articleJsonLd(context: JsonLdContext, article: ArticleFacts): JsonLd {
  const organization = {
    '@type': 'Organization',
    '@id': absoluteUrl(context.siteUrl, '/#organization'),
    name: site.brandName,
    url: absoluteUrl(context.siteUrl, '/'),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    image: absoluteUrl(context.siteUrl, article.image),
    url: context.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
    inLanguage: context.locale,
    author: organization,
    publisher: {
      ...organization,
      logo: { '@type': 'ImageObject', url: absoluteUrl(context.siteUrl, site.logo.src) },
    },
  };
}
