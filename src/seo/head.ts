import { site } from '../../shared/facts/brand';
import { socialImagePath } from './socialImages';
import {
  defaultLocale,
  localeFacts,
  localisedPath,
  locales,
  type Locale,
} from '../../shared/language/locales';
import { absoluteUrl, type JsonLd } from './jsonLd';
import type { PageMeta, StructuredData } from './pageMeta';

export interface HeadData {
  locale: Locale;
  title: string;
  description: string;
  /** None for a page without an address of its own (the 404 page). */
  canonical?: string;
  /** The same page in every language, and the English one as x-default; none without an address. */
  alternates: { hreflang: string; href: string }[];
  indexable: boolean;
  ogType: 'website' | 'article';
  image: string;
  jsonLd: JsonLd[];
}

/** Where a page is described: its language and its address in English (`/pricing`). */
export interface PagePlace {
  locale: Locale;
  basePath: string;
}

export function buildHead(
  meta: PageMeta,
  { locale, basePath }: PagePlace,
  siteUrl: string,
  structuredData?: StructuredData,
): HeadData {
  const path = localisedPath(locale, basePath);
  const image = absoluteUrl(siteUrl, socialImagePath(path));
  const shared = {
    locale,
    title: meta.title,
    description: meta.description,
    indexable: meta.indexable ?? true,
    ogType: meta.ogType ?? 'website',
    image,
  } as const;
  if (meta.addressable === false) return { ...shared, alternates: [], jsonLd: [] };
  const canonical = absoluteUrl(siteUrl, path);
  const alternates = [
    ...locales.map((other) => ({
      hreflang: other,
      href: absoluteUrl(siteUrl, localisedPath(other, basePath)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, localisedPath(defaultLocale, basePath)) },
  ];
  return {
    ...shared,
    canonical,
    alternates,
    jsonLd: structuredData?.({ siteUrl, url: canonical, locale }) ?? [],
  };
}

type MetaTag = { key: 'name' | 'property'; id: string; content: string };

/** The page's meta elements, name or property and content, in the order the head lists them. */
export function metaTags(head: HeadData): MetaTag[] {
  const address: MetaTag[] = head.canonical
    ? [{ key: 'property', id: 'og:url', content: head.canonical }]
    : [];
  const otherLocales = locales
    .filter((other) => other !== head.locale)
    .map((other): MetaTag => ({
      key: 'property',
      id: 'og:locale:alternate',
      content: localeFacts[other].og,
    }));
  return [
    { key: 'name', id: 'description', content: head.description },
    { key: 'name', id: 'robots', content: head.indexable ? 'index, follow' : 'noindex' },
    { key: 'property', id: 'og:type', content: head.ogType },
    { key: 'property', id: 'og:site_name', content: site.brandName },
    { key: 'property', id: 'og:locale', content: localeFacts[head.locale].og },
    ...otherLocales,
    { key: 'property', id: 'og:title', content: head.title },
    { key: 'property', id: 'og:description', content: head.description },
    ...address,
    { key: 'property', id: 'og:image', content: head.image },
    { key: 'property', id: 'og:image:width', content: String(site.socialImage.width) },
    { key: 'property', id: 'og:image:height', content: String(site.socialImage.height) },
    { key: 'property', id: 'og:image:alt', content: head.title },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', id: 'twitter:title', content: head.title },
    { key: 'name', id: 'twitter:description', content: head.description },
    { key: 'name', id: 'twitter:image', content: head.image },
  ];
}
