import { site } from '../../shared/facts/brand';
import { locales, type Locale } from '../../shared/language/locales';

export type JsonLd = Record<string, unknown>;

export interface JsonLdContext {
  siteUrl: string;
  /** The page's canonical address. */
  url: string;
  /** The page's language. */
  locale: Locale;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

export function organizationJsonLd({ siteUrl }: JsonLdContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: site.brandName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, site.logo.src),
    email: site.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.supportEmail,
    },
  };
}

export function websiteJsonLd({ siteUrl }: JsonLdContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(siteUrl, '/#website'),
    name: site.brandName,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: locales,
    publisher: { '@id': absoluteUrl(siteUrl, '/#organization') },
  };
}

export function webPageJsonLd(
  { siteUrl, url, locale }: JsonLdContext,
  page: { title: string; description: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url,
    inLanguage: locale,
    isPartOf: { '@id': absoluteUrl(siteUrl, '/#website') },
  };
}

/** JSON-LD inside a script element: `<` is escaped so no text can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page's JSON-LD, built from that page's own content once its address is known. */
export type StructuredData = (context: JsonLdContext) => JsonLd[];
