import { site } from '../content/site';
import { absoluteUrl, serializeJsonLd, type JsonLd } from './jsonLd';
import type { PageMeta, StructuredData } from './pageMeta';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  indexable: boolean;
  ogType: 'website' | 'article';
  image: string;
  jsonLd: JsonLd[];
}

export function buildHead(
  meta: PageMeta,
  path: string,
  siteUrl: string,
  structuredData?: StructuredData,
): HeadData {
  const canonical = absoluteUrl(siteUrl, path);
  return {
    title: meta.title,
    description: meta.description,
    canonical,
    indexable: meta.indexable ?? true,
    ogType: meta.ogType ?? 'website',
    image: absoluteUrl(siteUrl, site.socialImage.src),
    jsonLd: structuredData?.({ siteUrl, url: canonical }) ?? [],
  };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Name/content pairs shared by the prerendered head and the client-side update. */
export function metaTags(
  head: HeadData,
): { key: 'name' | 'property'; id: string; content: string }[] {
  return [
    { key: 'name', id: 'description', content: head.description },
    { key: 'name', id: 'robots', content: head.indexable ? 'index, follow' : 'noindex' },
    { key: 'property', id: 'og:type', content: head.ogType },
    { key: 'property', id: 'og:site_name', content: site.brandName },
    { key: 'property', id: 'og:locale', content: site.locale },
    { key: 'property', id: 'og:title', content: head.title },
    { key: 'property', id: 'og:description', content: head.description },
    { key: 'property', id: 'og:url', content: head.canonical },
    { key: 'property', id: 'og:image', content: head.image },
    { key: 'property', id: 'og:image:width', content: String(site.socialImage.width) },
    { key: 'property', id: 'og:image:height', content: String(site.socialImage.height) },
    { key: 'property', id: 'og:image:alt', content: `${site.brandName}: ${site.tagline}` },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', id: 'twitter:title', content: head.title },
    { key: 'name', id: 'twitter:description', content: head.description },
    { key: 'name', id: 'twitter:image', content: head.image },
  ];
}

export function renderHeadHtml(head: HeadData): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaTags(head).map(
      ({ key, id, content }) =>
        `<meta ${key}="${escapeHtml(id)}" content="${escapeHtml(content)}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ].join('\n    ');
}

/** Client-side navigation: bring the live document's head in line with the new page. */
export function applyHead(head: HeadData, doc: Document = document): void {
  doc.title = head.title;
  for (const { key, id, content } of metaTags(head)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${key}="${id}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(key, id);
      doc.head.append(element);
    }
    element.content = content;
  }
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = head.canonical;
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
    script.remove();
  }
  for (const data of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = serializeJsonLd(data);
    doc.head.append(script);
  }
}
